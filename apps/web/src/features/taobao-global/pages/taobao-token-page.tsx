/**
 * /taobaoIntToken (DESIGN.md §3.3, decision 0116): the customer's linked Taobao buyer accounts with
 * status and last sync, "Liên kết tài khoản" (the provider's authorisation page as a link and a QR
 * drawn here), "Đồng bộ ngay", "Hủy liên kết"; the callback's `?linked=1` / `?error=` flags said in
 * Vietnamese. Right after linking, accounts never synced are synced once so their orders appear.
 */
import type { TaobaoLinkStart, TaobaoToken } from '@app/shared/contracts/taobao-global';
import { taobaoLinkErrors } from '@app/shared/contracts/taobao-global';
import { taobaoTokenMachine } from '@app/shared/machines/taobao-global';
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, NoticeBar, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../../components/query-states.tsx';
import { Section } from '../../../components/section.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { taobaoMessages as m } from '../../../messages/taobao-global.ts';
import { tokensQuery, useStartLink, useSync, useUnlink } from '../api/taobao-global.ts';
import { AuthorizeQr } from '../components/authorize-qr.tsx';
import { TaobaoLoadError } from '../components/not-enabled.tsx';

function linkErrorText(flag: string): string {
  return flag in taobaoLinkErrors ? taobaoLinkErrors[flag as keyof typeof taobaoLinkErrors] : m.linkErrorFallback;
}

function TokenCard({ token }: { token: TaobaoToken }) {
  const sync = useSync();
  const unlink = useUnlink();
  return (
    <div
      data-testid="taobao-token"
      style={{ display: 'grid', gap: 4, padding: '10px 0', borderTop: '1px solid var(--adm-color-border)' }}
    >
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
        <strong style={{ overflowWrap: 'anywhere' }}>{token.nick}</strong>
        <StatusTag machine={taobaoTokenMachine} status={token.status} testId="taobao-token-status" />
      </span>
      <span style={{ fontSize: 14, color: 'var(--app-text-muted)' }}>
        {token.lastSyncAt ? m.lastSync(formatDateTime(token.lastSyncAt)) : m.neverSynced} ·{' '}
        {m.orderCount(token.orderCount)}
      </span>
      <span style={{ fontSize: 14, color: 'var(--app-text-muted)' }}>
        {m.route(token.cnWarehouse.name, token.vnWarehouse.name)}
      </span>
      {token.lastSyncError && (
        <span role="alert" style={{ fontSize: 14, color: 'var(--app-danger)' }}>
          {token.lastSyncError}
        </span>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 4 }}>
        <Button
          size="small"
          color="primary"
          disabled={token.status !== 'active'}
          loading={sync.isPending}
          data-testid="taobao-sync"
          onClick={() =>
            sync.mutate(token.id, {
              onSuccess: (r) => Toast.show({ icon: 'success', content: m.synced(r.imported, r.updated) }),
              onError: (e) => Toast.show({ content: errorText(e) }),
            })
          }
        >
          {m.sync}
        </Button>
        <Link to={`/taobaoIntOrder?tokenId=${token.id}`} style={{ alignSelf: 'center' }}>
          {m.viewOrders}
        </Link>
        <Button
          size="small"
          color="danger"
          fill="outline"
          loading={unlink.isPending}
          data-testid="taobao-unlink"
          style={{ marginLeft: 'auto' }}
          onClick={async () => {
            const ok = await Dialog.confirm({ content: m.unlinkConfirm, confirmText: m.unlink, cancelText: m.keep });
            if (!ok) return;
            unlink.mutate(token.id, {
              onSuccess: () => Toast.show({ icon: 'success', content: m.unlinked }),
              onError: (e) => Toast.show({ content: errorText(e) }),
            });
          }}
        >
          {m.unlink}
        </Button>
      </div>
    </div>
  );
}

function LinkCard({ link }: { link: TaobaoLinkStart }) {
  return (
    <Section title={m.linkTitle} testId="taobao-link">
      <div style={{ display: 'grid', gap: 10, justifyItems: 'center', textAlign: 'center' }}>
        <p style={{ margin: 0, fontSize: 14, color: 'var(--app-text-muted)' }}>{m.linkHint}</p>
        <a
          href={link.authorizeUrl}
          data-testid="taobao-authorize-link"
          className="adm-button adm-button-primary adm-button-block adm-button-shape-default"
          style={{ textDecoration: 'none', boxSizing: 'border-box', padding: '10px 12px' }}
        >
          {m.openAuthorize}
        </a>
        <AuthorizeQr url={link.authorizeUrl} />
        <span style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>
          {m.linkExpires(formatDateTime(link.expiresAt))}
        </span>
      </div>
    </Section>
  );
}

export function Component() {
  const [search, setSearch] = useSearchParams();
  const tokens = useQuery(tokensQuery);
  const start = useStartLink();
  const sync = useSync();
  const [link, setLink] = useState<TaobaoLinkStart | null>(null);
  const linked = search.get('linked') === '1';
  const error = search.get('error');
  // After linking: each account never synced is synced once, so its orders appear.
  const autoSynced = useRef(new Set<number>());
  useEffect(() => {
    if (!linked || !tokens.data) return;
    for (const t of tokens.data) {
      if (t.status === 'active' && t.lastSyncAt === null && !autoSynced.current.has(t.id)) {
        autoSynced.current.add(t.id);
        sync.mutate(t.id);
      }
    }
  }, [linked, tokens.data, sync]);

  if (tokens.isError) return <TaobaoLoadError error={tokens.error} onRetry={() => void tokens.refetch()} />;
  if (!tokens.data) return <Loading />;
  return (
    <div className="page" style={{ gap: 12 }} data-testid="taobao-token-page">
      {linked && (
        <NoticeBar
          color="success"
          content={m.linked}
          closeable
          wrap
          onClose={() => setSearch({}, { replace: true })}
          data-testid="taobao-linked"
        />
      )}
      {error && (
        <NoticeBar
          color="alert"
          content={linkErrorText(error)}
          closeable
          wrap
          onClose={() => setSearch({}, { replace: true })}
          data-testid="taobao-link-error"
        />
      )}
      <Section title={m.accountsTitle} testId="taobao-tokens">
        {tokens.data.length === 0 && (
          <p style={{ margin: '4px 0', color: 'var(--app-text-muted)' }}>{m.accountsEmpty}</p>
        )}
        {tokens.data.map((t) => (
          <TokenCard key={t.id} token={t} />
        ))}
      </Section>
      <p style={{ margin: 0, fontSize: 14, color: 'var(--app-text-muted)' }}>{m.accountsIntro}</p>
      {link ? (
        <LinkCard link={link} />
      ) : (
        <Button
          block
          color="primary"
          loading={start.isPending}
          data-testid="taobao-link-start"
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: setLink,
              onError: (e) => Toast.show({ content: errorText(e) }),
            })
          }
        >
          {m.link}
        </Button>
      )}
    </div>
  );
}

/**
 * /chinaWebProduct/{site}-{productId} (or {site}-link?url=… for short links): the product as the
 * product-data provider gives it (gallery, variant picker, "Thêm vào giỏ") when it answered
 * (`providerStatus: 'ok'`), else the link and the manual form for what the shop shows, with a line
 * saying why when the provider failed (DESIGN.md §3.1, decision 0126). A share
 * text's product title, found by the API when the link was pasted, arrives in the navigation state.
 */
import type { CartItem } from '@app/shared/contracts/cart';
import type { ProductDraft } from '@app/shared/contracts/product';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { productMessages as m } from '../../../messages/product.ts';
import { providerMessages as pm } from '../../../messages/product-provider.ts';
import { productDraftQuery } from '../api/product.ts';
import { parseSiteId } from '../api/product-path.ts';
import { AddedNotice } from '../components/added-notice.tsx';
import { ProductForm } from '../components/product-form.tsx';
import { ProductLinkCard } from '../components/product-link-card.tsx';
import { ProviderProduct } from '../components/provider-product.tsx';

/** The line above the manual form when the provider was asked and could not help (decision 0126);
 *  none when no provider is configured, the manual form being then the usual way. */
const providerNote: Record<ProductDraft['providerStatus'], string | null> = {
  ok: null,
  not_configured: null,
  unavailable: pm.unavailable,
  not_found: pm.notFound,
};

export function Component() {
  const { siteId } = useParams();
  const [search] = useSearchParams();
  const link = parseSiteId(siteId, search.get('url'));
  const navigate = useNavigate();
  if (!link) {
    return (
      <EmptyState
        title={m.invalidLink}
        action={
          <Button color="primary" onClick={() => navigate('/chinaWebProduct')}>
            {m.addAnother}
          </Button>
        }
      />
    );
  }
  return <ProductView key={`${link.site}-${link.productId ?? link.url}`} link={link} />;
}

function ProductView({ link }: { link: NonNullable<ReturnType<typeof parseSiteId>> }) {
  const draft = useQuery(productDraftQuery(link));
  // The paste box passes a share text's product title in the navigation state (kept across reloads).
  const state: unknown = useLocation().state;
  const shareTitle =
    state && typeof state === 'object' && 'shareTitle' in state && typeof state.shareTitle === 'string'
      ? state.shareTitle
      : null;
  const [added, setAdded] = useState<CartItem | null>(null);

  if (draft.isPending) {
    // The API waits up to 3 s for the product-data provider: say what is happening.
    return (
      <div style={{ padding: 24, textAlign: 'center' }} role="status" data-testid="product-loading">
        <p style={{ margin: 0 }}>
          {pm.loading} <DotLoading />
        </p>
        <p style={{ margin: '4px 0 0', fontSize: 13, color: 'var(--app-text-muted)' }}>{pm.loadingHint}</p>
      </div>
    );
  }
  if (draft.isError) {
    return (
      <EmptyState
        title={m.loadFailed}
        description={errorText(draft.error)}
        action={<Button onClick={() => void draft.refetch()}>{m.retry}</Button>}
      />
    );
  }
  const shown = { ...link, url: draft.data.url || link.url };
  function onAdded(item: CartItem) {
    setAdded(item); // the form itself says what was added and clears
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }
  const fromProvider = draft.data.providerStatus === 'ok' && draft.data.source === 'provider';
  const why = providerNote[draft.data.providerStatus];
  return (
    <div className="page">
      {added && <AddedNotice item={added} />}
      {fromProvider ? (
        <ProviderProduct draft={draft.data} link={link} onAdded={onAdded} />
      ) : (
        <>
          <ProductLinkCard link={shown} />
          {why ? (
            <p role="note" data-testid="provider-note" style={{ margin: 0, color: 'var(--app-text-muted)' }}>
              {why}
            </p>
          ) : null}
          <ProductForm draft={draft.data} link={link} shareTitle={shareTitle} onAdded={onAdded} />
        </>
      )}
    </div>
  );
}

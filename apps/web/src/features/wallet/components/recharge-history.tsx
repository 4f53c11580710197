/**
 * The customer's recent recharge requests with their status; tapping one shows how to pay it. A
 * request credited with another amount than asked shows both ('Yêu cầu 500.000 ₫ · Đã nhận
 * 450.000 ₫') and the staff's note; a cancelled one its reason.
 */
import type { Recharge } from '@app/shared/contracts/wallet';
import { rechargeMachine } from '@app/shared/machines/recharge';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { StatusTag } from '../../../components/status-tag.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { walletMessages as m } from '../../../messages/wallet.ts';
import { rechargesQuery } from '../api/wallet.ts';

export function RechargeHistory(props: { onShow: (recharge: Recharge) => void }) {
  const list = useInfiniteQuery(rechargesQuery);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="card" data-testid="recharge-history" style={{ display: 'grid', gap: 4 }}>
      <h2 style={{ fontSize: 16, margin: 0 }}>{m.recentTitle}</h2>
      {list.isError && (
        <p role="alert" style={{ color: 'var(--app-danger)' }}>
          {errorText(list.error)}
        </p>
      )}
      {list.isSuccess && items.length === 0 && (
        <p style={{ margin: 0, color: 'var(--app-text-muted)' }}>{m.recentEmpty}</p>
      )}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((r) => (
          <li key={r.id} style={{ borderTop: '1px solid var(--adm-color-border)' }}>
            <button
              type="button"
              onClick={() => props.onShow(r)}
              aria-label={m.showInstructions(r.code)}
              data-testid="recharge-row"
              style={{
                width: '100%',
                minHeight: 52,
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 8,
                padding: '8px 0',
                border: 0,
                background: 'none',
                font: 'inherit',
                color: 'var(--app-text)',
                textAlign: 'left',
              }}
            >
              <span style={{ display: 'grid', minWidth: 0 }}>
                <strong data-testid="recharge-row-amount">
                  <AmountLine recharge={r} />
                </strong>
                <span style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>
                  {r.memo} · {formatDateTime(r.createdAt)}
                </span>
                {r.note && (
                  <span data-testid="recharge-row-note" style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>
                    {r.status === 'cancelled' ? m.cancelReason : m.staffNote}: {r.note}
                  </span>
                )}
              </span>
              <span style={{ flex: 'none', whiteSpace: 'nowrap' }}>
                <StatusTag machine={rechargeMachine} status={r.status} variant="text" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {m.more}
        </Button>
      )}
    </section>
  );
}

/** The requested amount, or both when the bank received another amount than requested. */
export function amountLine(r: Pick<Recharge, 'amountVnd' | 'receivedVnd'>): string {
  if (r.receivedVnd === null || r.receivedVnd === r.amountVnd) return formatVnd(r.amountVnd);
  return m.requestedReceived(formatVnd(r.amountVnd), formatVnd(r.receivedVnd));
}

/** `amountLine`, wrapping on a narrow phone only between its two parts, never inside an amount. */
function AmountLine({ recharge }: { recharge: Pick<Recharge, 'amountVnd' | 'receivedVnd'> }) {
  const parts = amountLine(recharge).split(' · ');
  return parts.map((part, i) => (
    <span key={part}>
      {i > 0 && ' · '}
      <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
    </span>
  ));
}

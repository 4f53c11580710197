/**
 * The orders that wait on the customer, as banners on the home page (decision 0094: a price change was
 * invisible from home): a price change to answer (`awaiting_customer_confirmation`) and a deposit
 * to pay (`awaiting_deposit` with something still due), one banner per order linking to it, up to
 * WAITING_SHOWN of each kind and then a link to the filtered list. Fetched with the plain client,
 * like components/delivery-banner.tsx, so the light home page needs no TanStack Query; a failed
 * fetch shows nothing. DOM hooks: `data-testid="waiting-order-banner"` (data-kind="price|deposit"),
 * `waiting-orders-more`.
 */
import type { PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { purchaseOrderEndpoints } from '@app/shared/contracts/purchase-order.endpoints';
import { formatVnd } from '@app/shared/money';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { OrdersIcon, WalletIcon } from '../../../components/icons.tsx';
import { call } from '../../../lib/api-client.ts';
import { orderMessages as m } from '../../../messages/order.ts';

export const WAITING_SHOWN = 5;
const kinds = [
  { kind: 'price', status: 'awaiting_customer_confirmation' },
  { kind: 'deposit', status: 'awaiting_deposit' },
] as const;
type Kind = (typeof kinds)[number]['kind'];
type Waiting = { kind: Kind; status: (typeof kinds)[number]['status']; items: PurchaseOrderSummary[]; total: number };

const tone = {
  // Drawn icons, not emoji: a phone without an emoji font shows a box (seen in the browser tests).
  price: { background: '#fff7ed', border: '1px solid #fed7aa', title: '#9a3412', icon: <OrdersIcon /> },
  deposit: { background: '#eff6ff', border: '1px solid #bfdbfe', title: '#1e40af', icon: <WalletIcon /> },
} as const;

function Banner({ kind, order }: { kind: Kind; order: PurchaseOrderSummary }) {
  const t = tone[kind];
  const title =
    kind === 'price' ? m.confirmPriceHint : m.waiting.depositDue(formatVnd(order.depositDueVnd - order.paidVnd));
  return (
    <Link
      to={`/orderOrdering/${order.id}`}
      className="card"
      data-testid="waiting-order-banner"
      data-kind={kind}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        textDecoration: 'none',
        background: t.background,
        border: t.border,
        color: 'var(--app-text)',
        minHeight: 48,
      }}
    >
      <span aria-hidden="true" style={{ fontSize: 26, lineHeight: 1, display: 'inline-flex', color: t.title }}>
        {t.icon}
      </span>
      <span style={{ display: 'grid', gap: 2, flex: 1, minWidth: 0 }}>
        <strong style={{ color: t.title }}>{title}</strong>
        <span style={{ fontSize: 14, color: 'var(--app-text-muted)', overflowWrap: 'anywhere' }}>
          {m.waiting.order(order.code, order.shopName)}
        </span>
      </span>
      <span aria-hidden="true" style={{ fontSize: 22, color: t.title }}>
        ›
      </span>
    </Link>
  );
}

export function WaitingOrdersBanner() {
  const [waiting, setWaiting] = useState<Waiting[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    Promise.all(
      kinds.map(({ kind, status }) =>
        call(purchaseOrderEndpoints.list, {
          query: { status, page: 1, pageSize: WAITING_SHOWN },
          signal: abort.signal,
        }).then((page): Waiting => {
          // A quoted order may be waiting with nothing due yet; only a real amount asks for payment.
          const items = page.items.filter((o) => kind === 'price' || o.depositDueVnd > o.paidVnd);
          return { kind, status, items, total: page.total };
        }),
      ),
    )
      .then(setWaiting)
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  const shown = waiting.filter((w) => w.items.length > 0);
  if (shown.length === 0) return null;
  return (
    <div style={{ display: 'grid', gap: 8 }} data-testid="waiting-orders">
      {shown.map((w) => (
        <div key={w.kind} style={{ display: 'grid', gap: 8 }}>
          {w.items.map((o) => (
            <Banner key={o.id} kind={w.kind} order={o} />
          ))}
          {w.total > WAITING_SHOWN && (
            <Link
              to={`/orderOrdering?status=${w.status}`}
              data-testid="waiting-orders-more"
              style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
            >
              {m.waiting.more(w.total, w.kind)}
            </Link>
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * One order in the list: code and status, the first product's picture and name ("+ N sản phẩm khác"
 * for the rest), shop, products and units ("1 sản phẩm · 10 cái", @app/shared/counts), total, and the
 * deposit due before it is paid, then what is paid and what remains, or, once cancelled, what went back
 * to the wallet; opens the detail.
 */
import type { PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { formatProductsAndUnits } from '@app/shared/counts';
import { depositStillDue, purchaseOrderMachine, remainingOf } from '@app/shared/machines/purchase-order';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { siteLabels } from '@app/shared/sites';
import { Link } from 'react-router';
import { StatusTag } from '../../../components/status-tag.tsx';
import { orderMessages as m } from '../../../messages/order.ts';
import { onImageError } from './image-fallback.ts';

const muted = { color: 'var(--app-text-muted)' };
const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/**
 * What the card says about money: the deposit due while it is owed; then paid so far and what remains
 * (a 70 % recomputed on an accepted new price would read as underpaid, issue 19); for a cancelled
 * order its refund (nothing is owed).
 */
function MoneyLine({ order }: { order: PurchaseOrderSummary }) {
  if (order.status === 'cancelled') {
    return (
      <span style={muted} data-testid="order-card-money">
        {order.refundedVnd > 0 ? m.refundedToWallet(formatVnd(order.refundedVnd)) : m.nothingOwed}
      </span>
    );
  }
  return (
    <>
      <span style={muted} data-testid="order-card-money">
        {depositStillDue(order.status)
          ? `${m.totals.depositDue}: ${formatVnd(order.depositDueVnd)}`
          : `${m.totals.paid}: ${formatVnd(order.paidVnd)} · ${m.totals.remaining}: ${formatVnd(remainingOf(order))}`}
      </span>
      {order.status === 'awaiting_customer_confirmation' && (
        <strong style={{ color: 'var(--adm-color-warning)' }} data-testid="order-card-confirm">
          {m.confirmPriceHint}
        </strong>
      )}
    </>
  );
}

export function OrderCard({ order }: { order: PurchaseOrderSummary }) {
  const others = order.lineCount - 1;
  return (
    <Link
      to={`/orderOrdering/${order.id}`}
      className="card"
      data-testid="order-card"
      style={{ display: 'grid', gap: 8, padding: 12, color: 'var(--app-text)', textDecoration: 'none' }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
        <strong>{order.code}</strong>
        <StatusTag machine={purchaseOrderMachine} status={order.status} testId="order-status" />
      </div>
      <div style={{ display: 'flex', gap: 10 }}>
        {order.imageUrl ? (
          <img
            src={order.imageUrl}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={onImageError}
            style={{ objectFit: 'cover', borderRadius: 6, flex: 'none' }}
            data-testid="order-card-image"
          />
        ) : (
          <div
            aria-hidden
            style={{ width: 64, height: 64, borderRadius: 6, background: 'var(--app-bg)', flex: 'none' }}
          />
        )}
        <div style={{ display: 'grid', gap: 2, fontSize: 14, flex: 1, minWidth: 0, alignContent: 'start' }}>
          {order.firstLineTitle && (
            <span style={{ ...twoLines, fontWeight: 500 }} data-testid="order-card-title">
              {order.firstLineTitle}
            </span>
          )}
          {others > 0 && (
            <span style={muted} data-testid="order-card-more">
              {m.moreProducts(others)}
            </span>
          )}
          <span style={{ ...muted, overflowWrap: 'anywhere' }}>
            {order.shopName} · {siteLabels[order.site]}
          </span>
        </div>
      </div>
      <div style={{ display: 'grid', gap: 2, fontSize: 14 }}>
        <span style={muted}>
          <span data-testid="order-card-count">{formatProductsAndUnits(order.lineCount, order.itemCount)}</span> ·{' '}
          {formatDateTime(order.createdAt)}
        </span>
        <span>
          {m.totals.total}: <strong>{formatVnd(order.totalVnd)}</strong>
        </span>
        <MoneyLine order={order} />
      </div>
    </Link>
  );
}

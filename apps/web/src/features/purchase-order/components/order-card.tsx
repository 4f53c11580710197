/**
 * One order in the list: code and status, the first product's picture and name ("+ N sản phẩm khác"
 * for the rest), shop, products and units ("1 sản phẩm · 10 cái", @app/shared/counts), total, and the
 * deposit due before it is paid, then what is paid and what remains, or, once cancelled, what went back
 * to the wallet; opens the detail. An order waiting for its deposit carries "Đặt cọc"
 * (the same confirmation as the order page) below the link, so the list after checking out several
 * shops is one tap from paying each (decision 0094).
 */
import type { PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { formatProductsAndUnits } from '@app/shared/counts';
import { depositStillDue, purchaseOrderMachine, remainingOf } from '@app/shared/machines/purchase-order';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { siteLabels } from '@app/shared/sites';
import { Link } from 'react-router';
import { StatusTag } from '../../../components/status-tag.tsx';
import { orderMessages as m } from '../../../messages/order.ts';
import { DepositButton } from './deposit-button.tsx';
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
 * (a 70 % recomputed on an accepted new price would read as underpaid, decision 0093); for a cancelled
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

/** Unpaid: waiting for its deposit with something still due (a quoted order waits for staff first). */
function depositDue(order: PurchaseOrderSummary): boolean {
  return order.status === 'awaiting_deposit' && order.depositDueVnd > order.paidVnd;
}

export function OrderCard({ order }: { order: PurchaseOrderSummary }) {
  const payable = depositDue(order);
  return (
    <article className="card" data-testid="order-card" style={{ display: 'grid', gap: 8, padding: 12 }}>
      <OrderCardLink order={order} />
      {payable && (
        <DepositButton
          size="middle"
          order={{
            id: order.id,
            code: order.code,
            totals: { depositDueVnd: order.depositDueVnd, paidVnd: order.paidVnd },
          }}
        />
      )}
    </article>
  );
}

function OrderCardLink({ order }: { order: PurchaseOrderSummary }) {
  const others = order.lineCount - 1;
  return (
    <Link
      to={`/orderOrdering/${order.id}`}
      style={{ display: 'grid', gap: 8, color: 'var(--app-text)', textDecoration: 'none' }}
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

/** One order in the list: code, status, shop, item count, total, deposit and paid; opens the detail. */
import type { PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { siteLabels } from '@app/shared/sites';
import { Link } from 'react-router';
import { StatusTag } from '../../../components/status-tag.tsx';
import { orderMessages as m } from '../../../messages/order.ts';
import { onImageError } from './image-fallback.ts';

export function OrderCard({ order }: { order: PurchaseOrderSummary }) {
  return (
    <Link
      to={`/orderOrdering/${order.id}`}
      className="card"
      data-testid="order-card"
      style={{ display: 'grid', gap: 6, padding: 12, color: 'var(--app-text)', textDecoration: 'none' }}
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
            width={56}
            height={56}
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={onImageError}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ) : null}
        <div style={{ display: 'grid', gap: 2, fontSize: 14, flex: 1 }}>
          <span>
            {order.shopName} · {siteLabels[order.site]}
          </span>
          <span style={{ color: 'var(--app-text-muted)' }}>
            {m.items(order.itemCount)} · {formatDateTime(order.createdAt)}
          </span>
          <span>
            {m.totals.total}: <strong>{formatVnd(order.totalVnd)}</strong>
          </span>
          <span style={{ color: 'var(--app-text-muted)' }}>
            {m.totals.depositDue}: {formatVnd(order.depositDueVnd)} · {m.totals.paid}: {formatVnd(order.paidVnd)}
          </span>
        </div>
      </div>
    </Link>
  );
}

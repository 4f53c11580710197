/** The shop orders (mã đơn shop) the company placed on the Chinese site for this order, with their China domestic shipping. */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { formatDateTime, formatFen } from '@app/shared/money';
import { Section } from '../../../components/section.tsx';
import { orderMessages as m } from '../../../messages/order.ts';

export function ShopOrders({ order }: { order: PurchaseOrder }) {
  if (order.shopOrders.length === 0) return null;
  return (
    <Section title={m.shopOrdersTitle} testId="shop-orders">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {order.shopOrders.map((s) => (
          <li
            key={s.id}
            data-testid="shop-order"
            style={{ display: 'grid', gap: 2, padding: '6px 0', borderTop: '1px solid var(--adm-color-border)' }}
          >
            <strong style={{ overflowWrap: 'anywhere' }}>{s.shopOrderNumber}</strong>
            <span style={{ color: 'var(--app-text-muted)', fontSize: 14 }}>
              {m.domesticShipping(formatFen(s.domesticShippingFen))} · {formatDateTime(s.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

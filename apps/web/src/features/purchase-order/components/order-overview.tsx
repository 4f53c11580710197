/** Head of the order detail: code, status, shop, dates, frozen rate, receiver and VN warehouse; then its lines. */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatDateTime, formatNumber, formatVnd } from '@app/shared/money';
import { siteLabels } from '@app/shared/sites';
import { Section } from '../../../components/section.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { orderMessages as m } from '../../../messages/order.ts';
import { LineBought } from './line-bought.tsx';
import { LineSummary } from './line-summary.tsx';
import { ShopOrders } from './shop-orders.tsx';

export function OrderOverview({ order }: { order: PurchaseOrder }) {
  const muted = { color: 'var(--app-text-muted)', fontSize: 14 };
  return (
    <>
      <section className="card" style={{ display: 'grid', gap: 4, padding: '12px 16px' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <h2 style={{ margin: 0, fontSize: 18 }} data-testid="order-code">
            {order.code}
          </h2>
          <StatusTag machine={purchaseOrderMachine} status={order.status} testId="order-status" />
        </div>
        <span>
          {order.shopName} · {siteLabels[order.site]}
        </span>
        <span style={muted}>
          {m.createdAt}: {formatDateTime(order.createdAt)} · {m.rateFrozen}: {formatNumber(order.exchangeRate)} ₫/¥
        </span>
      </section>
      <Section title={m.receiverTitle} testId="order-receiver">
        <div style={{ display: 'grid', gap: 2 }}>
          <strong>
            {order.receiver.name} · {order.receiver.phone}
          </strong>
          <span style={muted}>{order.receiver.address}</span>
          <span style={muted}>
            {m.warehouse}: {order.vnWarehouse.name}
          </span>
        </div>
      </Section>
      <Section title={m.linesTitle} testId="order-lines">
        {order.status === 'awaiting_quote' && (
          <p role="note" data-testid="awaiting-quote-note" style={{ ...muted, margin: '0 0 4px' }}>
            {m.awaitingQuote}
          </p>
        )}
        {order.lines.map((line) => (
          // Once bought, the line shows (and costs) the quantity bought; the ordered one is said below.
          <LineSummary
            key={line.id}
            line={{ ...line, quantity: line.boughtQuantity ?? line.quantity }}
            extra={formatVnd(line.amountVnd)}
          >
            <LineBought line={line} pending={order.status === 'awaiting_quote'} />
          </LineSummary>
        ))}
      </Section>
      <ShopOrders order={order} />
    </>
  );
}

/**
 * The order's status timeline, with what happened between its steps: each shop order placed on the
 * site and each refund to the wallet shows under the step it belongs to (the one written in the same
 * transaction, hence at the same instant, else the latest before it). A cancellation's refund says
 * "Đã hoàn X tiền cọc về ví".
 */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatFen, formatVnd } from '@app/shared/money';
import type { ReactNode } from 'react';
import { Timeline } from '../../../components/timeline.tsx';
import { orderMessages as m } from '../../../messages/order.ts';

type Event = PurchaseOrder['events'][number];

/** The event a fact at `at` belongs to: the latest at or before it (the first when none). */
function stepOf(events: readonly Event[], at: string): Event | undefined {
  let found: Event | undefined;
  for (const e of events) if (Date.parse(e.createdAt) <= Date.parse(at) && (!found || e.id > found.id)) found = e;
  return found ?? events[0];
}

export function OrderTimeline({ order }: { order: PurchaseOrder }) {
  const details = new Map<number, ReactNode[]>();
  const add = (e: Event | undefined, node: ReactNode) => {
    if (e) details.set(e.id, [...(details.get(e.id) ?? []), node]);
  };
  for (const s of order.shopOrders) {
    add(
      stepOf(order.events, s.createdAt),
      <span key={`shop-${s.id}`} data-testid="timeline-shop-order">
        {m.shopOrderPlaced(s.shopOrderNumber, formatFen(s.domesticShippingFen))}
      </span>,
    );
  }
  const refunds = order.refunds.length
    ? order.refunds
    : order.totals.refundedVnd > 0
      ? [{ code: 'cancelled', description: '', amountVnd: order.totals.refundedVnd, createdAt: '' }]
      : [];
  for (const r of refunds) {
    const step = r.createdAt ? stepOf(order.events, r.createdAt) : order.events.find((e) => e.toStatus === 'cancelled');
    const cancellation = step?.toStatus === 'cancelled' && r.amountVnd === order.totals.refundedVnd;
    add(
      step,
      cancellation ? (
        <strong key={r.code} data-testid="timeline-refund">
          {m.refundedToWallet(formatVnd(r.amountVnd))}
        </strong>
      ) : (
        <strong key={r.code} data-testid="timeline-line-refund">
          {m.refundLine(r.description, formatVnd(r.amountVnd))}
        </strong>
      ),
    );
  }
  const events = order.events.map((e) => {
    const d = details.get(e.id);
    return d ? { ...e, detail: <span style={{ display: 'grid', gap: 2 }}>{d}</span> } : e;
  });
  return <Timeline machine={purchaseOrderMachine} events={events} />;
}

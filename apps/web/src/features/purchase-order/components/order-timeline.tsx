/**
 * The order's status timeline; the cancellation step says what went back to the wallet (the refund is
 * posted in the same transaction as the cancellation, so it belongs to that step).
 */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatVnd } from '@app/shared/money';
import { Timeline } from '../../../components/timeline.tsx';
import { orderMessages as m } from '../../../messages/order.ts';

export function OrderTimeline({ order }: { order: PurchaseOrder }) {
  const refunded = order.totals.refundedVnd;
  const events =
    refunded > 0
      ? order.events.map((e) =>
          e.toStatus === 'cancelled'
            ? { ...e, detail: <strong data-testid="timeline-refund">{m.refundedToWallet(formatVnd(refunded))}</strong> }
            : e,
        )
      : order.events;
  return <Timeline machine={purchaseOrderMachine} events={events} />;
}

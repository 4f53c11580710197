/**
 * Weights are fixed once a parcel is in a live delivery request, and an order never keeps more than
 * it costs (decision 0084): a parcel in a request that is not cancelled is not weighed again (the
 * request paid its fee), and when a weighing lowers an order's total below what was already paid,
 * the excess goes back to the wallet with a posting in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { consignmentOrders } from '../../db/schema/consignment.ts';
import { deliveryRequestParcels, deliveryRequests } from '../../db/schema/delivery.ts';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { postings, postNew } from '../wallet/ledger.service.ts';

/**
 * 409 `parcel-in-delivery`, naming the request, when the parcel is in a live delivery request
 * (requested, processing or shipped: its link is active and the request not delivered). Call with
 * the parcel's order locked: a request is made under that lock, so none slips in after the check.
 */
export async function assertNotInLiveDelivery(db: Executor, parcel: { id: number; code: string }): Promise<void> {
  const [live] = await db
    .select({ code: deliveryRequests.code })
    .from(deliveryRequestParcels)
    .innerJoin(deliveryRequests, eq(deliveryRequests.id, deliveryRequestParcels.requestId))
    .where(
      and(
        eq(deliveryRequestParcels.parcelId, parcel.id),
        eq(deliveryRequestParcels.active, true),
        sql`${deliveryRequests.status} in ('requested', 'processing', 'shipped')`,
      ),
    )
    .limit(1);
  if (!live) return;
  throw new AppError(
    'parcel-in-delivery',
    `Kiện ${parcel.code} đang nằm trong yêu cầu giao ${live.code} đã thanh toán theo cân nặng hiện tại, không cân lại được. Hủy yêu cầu giao trước nếu cần cân lại`,
  );
}

/**
 * After a weighing of parcel `parcelId` moved the (locked) order's total: when the order now holds
 * more than its total, refunds the excess (`order_refund`, cause `fee-lower`, keyed by the parcel
 * and its weighing) and lowers `paid_vnd` by it. Answers the amount refunded (0 for none).
 */
export async function refundOverpayment(
  tx: Tx,
  actor: Actor,
  order: {
    subjectType: 'purchase_order' | 'consignment_order';
    id: number;
    code: string;
    userId: number;
    totalVnd: number;
    paidVnd: number;
  },
  parcel: { id: number; measuredAt: Date },
): Promise<number> {
  const excess = order.paidVnd - order.totalVnd;
  if (excess <= 0) return 0;
  await postNew(
    tx,
    postings.orderRefund({
      order,
      amountVnd: excess,
      cause: { kind: 'fee-lower', parcelId: parcel.id, measuredAt: parcel.measuredAt },
      actor,
    }),
  );
  const table = order.subjectType === 'purchase_order' ? purchaseOrders : consignmentOrders;
  await tx
    .update(table)
    .set({ paidVnd: sql`${table.paidVnd} - ${excess}`, updatedAt: new Date() })
    .where(eq(table.id, order.id));
  return excess;
}

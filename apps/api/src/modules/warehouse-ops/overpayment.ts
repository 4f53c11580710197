/**
 * Weights are fixed once a parcel is in a live delivery request, and an order never keeps more than
 * it costs (decision 0084): a parcel in a request that is not cancelled is not weighed again (the
 * request paid its fee), and when a weighing lowers an order's total below what was already paid,
 * the excess goes back to the wallet with a posting in the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { liveRequestCodeOfParcel } from '../delivery/delivery.refs.ts';
import { type OrderRef, type OrderRow, orderType } from '../order/order-types.service.ts';
import { postings, postNew } from '../wallet/ledger.service.ts';

/**
 * 409 `parcel-in-delivery`, naming the request, when the parcel is in a live delivery request
 * (requested, processing or shipped: its link is active and the request not delivered). Call with
 * the parcel's order locked: a request is made under that lock, so none slips in after the check.
 */
export async function assertNotInLiveDelivery(db: Executor, parcel: { id: number; code: string }): Promise<void> {
  const [live] = await db
    .execute<{ code: string | null }>(sql`select ${liveRequestCodeOfParcel(parcel.id)} as code`)
    .then((r) => r.rows);
  if (!live?.code) return;
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
  ref: OrderRef,
  order: Pick<OrderRow, 'id' | 'code' | 'userId' | 'totalVnd' | 'paidVnd'>,
  parcel: { id: number; measuredAt: Date },
): Promise<number> {
  const excess = order.paidVnd - order.totalVnd;
  if (excess <= 0) return 0;
  await postNew(
    tx,
    postings.orderRefund({
      order: { subjectType: ref.type, id: order.id, code: order.code, userId: order.userId },
      amountVnd: excess,
      cause: { kind: 'fee-lower', parcelId: parcel.id, measuredAt: parcel.measuredAt },
      actor,
    }),
  );
  await orderType(ref.type).addPaid(tx, order.id, -excess);
  return excess;
}

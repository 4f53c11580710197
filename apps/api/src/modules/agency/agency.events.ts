/**
 * What modules/agency hears (decision 0119), registered at start-up by `registerAgency()` (app.ts):
 * - `purchase_order.status_changed` to `delivered`: the service fee is earned;
 * - `pay_on_behalf_order.fee_earned` (payload `{ orderId, code, userId, agentUserId, feeVnd,
 *   totalVnd }`): the pay-on-behalf fee is earned;
 * - `complaint.status_changed` to `resolved`: the complaint's refund shrinks the order's commission;
 * - `pay_on_behalf_order.refunded` (payload `{ orderId, code, userId, refundVnd, feeRefundVnd,
 *   totalVnd }`): the refund shrinks the order's commission;
 * - saving the settings enqueues the commission run at once (a shorter complaint window takes
 *   effect without waiting for the night; how the browser tests move time).
 * Each handler runs in its delivery's transaction, exactly once per event (lib/events/domain-events.ts).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type DomainEvent, subscribe } from '../../lib/events/domain-events.ts';
import { enqueue } from '../../lib/events/job-queue.ts';
import { complaintRefundOf } from '../complaint/complaint.refs.ts';
import { purchaseOrderServiceFeeVnd, purchaseOrderView } from '../purchase-order/purchase-order.refs.ts';
import { onSettingsSaved } from '../setting/setting.service.ts';
import { applyRefund, COMMISSION_TASK, earnCommission } from './commission.service.ts';

const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

/** A purchase order delivered: its service fee earns the agent's commission. */
export async function onPurchaseOrderStatus(tx: Tx, event: DomainEvent): Promise<void> {
  if (event.payload.to !== 'delivered') return;
  const id = sql`${event.subjectId}::int`;
  const res = await tx.execute<{
    order: { id: number; code: string; userId: number; totalVnd: number } | null;
    fee: string | number | null;
  }>(sql`select ${purchaseOrderView(id)} as order, ${purchaseOrderServiceFeeVnd(id)} as fee`);
  const row = res.rows[0];
  if (!row?.order) return;
  await earnCommission(tx, {
    service: 'purchase',
    orderId: row.order.id,
    orderCode: row.order.code,
    customerId: row.order.userId,
    baseVnd: Number(row.fee ?? 0),
    orderTotalVnd: Number(row.order.totalVnd),
    earnedAt: event.createdAt,
  });
}

/** A pay-on-behalf fee earned (recorded by the pay-on-behalf module when the order is paid). */
export async function onPayOnBehalfFeeEarned(tx: Tx, event: DomainEvent): Promise<void> {
  const p = event.payload;
  const orderId = int(p.orderId) ?? event.subjectId;
  const customerId = int(p.userId) ?? event.userId;
  const feeVnd = int(p.feeVnd);
  const totalVnd = int(p.totalVnd);
  if (customerId === null || feeVnd === null || totalVnd === null) return;
  await earnCommission(tx, {
    service: 'pay_on_behalf',
    orderId,
    orderCode: typeof p.code === 'string' ? p.code : String(orderId),
    customerId,
    baseVnd: feeVnd,
    orderTotalVnd: totalVnd,
    earnedAt: event.createdAt,
  });
}

/** A complaint resolved with a refund: the order's commission shrinks in proportion. */
export async function onComplaintStatus(tx: Tx, event: DomainEvent): Promise<void> {
  if (event.payload.to !== 'resolved') return;
  const res = await tx.execute<{ c: { orderType: string; orderId: number; refundedVnd: number } | null }>(
    sql`select ${complaintRefundOf(sql`${event.subjectId}::int`)} as c`,
  );
  const c = res.rows[0]?.c;
  if (c?.orderType !== 'purchase') return;
  await applyRefund(tx, 'purchase', c.orderId, Number(c.refundedVnd));
}

/** A pay-on-behalf refund approved: the order's commission shrinks in proportion. */
export async function onPayOnBehalfRefunded(tx: Tx, event: DomainEvent): Promise<void> {
  const orderId = int(event.payload.orderId) ?? event.subjectId;
  const refundVnd = int(event.payload.refundVnd);
  if (refundVnd === null) return;
  await applyRefund(tx, 'pay_on_behalf', orderId, refundVnd);
}

/** Subscribes the handlers above and the settings' listener (stable names: they key the deliveries). */
export function registerAgency(): void {
  subscribe('purchase_order.status_changed', 'agency:commission:purchase', onPurchaseOrderStatus);
  subscribe('pay_on_behalf_order.fee_earned', 'agency:commission:pay_on_behalf', onPayOnBehalfFeeEarned);
  subscribe('complaint.status_changed', 'agency:commission:complaint', onComplaintStatus);
  subscribe('pay_on_behalf_order.refunded', 'agency:commission:pay_on_behalf_refund', onPayOnBehalfRefunded);
  onSettingsSaved('agency:commission', (tx) => enqueue(tx, COMMISSION_TASK, {}, { jobKey: COMMISSION_TASK }));
}

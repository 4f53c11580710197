/**
 * What waits for staff in pay-on-behalf, for the console's menu badges (modules/staff-counts,
 * decision 0045): orders `pending` (nobody took them yet) and refund requests `pending`. Its own
 * file so the staff counts do not reach into the pay-on-behalf services.
 */
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payOnBehalfOrders, refundRequests } from '../../db/schema/pay-on-behalf.ts';

/** Orders waiting to be taken: index-only on pay_on_behalf_orders_status_idx. */
export async function countPobOrdersAwaitingStaff(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payOnBehalfOrders).where(eq(payOnBehalfOrders.status, 'pending'));
  return row?.n ?? 0;
}

/** Refund requests waiting for a decision: index-only on refund_requests_status_idx. */
export async function countPobRefundsAwaitingStaff(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(refundRequests).where(eq(refundRequests.status, 'pending'));
  return row?.n ?? 0;
}

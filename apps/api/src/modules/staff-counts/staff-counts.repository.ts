/**
 * SQL of the staff counts (decision 0045): orders by status among the statuses that can wait for
 * staff, and pending recharges. Both are index-only counts (purchase_orders_status_idx on status,
 * created_at, id; recharges_status_idx on status, created_at): they read the index entries of the
 * waiting rows only, never the completed and cancelled bulk of a large table. Cut by each table's
 * `visibleTo`.
 */
import { awaitingStaffStatuses, type PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { staffRoles } from '@app/shared/roles';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import { recharges } from '../../db/schema/wallet.ts';
import type { Actor, SystemActor } from '../../lib/actor.ts';
import { visibleTo as ordersVisibleTo } from '../purchase-order/purchase-order.repository.ts';
import { visibleTo as rechargesVisibleTo } from '../wallet/recharge.repository.ts';

/** Every status in which an order may wait for some staff role: the union of the roles' queues. */
export const countedOrderStatuses: readonly PurchaseOrderStatus[] = awaitingStaffStatuses(staffRoles);

export interface WaitingCounts {
  ordersByStatus: Partial<Record<PurchaseOrderStatus, number>>;
  pendingRecharges: number;
}

/** Orders by counted status (the query, so a test can EXPLAIN it). */
export function ordersByStatusQuery(db: Executor, actor: Actor | SystemActor) {
  return db
    .select({ status: purchaseOrders.status, n: count() })
    .from(purchaseOrders)
    .where(and(inArray(purchaseOrders.status, [...countedOrderStatuses]), ordersVisibleTo(actor)))
    .groupBy(purchaseOrders.status);
}

/** Recharges waiting for approval (the query, so a test can EXPLAIN it). */
export function pendingRechargesQuery(db: Executor, actor: Actor | SystemActor) {
  return db
    .select({ n: count() })
    .from(recharges)
    .where(and(eq(recharges.status, 'pending'), rechargesVisibleTo(actor)));
}

/** How many orders wait in each counted status, and how many recharges wait for approval. */
export async function countWaiting(db: Executor, actor: Actor | SystemActor): Promise<WaitingCounts> {
  const orders = await ordersByStatusQuery(db, actor);
  const [pending] = await pendingRechargesQuery(db, actor);
  return {
    ordersByStatus: Object.fromEntries(orders.map((r) => [r.status, r.n])),
    pendingRecharges: pending?.n ?? 0,
  };
}

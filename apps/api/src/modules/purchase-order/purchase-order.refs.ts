/**
 * What other modules may embed in their own SQL about purchase orders (decision 0088): an order's
 * view keyed by an id column (optionally locking it), and the ids of orders in a status. The `purchase_orders` table stays
 * this module's; each value is a scalar subquery on the primary key or the status index.
 */
import { type SQL, sql } from 'drizzle-orm';
import { aliased, outer } from '../../db/refs.ts';
import { purchaseOrders as t } from '../../db/schema/purchase-order.ts';
import type { IdRef, OrderView } from '../order/order-types.service.ts';

const a = aliased(t, 'ref_purchase_order');
const c = a.col;

/**
 * The order `id` as JSON (order-types.service.ts `OrderView`); null for none. With `lock`, the row is
 * locked FOR UPDATE by the subquery, which then answers its newest version (decision 0089).
 */
export function purchaseOrderView(id: IdRef, opts: { lock?: boolean } = {}): SQL<OrderView | null> {
  return sql<OrderView | null>`(select json_build_object('id', ${c(t.id)}, 'code', ${c(t.code)}, 'status', ${c(t.status)}, 'userId', ${c(t.userId)}, 'totalVnd', ${c(t.totalVnd)}, 'paidVnd', ${c(t.paidVnd)}, 'depositDueVnd', ${c(t.depositDueVnd)}, 'depositedAt', ${c(t.depositedAt)}) from ${a.from} where ${c(t.id)} = ${outer(id)}${opts.lock ? sql` for update` : sql``})`;
}

/** The ids of purchase orders in `status`, as an array computed once (status index). */
export function purchaseOrderIdsInStatus(status: string): SQL {
  return sql`array(select ${c(t.id)} from ${a.from} where ${c(t.status)} = ${status})`;
}

/** A purchase order's row, for the modules that price or show its parcels (type only). */
export type PurchaseOrderRow = typeof t.$inferSelect;

/**
 * Σ `total_vnd` (đồng) of user `userId`'s purchase orders completed at or after `since` (0 for none):
 * a completed order's last status change is its completion (`completed` is final). Customer levels
 * read it (decision 0100).
 */
export function completedOrdersTotalVnd(userId: IdRef, since: Date): SQL<number> {
  return sql<number>`(select coalesce(sum(${c(t.totalVnd)}), 0) from ${a.from} where ${c(t.userId)} = ${outer(userId)} and ${c(t.status)} = 'completed' and ${c(t.lastChangeAt)} >= ${since.toISOString()}::timestamptz)`;
}

/**
 * The order's service fee (đồng): the `service` line of its fee lines (DESIGN.md §4), 0 when it has
 * none; null for no such order. Agents' commissions are a percentage of it (decision 0119).
 */
export function purchaseOrderServiceFeeVnd(id: IdRef): SQL<number | null> {
  return sql<
    number | null
  >`(select coalesce((select sum((l->>'amountVnd')::bigint) from jsonb_array_elements(${c(t.feeLines)}) l where l->>'kind' = 'service'), 0)::bigint from ${a.from} where ${c(t.id)} = ${outer(id)})`;
}

/** How many purchase orders user `userId` placed (any status). */
export function purchaseOrderCountOf(userId: IdRef): SQL<number> {
  return sql<number>`(select count(*)::int from ${a.from} where ${c(t.userId)} = ${outer(userId)})`;
}

/** How many purchase orders the users of `userIds` (an SQL array of ids) placed at or after `since`. */
export function purchaseOrdersPlacedSince(userIds: SQL, since: Date): SQL<number> {
  return sql<number>`(select count(*)::int from ${a.from} where ${c(t.userId)} = any(${userIds}) and ${c(t.createdAt)} >= ${since.toISOString()}::timestamptz)`;
}

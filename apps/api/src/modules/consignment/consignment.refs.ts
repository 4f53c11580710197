/**
 * What other modules may embed in their own SQL about consignment orders (decision 0088): an order's
 * money or view keyed by an id column, and the ids of orders in a status. The `consignment_orders`
 * table stays this module's; each value is a scalar subquery on the primary key or the status index.
 */
import { type SQL, sql } from 'drizzle-orm';
import { aliased, outer } from '../../db/refs.ts';
import { consignmentOrders as t } from '../../db/schema/consignment.ts';
import type { IdRef, OrderView } from '../order/order-types.service.ts';

const a = aliased(t, 'ref_consignment_order');
const c = a.col;

/**
 * The order `id` as JSON (order-types.service.ts `OrderView`); null for none. With `lock`, the row is
 * locked FOR UPDATE by the subquery, which then answers its newest version (decision 0089).
 */
export function consignmentOrderView(id: IdRef, opts: { lock?: boolean } = {}): SQL<OrderView | null> {
  return sql<OrderView | null>`(select json_build_object('id', ${c(t.id)}, 'code', ${c(t.code)}, 'status', ${c(t.status)}, 'userId', ${c(t.userId)}, 'totalVnd', ${c(t.totalVnd)}, 'paidVnd', ${c(t.paidVnd)}) from ${a.from} where ${c(t.id)} = ${outer(id)}${opts.lock ? sql` for update` : sql``})`;
}

/** The ids of consignment orders in `status`, as an array computed once (status index). */
export function consignmentOrderIdsInStatus(status: string): SQL {
  return sql`array(select ${c(t.id)} from ${a.from} where ${c(t.status)} = ${status})`;
}

/** A consignment order's row, for the modules that price or show its parcels (type only). */
export type ConsignmentOrderRow = typeof t.$inferSelect;

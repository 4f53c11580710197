/**
 * What other modules may embed in their own SQL about pay-on-behalf orders (decision 0088): an
 * order as `{ id, code, userId }` (chat threads `pob-{id}`, notifications) and a refund request as
 * `{ id, code, userId, orderId }` (its order's code), keyed by an id column or SQL.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { payOnBehalfOrders, refundRequests } from '../../db/schema/pay-on-behalf.ts';

const o = aliased(payOnBehalfOrders, 'ref_pob_order');
const r = aliased(refundRequests, 'ref_refund_request');

/** The order behind `id` as `{ id, code, userId }`; null when none. */
export function payOnBehalfRefOf(id: AnyPgColumn | SQL): SQL<{ id: number; code: string; userId: number } | null> {
  return sql<{
    id: number;
    code: string;
    userId: number;
  } | null>`(select json_build_object('id', ${o.col(payOnBehalfOrders.id)}, 'code', ${o.col(payOnBehalfOrders.code)}, 'userId', ${o.col(payOnBehalfOrders.userId)}) from ${o.from} where ${o.col(payOnBehalfOrders.id)} = ${outer(id)})`;
}

/** The refund request behind `id` as `{ id, code, userId, orderId }` (`code`: its order's); null when none. */
export function refundRequestRefOf(
  id: AnyPgColumn | SQL,
): SQL<{ id: number; code: string; userId: number; orderId: number } | null> {
  return sql<{
    id: number;
    code: string;
    userId: number;
    orderId: number;
  } | null>`(select json_build_object('id', ${r.col(refundRequests.id)}, 'code', ${o.col(payOnBehalfOrders.code)}, 'userId', ${r.col(refundRequests.userId)}, 'orderId', ${r.col(refundRequests.orderId)}) from ${r.from} join ${o.from} on ${o.col(payOnBehalfOrders.id)} = ${r.col(refundRequests.orderId)} where ${r.col(refundRequests.id)} = ${outer(id)})`;
}

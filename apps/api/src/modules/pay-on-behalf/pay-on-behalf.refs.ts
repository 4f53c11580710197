/**
 * What other modules may embed in their own SQL about pay-on-behalf orders (decision 0088): an
 * order as `{ id, code, userId }` (chat threads `pob-{id}`, notifications) and a refund request as
 * `{ id, code, userId, orderId }` (its order's code), keyed by an id column or SQL; an order's status
 * (the Taobao Global order page), and counts of a customer's orders (the agent's summary).
 */

import type { PayOnBehalfStatus } from '@app/shared/machines/pay-on-behalf';
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

/** The order behind `id` as `{ id, code, status }` (the Taobao Global order page); null when none. */
export function payOnBehalfStatusRefOf(
  id: AnyPgColumn | SQL,
): SQL<{ id: number; code: string; status: PayOnBehalfStatus } | null> {
  return sql<{
    id: number;
    code: string;
    status: PayOnBehalfStatus;
  } | null>`(select json_build_object('id', ${o.col(payOnBehalfOrders.id)}, 'code', ${o.col(payOnBehalfOrders.code)}, 'status', ${o.col(payOnBehalfOrders.status)}) from ${o.from} where ${o.col(payOnBehalfOrders.id)} = ${outer(id)})`;
}

/** How many pay-on-behalf orders user `userId` has (any status, also those awaiting the customer). */
export function payOnBehalfCountOf(userId: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${o.from} where ${o.col(payOnBehalfOrders.userId)} = ${outer(userId)})`;
}

/** How many pay-on-behalf orders the users of `userIds` (an SQL array of ids) have created at or after `since`. */
export function payOnBehalfOrdersPlacedSince(userIds: SQL, since: Date): SQL<number> {
  return sql<number>`(select count(*)::int from ${o.from} where ${o.col(payOnBehalfOrders.userId)} = any(${userIds}) and ${o.col(payOnBehalfOrders.createdAt)} >= ${since.toISOString()}::timestamptz)`;
}

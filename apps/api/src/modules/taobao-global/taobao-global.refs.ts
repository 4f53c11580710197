/**
 * What other modules may embed in their own SQL about Taobao Global orders (decision 0088): an
 * order's view keyed by an id column (order kinds, chat threads, notifications), and the ids of
 * orders in a status. The tables stay this module's; each value is a scalar subquery.
 */
import { type SQL, sql } from 'drizzle-orm';
import { aliased, outer } from '../../db/refs.ts';
import { taobaoGlobalOrders as t } from '../../db/schema/taobao-global.ts';
import type { IdRef, OrderView } from '../order/order-types.service.ts';

const a = aliased(t, 'ref_taobao_global_order');
const c = a.col;

/**
 * The order `id` as JSON (order-types.service.ts `OrderView`, plus `platformOrderId`); null for
 * none. With `lock`, the row is locked FOR UPDATE by the subquery (decision 0089).
 */
export function taobaoGlobalOrderView(id: IdRef, opts: { lock?: boolean } = {}): SQL<OrderView | null> {
  return sql<OrderView | null>`(select json_build_object('id', ${c(t.id)}, 'code', ${c(t.code)}, 'status', ${c(t.status)}, 'userId', ${c(t.userId)}, 'totalVnd', ${c(t.totalVnd)}, 'paidVnd', ${c(t.paidVnd)}, 'platformOrderId', ${c(t.platformOrderId)}) from ${a.from} where ${c(t.id)} = ${outer(id)}${opts.lock ? sql` for update` : sql``})`;
}

/** The ids of Taobao Global orders in `status`, as an array computed once (status index). */
export function taobaoGlobalOrderIdsInStatus(status: string): SQL {
  return sql`array(select ${c(t.id)} from ${a.from} where ${c(t.status)} = ${status})`;
}

/**
 * The order `id` as a chat thread's object (`taobao-{id}`): `{ id, code, userId, platformOrderId }`,
 * null for none. Named for the thread registry (modules/chat/chat-objects.ts).
 */
export function taobaoGlobalOrderRefOf(id: IdRef): SQL<{
  id: number;
  code: string;
  userId: number;
  platformOrderId: string;
} | null> {
  return sql`(select json_build_object('id', ${c(t.id)}, 'code', ${c(t.code)}, 'userId', ${c(t.userId)}, 'platformOrderId', ${c(t.platformOrderId)}) from ${a.from} where ${c(t.id)} = ${outer(id)})`;
}

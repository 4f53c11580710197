/**
 * What other modules may embed in their own SQL about complaints (decision 0088): a complaint as
 * notifications name it, keyed by an id column. The complaint tables stay this module's.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { complaints as t } from '../../db/schema/complaint.ts';

const a = aliased(t, 'ref_complaint');

/** Complaint `id` as `{ id, code, userId, handledBy }` (the member who took it, or null); null for none. */
export function complaintRefOf(
  id: AnyPgColumn | SQL,
): SQL<{ id: number; code: string; userId: number; handledBy: number | null } | null> {
  return sql`(select json_build_object('id', ${a.col(t.id)}, 'code', ${a.col(t.code)}, 'userId', ${a.col(t.userId)}, 'handledBy', ${a.col(t.handledBy)}) from ${a.from} where ${a.col(t.id)} = ${outer(id)})`;
}

/**
 * What complaint `id` refunded and on which order: `{ orderType, orderId, refundedVnd }` (đồng; 0
 * until resolved with a refund); null for none. Agents' commissions shrink with it (decision 0119).
 */
export function complaintRefundOf(
  id: AnyPgColumn | SQL,
): SQL<{ orderType: string; orderId: number; refundedVnd: number } | null> {
  return sql`(select json_build_object('orderType', ${a.col(t.orderType)}, 'orderId', ${a.col(t.orderId)}, 'refundedVnd', coalesce(${a.col(t.refundedVnd)}, 0)) from ${a.from} where ${a.col(t.id)} = ${outer(id)})`;
}

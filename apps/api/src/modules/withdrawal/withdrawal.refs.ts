/**
 * What other modules may embed in their own SQL about withdrawals (decision 0088): the money a
 * customer has held in withdrawals still waiting (`pending` or `approved`), keyed by a user-id column;
 * a withdrawal as `{ id, code, userId }`, keyed by a withdrawal-id column (the bank review queue).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { withdrawals } from '../../db/schema/withdrawal.ts';

const w = aliased(withdrawals, 'ref_withdrawal');

/** Sum in đồng of user `userId`'s withdrawals pending or approved (held from the wallet, not yet paid). */
export function heldInWithdrawalsOf(userId: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`coalesce((select sum(${w.col(withdrawals.amountVnd)}) from ${w.from} where ${w.col(withdrawals.userId)} = ${outer(userId)} and ${w.col(withdrawals.status)} in ('pending', 'approved')), 0)::int8`.mapWith(
    Number,
  );
}

/** The withdrawal behind `id` as `{ id, code, userId }` (null when `id` is null), for other modules' SQL. */
export function withdrawalRefOf(id: AnyPgColumn | SQL): SQL<{ id: number; code: string; userId: number } | null> {
  return sql<{
    id: number;
    code: string;
    userId: number;
  } | null>`(select json_build_object('id', ${w.col(withdrawals.id)}, 'code', ${w.col(withdrawals.code)}, 'userId', ${w.col(withdrawals.userId)}) from ${w.from} where ${w.col(withdrawals.id)} = ${outer(id)})`;
}

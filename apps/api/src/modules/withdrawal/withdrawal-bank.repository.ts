/**
 * SQL of the withdrawals an outgoing bank notification settles (decision 0105). The rest of the
 * withdrawal module's SQL lives in withdrawal.repository.ts; status moves go through transition().
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { aliased, outer } from '../../db/refs.ts';
import { withdrawals } from '../../db/schema/withdrawal.ts';

/** The withdrawal of payout memo code `code`, locked for update; undefined when there is none. */
export async function lockWithdrawalByCode(db: Executor, code: string) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.code, code)).for('update');
  return row;
}

const w = aliased(withdrawals, 'ref_withdrawal');

/** The withdrawal behind `id` as `{ id, code, userId }` (null when `id` is null), for other modules' SQL. */
export function withdrawalRefOf(id: AnyPgColumn | SQL): SQL<{ id: number; code: string; userId: number } | null> {
  return sql<{
    id: number;
    code: string;
    userId: number;
  } | null>`(select json_build_object('id', ${w.col(withdrawals.id)}, 'code', ${w.col(withdrawals.code)}, 'userId', ${w.col(withdrawals.userId)}) from ${w.from} where ${w.col(withdrawals.id)} = ${outer(id)})`;
}

/** SQL for the staff's changes to a customer account (decision 0100): lock, care, level. */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';

const accountColumns = {
  id: users.id,
  roles: users.roles,
  disabledAt: users.disabledAt,
  disabledReason: users.disabledReason,
  levelId: users.levelId,
  levelPinned: users.levelPinned,
  salesStaffId: users.salesStaffId,
  staffNote: users.staffNote,
};

/** The account's care fields, its row locked (no key update) until `tx` ends; undefined for none. */
export async function lockAccount(tx: Executor, userId: number) {
  const [row] = await tx.select(accountColumns).from(users).where(eq(users.id, userId)).for('no key update');
  return row;
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof lockAccount>>>;

export async function updateAccount(
  tx: Executor,
  userId: number,
  v: Partial<
    Pick<AccountRow, 'disabledAt' | 'disabledReason' | 'levelId' | 'levelPinned' | 'salesStaffId' | 'staffNote'>
  >,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Sets `level_id` to `levelFor(users.id)` for every unpinned user (or only `userId`) whose level
 * differs; returns the ids changed. Pinned is checked again on the row the update locks, so a pin
 * made meanwhile is never overwritten.
 */
export async function recomputeLevels(tx: Executor, levelFor: (userId: AnyPgColumn) => SQL, userId?: number) {
  const only = userId === undefined ? sql`` : sql` and ${users.id} = ${userId}`;
  const res = await tx.execute<{ id: number }>(sql`
    with target as (
      select ${users.id} as id, ${levelFor(users.id)} as level_id from ${users} where not ${users.levelPinned}${only}
    )
    update ${users} set level_id = target.level_id, updated_at = now() from target
    where ${users.id} = target.id and not ${users.levelPinned} and ${users.levelId} is distinct from target.level_id
    returning ${users.id}`);
  return res.rows.map((r) => r.id);
}

/** Unpins users whose pinned level was deleted (`level_id` set null by the foreign key); returns their ids. */
export async function unpinOrphans(tx: Executor): Promise<number[]> {
  const rows = await tx
    .update(users)
    .set({ levelPinned: false, updatedAt: new Date() })
    .where(and(eq(users.levelPinned, true), isNull(users.levelId)))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

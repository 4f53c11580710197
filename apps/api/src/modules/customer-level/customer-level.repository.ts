/** SQL for customer levels (decision 0100). */
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerLevels } from '../../db/schema/customer-level.ts';
import { userLevelId } from '../auth/auth.refs.ts';
import { type LevelRef, levelRef } from './customer-level.refs.ts';

export type LevelRow = typeof customerLevels.$inferSelect;
type LevelValues = Omit<LevelRow, 'id' | 'updatedAt'>;

/** Every level, lowest threshold first. */
export function listLevels(db: Executor): Promise<LevelRow[]> {
  return db.select().from(customerLevels).orderBy(asc(customerLevels.thresholdVnd));
}

/** Serialises replacements of the set (readers go on: share row exclusive blocks writers only). */
export async function lockLevels(tx: Executor): Promise<void> {
  await tx.execute(sql`lock table ${customerLevels} in share row exclusive mode`);
}

/** Deletes the levels whose id is not in `keep` (users on them fall back to null, the lowest). */
export async function deleteLevelsExcept(tx: Executor, keep: number[]): Promise<void> {
  await tx.delete(customerLevels).where(keep.length ? notInArray(customerLevels.id, keep) : sql`true`);
}

export async function updateLevel(tx: Executor, id: number, v: LevelValues): Promise<void> {
  await tx
    .update(customerLevels)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(customerLevels.id, id));
}

export async function insertLevel(tx: Executor, v: LevelValues): Promise<void> {
  await tx.insert(customerLevels).values(v);
}

/** The level of user `userId` (the lowest while none was computed), or undefined when none exists. */
export async function levelOfUser(db: Executor, userId: number): Promise<LevelRef | undefined> {
  const res = await db.execute<{ level: LevelRef | null }>(sql`select ${levelRef(userLevelId(userId))} as level`);
  return res.rows[0]?.level ?? undefined;
}

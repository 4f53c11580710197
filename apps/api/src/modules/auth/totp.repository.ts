/** SQL for staff TOTP secrets and recovery codes (db/schema/totp.ts, decision 0098). */
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffRecoveryCodes, staffTotp } from '../../db/schema/totp.ts';

export type TotpRow = typeof staffTotp.$inferSelect;

export async function findTotp(db: Executor, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  return row;
}

/** The member's row, locked for the rest of the transaction. */
export async function lockTotp(db: Executor, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId)).for('update');
  return row;
}

/** Stores a new pending secret (creating the row on first setup). */
export async function savePendingSecret(db: Executor, userId: number, pendingSecret: string) {
  await db
    .insert(staffTotp)
    .values({ userId, pendingSecret })
    .onConflictDoUpdate({ target: staffTotp.userId, set: { pendingSecret, updatedAt: sql`now()` } });
}

/** Sets the fields of the member's row. */
export async function updateTotp(
  db: Executor,
  userId: number,
  v: Partial<Pick<TotpRow, 'secret' | 'pendingSecret' | 'enabledAt' | 'lastUsedStep'>>,
) {
  await db
    .update(staffTotp)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(staffTotp.userId, userId));
}

/**
 * Records `step` as the last accepted time step unless one as late was already accepted; false then
 * (the code was replayed, perhaps by a parallel request).
 */
export async function claimStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffTotp)
    .set({ lastUsedStep: step, updatedAt: sql`now()` })
    .where(and(eq(staffTotp.userId, userId), or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step))))
    .returning({ userId: staffTotp.userId });
  return rows.length === 1;
}

/** Replaces the member's recovery codes with `hashes`. */
export async function replaceRecoveryCodes(db: Executor, userId: number, hashes: string[]) {
  await deleteRecoveryCodes(db, userId);
  if (hashes.length > 0) await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function deleteRecoveryCodes(db: Executor, userId: number) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
}

/** Marks the unused code `codeHash` of the member used; false when there is none (wrong or spent). */
export async function spendRecoveryCode(db: Executor, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** SQL for recharge requests and the company bank account they point to. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { companyBankAccounts, recharges } from '../../db/schema/wallet.ts';

export type RechargeRow = typeof recharges.$inferSelect;
export type BankAccountRow = typeof companyBankAccounts.$inferSelect;

export async function findActiveBankAccount(db: Executor) {
  const [row] = await db
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.active, true))
    .orderBy(companyBankAccounts.id)
    .limit(1);
  return row;
}

export async function insertRecharge(
  db: Executor,
  v: { code: string; userId: number; amountVnd: number; bankAccountId: number },
) {
  const rows = await db.insert(recharges).values(v).onConflictDoNothing({ target: recharges.code }).returning();
  return rows[0];
}

export async function lockRecharge(db: Executor, id: number) {
  const [row] = await db.select().from(recharges).where(eq(recharges.id, id)).for('update');
  return row;
}

export async function updateRecharge(
  db: Executor,
  id: number,
  v: Partial<Pick<RechargeRow, 'status' | 'decidedBy' | 'decidedAt' | 'journalEntryId' | 'note'>>,
) {
  const [row] = await db.update(recharges).set(v).where(eq(recharges.id, id)).returning();
  return row!;
}

/** A page of recharges with their bank account and customer, newest first. */
export async function listRecharges(
  db: Executor,
  f: { userId?: number; status?: string; page: number; pageSize: number },
) {
  const where = and(
    f.userId === undefined ? undefined : eq(recharges.userId, f.userId),
    f.status ? eq(recharges.status, f.status as RechargeRow['status']) : undefined,
  );
  const rows = await db
    .select({
      recharge: recharges,
      bank: companyBankAccounts,
      customer: { id: users.id, fullName: users.fullName, phone: users.phone, email: users.email },
    })
    .from(recharges)
    .innerJoin(companyBankAccounts, eq(companyBankAccounts.id, recharges.bankAccountId))
    .innerJoin(users, eq(users.id, recharges.userId))
    .where(where)
    .orderBy(desc(recharges.createdAt), desc(recharges.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(recharges).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findRechargeWithBank(db: Executor, id: number) {
  const [row] = await db
    .select({
      recharge: recharges,
      bank: companyBankAccounts,
      customer: { id: users.id, fullName: users.fullName, phone: users.phone, email: users.email },
    })
    .from(recharges)
    .innerJoin(companyBankAccounts, eq(companyBankAccounts.id, recharges.bankAccountId))
    .innerJoin(users, eq(users.id, recharges.userId))
    .where(eq(recharges.id, id));
  return row;
}

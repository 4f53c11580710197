/** SQL for the company bank accounts (table company_bank_accounts, db/schema/wallet.ts). */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyBankAccounts } from '../../db/schema/bank-account.ts';

export type BankAccountRow = typeof companyBankAccounts.$inferSelect;

/** Serialises changes to the list (duplicate check, one active account) until the transaction ends. */
export async function lockAccounts(tx: Executor) {
  await tx.execute(sql`lock table ${companyBankAccounts} in share row exclusive mode`);
}

export function listAccounts(db: Executor): Promise<BankAccountRow[]> {
  return db.select().from(companyBankAccounts).orderBy(asc(companyBankAccounts.id));
}

export async function findAccount(db: Executor, bankBin: string, accountNumber: string) {
  const [row] = await db
    .select()
    .from(companyBankAccounts)
    .where(and(eq(companyBankAccounts.bankBin, bankBin), eq(companyBankAccounts.accountNumber, accountNumber)));
  return row;
}

/** The account customers pay into now (the active one), if any. */
export async function findActive(db: Executor) {
  const [row] = await db
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.active, true))
    .orderBy(companyBankAccounts.id)
    .limit(1);
  return row;
}

export async function hasActive(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: companyBankAccounts.id })
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.active, true))
    .limit(1);
  return row !== undefined;
}

export async function insertAccount(db: Executor, v: Omit<BankAccountRow, 'id'>): Promise<BankAccountRow> {
  const [row] = await db.insert(companyBankAccounts).values(v).returning();
  return row!;
}

/** Makes `id` the only active account; false when it does not exist. */
export async function activateOnly(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .update(companyBankAccounts)
    .set({ active: true })
    .where(eq(companyBankAccounts.id, id))
    .returning({ id: companyBankAccounts.id });
  if (!row) return false;
  await db.update(companyBankAccounts).set({ active: false }).where(ne(companyBankAccounts.id, id));
  return true;
}

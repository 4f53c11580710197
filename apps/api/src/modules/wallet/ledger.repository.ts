/** SQL of the double-entry ledger: accounts, journal entries and lines. */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema/wallet.ts';

export const SYSTEM_ACCOUNTS = {
  bankClearing: { code: 'SYS_BANK_CLEARING', kind: 'bank_clearing' },
  orderPrepayments: { code: 'SYS_ORDER_PREPAYMENTS', kind: 'order_prepayments' },
  feeRevenue: { code: 'SYS_FEE_REVENUE', kind: 'fee_revenue' },
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

/** Creates the system accounts if missing (run at every start; idempotent). */
export async function ensureSystemAccounts(db: Executor): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values(Object.values(SYSTEM_ACCOUNTS).map((a) => ({ code: a.code, kind: a.kind })))
    .onConflictDoNothing();
}

export async function insertWalletAccount(db: Executor, userId: number): Promise<void> {
  await db.insert(ledgerAccounts).values({ code: `W${userId}`, kind: 'customer_wallet', userId });
}

export async function findWalletAccountId(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return row?.id;
}

export async function findSystemAccountId(db: Executor, account: SystemAccount): Promise<number> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, SYSTEM_ACCOUNTS[account].code));
  if (!row) throw new Error(`system account ${account} missing`);
  return row.id;
}

/** Locks the accounts in id order (so concurrent postings cannot deadlock) and returns them. */
export async function lockAccounts(db: Executor, ids: number[]) {
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(ledgerAccounts.id)
    .for('update');
}

export async function setBalance(db: Executor, accountId: number, balanceVnd: number) {
  await db.update(ledgerAccounts).set({ balanceVnd }).where(eq(ledgerAccounts.id, accountId));
}

/** Inserts the entry unless its idempotency key exists; returns the new id or null on a replay. */
export async function insertEntryOnce(
  db: Executor,
  v: { code: string; type: string; description: string; idempotencyKey: string; createdBy: number | null },
): Promise<number | null> {
  const rows = await db
    .insert(journalEntries)
    .values(v)
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id });
  return rows[0]?.id ?? null;
}

export async function findEntryIdByKey(db: Executor, idempotencyKey: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, idempotencyKey));
  return row?.id;
}

export async function insertLines(
  db: Executor,
  lines: { entryId: number; accountId: number; amountVnd: number; balanceAfterVnd: number }[],
) {
  await db.insert(journalLines).values(lines);
}

/** A wallet's entries, newest first. */
export async function listWalletLines(db: Executor, accountId: number, page: number, pageSize: number) {
  const items = await db
    .select({
      id: journalLines.id,
      code: journalEntries.code,
      type: journalEntries.type,
      description: journalEntries.description,
      amountVnd: journalLines.amountVnd,
      balanceAfterVnd: journalLines.balanceAfterVnd,
      createdAt: journalEntries.createdAt,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalLines.accountId, accountId))
    .orderBy(desc(journalLines.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(journalLines)
    .where(eq(journalLines.accountId, accountId));
  return { items, total: count?.n ?? 0 };
}

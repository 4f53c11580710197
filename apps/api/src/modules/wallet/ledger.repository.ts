/** SQL of the double-entry ledger: accounts, journal entries and lines. */
import { and, asc, desc, eq, gt, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema/wallet.ts';
import { preparedPerDb } from '../../lib/db/prepared.ts';

/**
 * The company's own accounts (DESIGN.md §3.8). Sign convention: a line's amount adds to the
 * account; what the company owes (wallets, prepayments, payables) grows positive, money it holds
 * (bank clearing) and what it spends (refunds, commissions) grows negative.
 */
export const SYSTEM_ACCOUNTS = {
  /** Money seen on (positive: paid out of) the company's bank accounts. */
  bankClearing: { code: 'SYS_BANK_CLEARING', kind: 'bank_clearing' },
  /** Money customers paid towards purchase and consignment orders not yet settled. */
  orderPrepayments: { code: 'SYS_ORDER_PREPAYMENTS', kind: 'order_prepayments' },
  /** Fees earned (pay-on-behalf fees; positive: earned), less fees given back. */
  feeRevenue: { code: 'SYS_FEE_REVENUE', kind: 'fee_revenue' },
  /**
   * The pay-on-behalf clearing account (decision 0114): the amounts taken from wallets to pay Chinese
   * sellers on the customer's behalf (pay-on-behalf, Taobao Global), less what came back.
   */
  supplierPayables: { code: 'SYS_SUPPLIER_PAYABLES', kind: 'supplier_payables' },
  /** Withdrawals held from wallets, owed to customers until paid out or released. */
  withdrawalsPayable: { code: 'SYS_WITHDRAWALS_PAYABLE', kind: 'withdrawals_payable' },
  /** What complaint refunds cost the company. */
  complaintRefunds: { code: 'SYS_COMPLAINT_REFUNDS', kind: 'complaint_refunds' },
  /** What agents' commissions cost the company. */
  commissions: { code: 'SYS_COMMISSIONS', kind: 'commissions' },
  /** The other side of staff adjustments to wallets. */
  adjustments: { code: 'SYS_ADJUSTMENTS', kind: 'adjustments' },
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

/** Creates the system accounts if missing (run at every start; idempotent). They keep no balance. */
export async function ensureSystemAccounts(db: Executor): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values(Object.values(SYSTEM_ACCOUNTS).map((a) => ({ code: a.code, kind: a.kind, balanceVnd: null })))
    .onConflictDoNothing();
}

export async function insertWalletAccount(db: Executor, userId: number): Promise<void> {
  await db.insert(ledgerAccounts).values({ code: `W${userId}`, kind: 'customer_wallet', userId });
}

/** The id of a system account as an SQL subquery, resolved by the statement that uses it. */
export function systemAccountIdSql(account: SystemAccount): SQL<number> {
  return sql<number>`(select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.code} = ${SYSTEM_ACCOUNTS[account].code})`;
}

/**
 * Locks the wallets of `userIds` in account id order (so concurrent postings cannot deadlock) and
 * returns them. System accounts are never locked.
 */
export async function lockWallets(db: Executor, userIds: number[]) {
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      userId: ledgerAccounts.userId,
      balanceVnd: ledgerAccounts.balanceVnd,
      lineCount: ledgerAccounts.lineCount,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'customer_wallet'), inArray(ledgerAccounts.userId, userIds)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return rows.map((r) => ({ id: r.id, userId: r.userId!, balanceVnd: r.balanceVnd!, lineCount: r.lineCount }));
}

/** A locked wallet's balance and line count after a posting. */
export async function setWallet(db: Executor, accountId: number, balanceVnd: number, lineCount: number) {
  await db.update(ledgerAccounts).set({ balanceVnd, lineCount }).where(eq(ledgerAccounts.id, accountId));
}

/** Balance of every system account: the sum of its lines (0 with none). */
export async function sumSystemAccounts(db: Executor): Promise<{ code: string; balanceVnd: number }[]> {
  return db
    .select({
      code: ledgerAccounts.code,
      balanceVnd: sql<number>`coalesce(sum(${journalLines.amountVnd}), 0)::int8`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .leftJoin(journalLines, eq(journalLines.accountId, ledgerAccounts.id))
    .where(ne(ledgerAccounts.kind, 'customer_wallet'))
    .groupBy(ledgerAccounts.code);
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

/** Journal lines; `accountId` may be a subquery (system accounts), `balanceAfterVnd` and `seq` are null on them. */
export async function insertLines(
  db: Executor,
  lines: {
    entryId: number;
    accountId: number | SQL<number>;
    amountVnd: number;
    balanceAfterVnd: number | null;
    seq: number | null;
  }[],
) {
  await db.insert(journalLines).values(lines);
}

/**
 * The prepared wallet page: line positions (`seq`) run 1…line_count in posting order, so page n of
 * size k, newest first, is the positions (line_count − n·k, line_count − (n−1)·k], read by a range
 * scan of journal_lines_account_seq_idx however deep the page (decision 0024), and the total is the
 * wallet row's line_count: one statement, one round trip.
 */
const walletPage = preparedPerDb((db, name) => {
  const wallet = db.$with('wallet').as(
    db
      .select({ id: ledgerAccounts.id, lineCount: ledgerAccounts.lineCount })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, sql.placeholder('userId'))),
  );
  const newest = sql`${wallet.lineCount} - ${sql.placeholder('offset')}::int`;
  return {
    rows: db
      .with(wallet)
      .select({
        id: journalLines.id,
        code: journalEntries.code,
        type: journalEntries.type,
        description: journalEntries.description,
        amountVnd: journalLines.amountVnd,
        balanceAfterVnd: journalLines.balanceAfterVnd,
        createdAt: journalEntries.createdAt,
        total: wallet.lineCount,
      })
      .from(wallet)
      .innerJoin(
        journalLines,
        and(
          eq(journalLines.accountId, wallet.id),
          gt(journalLines.seq, sql`${newest} - ${sql.placeholder('pageSize')}::int`),
          lte(journalLines.seq, newest),
        ),
      )
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .orderBy(desc(journalLines.seq))
      .prepare(`${name}_rows`),
    count: db
      .select({ n: ledgerAccounts.lineCount })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, sql.placeholder('userId')))
      .prepare(`${name}_count`),
  };
}, 'wallet_lines_page');

/** One page of user `userId`'s wallet lines, newest first, and how many there are (none without a wallet). */
export async function listWalletLines(db: Executor, userId: number, page: number, pageSize: number) {
  const q = walletPage(db);
  const values = { userId, pageSize, offset: (page - 1) * pageSize };
  const rows = await q.rows.execute(values);
  // A wallet's lines always carry the balance after (post() writes it; only system lines have none).
  const items = rows.map(({ total: _, ...r }) => ({ ...r, balanceAfterVnd: r.balanceAfterVnd! }));
  // A page past the end has no row to carry the total: only then is it read on its own.
  const total = rows[0]?.total ?? (await q.count.execute(values))[0]?.n ?? 0;
  return { items, total };
}

/**
 * User `userId`'s wallet lines, newest first, in batches that seek past the last line id (journal_lines_account_idx):
 * a CSV export of the ledger (decision 0041).
 */
export async function* walletLineBatches(db: Executor, userId: number, max: number, batch = 1000) {
  let last: number | undefined;
  for (let left = max; left > 0; ) {
    const rows = await db
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
      .where(
        and(
          eq(
            journalLines.accountId,
            sql`(select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.userId} = ${userId})`,
          ),
          last ? lt(journalLines.id, last) : undefined,
        ),
      )
      .orderBy(desc(journalLines.id))
      .limit(Math.min(batch, left));
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    last = rows.at(-1)!.id;
  }
}

/** How many lines user `userId`'s wallet has. */
export async function countWalletLines(db: Executor, userId: number): Promise<number> {
  const [count] = await walletPage(db).count.execute({ userId });
  return count?.n ?? 0;
}

/**
 * The wallet's side of the ledger entries with these idempotency keys (found by the keys' unique
 * index): each refund's code, description, amount to the wallet and time, oldest first.
 */
export function findEntriesByKeys(db: Executor, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({
      key: journalEntries.idempotencyKey,
      code: journalEntries.code,
      description: journalEntries.description,
      amountVnd: sql<number>`max(${journalLines.amountVnd})`.mapWith(Number),
      createdAt: journalEntries.createdAt,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(inArray(journalEntries.idempotencyKey, keys))
    .groupBy(journalEntries.id)
    .orderBy(asc(journalEntries.id));
}

/** The customer's wallet balance (đồng), 0 without a wallet (no lock). */
export async function walletBalanceOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceVnd })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'customer_wallet'), eq(ledgerAccounts.userId, userId)));
  return row?.balance ?? 0;
}

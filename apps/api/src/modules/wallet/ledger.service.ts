/**
 * Posting to the double-entry ledger (DESIGN.md §3.8, decisions 0005 and 0014). Every entry's lines
 * sum to zero, amounts are integer đồng, a customer wallet never goes below zero, and an entry is
 * posted at most once per idempotency key. Only the customer wallets an entry touches are locked (in
 * account id order); system accounts are never locked or updated: their balance is the sum of their
 * lines (`systemBalances`). Postings come from the catalogue (`postings.*`, postings.ts); call
 * `post` inside the caller's transaction, opened with lib/db/transaction.ts.
 */

import type { Executor, Tx } from '../../db/client.ts';
import { afterCommit, inTransaction } from '../../lib/db/transaction.ts';
import { recordDomainEvent } from '../../lib/events/domain-events.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { readableCode } from '../../lib/platform/readable-code.ts';
import * as repo from './ledger.repository.ts';
import type { Posting } from './postings.ts';

export type { Posting } from './postings.ts';
export * as postings from './postings.ts';

/** Human code of an entry, e.g. `GD7K2M9Q4X`. */
function entryCode(): string {
  return `GD${readableCode(8)}`;
}

function assertBalanced(posting: Posting): void {
  const { lines } = posting;
  if (lines.length < 2) throw new Error('a journal entry needs at least two lines');
  if (lines.some((l) => !Number.isSafeInteger(l.amountVnd) || l.amountVnd === 0))
    throw new Error('amounts must be non-zero integers');
  if (lines.reduce((s, l) => s + l.amountVnd, 0) !== 0) throw new Error('journal entry does not balance');
}

/**
 * Posts `posting` in `tx` (a transaction opened by lib/db/transaction.ts). Returns `{ entryId, replayed }`;
 * `replayed` is true when the key was already posted (nothing is written again). Throws AppError 409
 * `insufficient-balance` when a wallet would go negative; the caller's transaction then rolls back,
 * so nothing is written. Cached profiles of the wallets' owners are dropped after the commit.
 */
export async function post(tx: Tx, posting: Posting): Promise<{ entryId: number; replayed: boolean }> {
  assertBalanced(posting);
  if (!inTransaction(tx)) throw new Error('post(): call it inside transaction() (lib/db/transaction.ts)');

  // The unique key decides first: a concurrent twin waits here, then finds the key taken.
  const entryId = await repo.insertEntryOnce(tx, {
    code: entryCode(),
    type: posting.type,
    description: posting.description,
    idempotencyKey: posting.idempotencyKey,
    createdBy: posting.createdBy,
  });
  if (entryId === null) {
    const existing = await repo.findEntryIdByKey(tx, posting.idempotencyKey);
    return { entryId: existing!, replayed: true };
  }

  const owners = [...new Set(posting.lines.flatMap((l) => ('wallet' in l.account ? [l.account.wallet] : [])))];
  const wallets = owners.length > 0 ? await repo.lockWallets(tx, owners) : [];
  const balances = new Map(
    wallets.map((w) => [w.userId, { id: w.id, before: w.balanceVnd, now: w.balanceVnd, lines: w.lineCount }]),
  );
  const lines: Parameters<typeof repo.insertLines>[1] = [];
  for (const line of posting.lines) {
    if ('system' in line.account) {
      lines.push({
        entryId,
        accountId: repo.systemAccountIdSql(line.account.system),
        amountVnd: line.amountVnd,
        balanceAfterVnd: null,
        seq: null,
      });
      continue;
    }
    const w = balances.get(line.account.wallet);
    if (!w) throw new Error(`wallet of user ${line.account.wallet} missing`);
    w.now += line.amountVnd;
    if (w.now < 0) throw new AppError('insufficient-balance');
    w.lines += 1;
    lines.push({ entryId, accountId: w.id, amountVnd: line.amountVnd, balanceAfterVnd: w.now, seq: w.lines });
  }
  for (const w of balances.values()) await repo.setWallet(tx, w.id, w.now, w.lines);
  await repo.insertLines(tx, lines);
  for (const userId of owners) {
    afterCommit(tx, (events) => {
      events.userChanged(userId);
      events.committed({ subject: 'wallet', id: userId, userId });
    });
  }
  // One domain event per wallet the entry moves (none: one event with no customer), for notifications.
  const amountVnd = posting.lines.reduce((sum, l) => sum + Math.max(l.amountVnd, 0), 0);
  for (const userId of owners.length ? owners : [null]) {
    await recordDomainEvent(tx, {
      type: 'journal_entry.posted',
      subjectType: 'journal_entry',
      subjectId: entryId,
      userId,
      payload: { entryType: posting.type, amountVnd, idempotencyKey: posting.idempotencyKey },
    });
  }
  return { entryId, replayed: false };
}

/**
 * Posts `posting` as a movement the caller is about to count (raise or lower an order's `paid_vnd`,
 * move a status): answers the new entry's id. A replay (the key was already posted, so no money moved
 * now) throws AppError 409 `posting-replayed`, so the caller's transaction writes nothing and the
 * movement is never counted twice (decision 0084). Use `post` only where a replay is the expected
 * answer of a retried step and counting nothing is right.
 */
export async function postNew(tx: Tx, posting: Posting): Promise<number> {
  const { entryId, replayed } = await post(tx, posting);
  if (replayed) throw new AppError('posting-replayed');
  return entryId;
}

/** Balances of the system accounts by code (`SYS_ORDER_PREPAYMENTS` …), summed from their lines. */
export async function systemBalances(db: Executor): Promise<Record<repo.SystemAccount, number>> {
  const rows = await repo.sumSystemAccounts(db);
  const byCode = new Map(rows.map((r) => [r.code, r.balanceVnd]));
  return Object.fromEntries(
    Object.entries(repo.SYSTEM_ACCOUNTS).map(([name, a]) => [name, byCode.get(a.code) ?? 0]),
  ) as Record<repo.SystemAccount, number>;
}

/** Opens the wallet of a new user (registration, seed): a customer wallet account at 0 đ. */
export async function openWallet(tx: Executor, userId: number): Promise<void> {
  await repo.insertWalletAccount(tx, userId);
}

/** Creates the system accounts if missing (every start; idempotent). */
export async function ensureSystemAccounts(db: Executor): Promise<void> {
  await repo.ensureSystemAccounts(db);
}

/**
 * The wallet's side of the entries posted with `keys` (idempotency keys): code, description,
 * amount to the wallet in đồng and time, oldest first (an order shows its refunds this way).
 */
export function findEntriesByKeys(db: Executor, keys: string[]) {
  return repo.findEntriesByKeys(db, keys);
}

/**
 * The customer's wallet balance (đồng), 0 without a wallet; with `lock`, the wallet row is locked
 * FOR UPDATE as `post` locks it, so the balance read is the one the next posting sees.
 */
export async function walletBalance(db: Executor, userId: number, opts: { lock?: boolean } = {}): Promise<number> {
  if (opts.lock) return (await repo.lockWallets(db, [userId]))[0]?.balanceVnd ?? 0;
  return repo.walletBalanceOf(db, userId);
}

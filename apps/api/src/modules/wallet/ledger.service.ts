/**
 * Posting to the double-entry ledger (DESIGN.md §3.8). Every entry's lines sum to zero, amounts are
 * integer đồng, accounts are row-locked in id order, a customer wallet never goes below zero, and an
 * entry is posted at most once per idempotency key. Call inside the caller's transaction (`tx`),
 * opened with lib/transaction.ts so cached balances are dropped as soon as it commits.
 */
import { randomBytes } from 'node:crypto';
import type { LedgerEntryType } from '@app/shared/statuses';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { afterCommit } from '../../lib/transaction.ts';
import * as repo from './ledger.repository.ts';

export interface PostingLine {
  accountId: number;
  /** Signed integer đồng: positive adds to the account's balance. */
  amountVnd: number;
}

export interface Posting {
  type: LedgerEntryType;
  description: string;
  idempotencyKey: string;
  createdBy: number | null;
  lines: PostingLine[];
}

/** Human code of an entry, e.g. `GD7K2M9Q4X`. */
function entryCode(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(8);
  return `GD${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * Posts `posting` in `tx`. Returns `{ entryId, replayed }`; `replayed` is true when the key was
 * already posted (nothing is written again). Throws AppError 409 `insufficient-balance` when a wallet
 * would go negative; the caller's transaction then rolls back, so nothing is written.
 */
export async function post(tx: Tx, posting: Posting): Promise<{ entryId: number; replayed: boolean }> {
  const { lines } = posting;
  if (lines.length < 2) throw new Error('a journal entry needs at least two lines');
  if (lines.some((l) => !Number.isSafeInteger(l.amountVnd) || l.amountVnd === 0))
    throw new Error('amounts must be non-zero integers');
  if (lines.reduce((s, l) => s + l.amountVnd, 0) !== 0) throw new Error('journal entry does not balance');

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

  const accounts = await repo.lockAccounts(tx, [...new Set(lines.map((l) => l.accountId))]);
  const balances = new Map(accounts.map((a) => [a.id, a.balanceVnd]));
  const out: { entryId: number; accountId: number; amountVnd: number; balanceAfterVnd: number }[] = [];
  for (const line of lines) {
    const account = accounts.find((a) => a.id === line.accountId);
    if (!account) throw new Error(`ledger account ${line.accountId} missing`);
    const after = balances.get(line.accountId)! + line.amountVnd;
    if (account.kind === 'customer_wallet' && after < 0) throw new AppError('insufficient-balance');
    balances.set(line.accountId, after);
    out.push({ entryId, accountId: line.accountId, amountVnd: line.amountVnd, balanceAfterVnd: after });
  }
  for (const [accountId, balance] of balances) await repo.setBalance(tx, accountId, balance);
  for (const a of accounts) {
    const userId = a.userId;
    if (userId !== null) afterCommit(tx, (events) => events.userChanged(userId));
  }
  await repo.insertLines(tx, out);
  return { entryId, replayed: false };
}

/** The wallet account id of a customer; every user gets one at registration. */
export async function walletAccountId(tx: Tx, userId: number): Promise<number> {
  const id = await repo.findWalletAccountId(tx, userId);
  if (id === undefined) throw new Error(`wallet of user ${userId} missing`);
  return id;
}

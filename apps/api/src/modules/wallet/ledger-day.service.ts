/**
 * The ledger's side of a day's reconciliation (DESIGN.md §3.8, decision 0107): what modules/reconciliation
 * reads from the ledger without touching its tables. Amounts are integer đồng; a range is
 * [from, to) on the entries' posting time.
 */
import type { Executor } from '../../db/client.ts';
import * as repo from './ledger-day.repository.ts';

export type { EntryFilter } from './ledger-day.repository.ts';

/** Opening (before `from`) and closing (before `to`) balance of every account kind that has an account. */
export function balancesByKind(db: Executor, from: Date, to: Date) {
  return repo.balancesByKind(db, from, to);
}

/** The range's entries per type: count, money moved, net change to customer wallets. */
export function entryTotalsByType(db: Executor, from: Date, to: Date) {
  return repo.totalsByType(db, from, to);
}

/** The range's entries whose idempotency key starts with `prefix` (postings.ts formats): count and money moved. */
export function entryTotalsByKeyPrefix(db: Executor, from: Date, to: Date, prefix: string) {
  return repo.totalsByKeyPrefix(db, from, to, prefix);
}

/** A page of the range's entries of a type or key prefix, newest first, with the customer each touched. */
export function dayEntries(db: Executor, f: repo.EntryFilter & { page: number; pageSize: number }) {
  return repo.entriesOf(db, f);
}

/** The range's entries of `type` split by the sign of their wallet line: credits and debits (count, đồng). */
export function walletSplitOfType(db: Executor, from: Date, to: Date, type: string) {
  return repo.walletSplit(db, from, to, type);
}

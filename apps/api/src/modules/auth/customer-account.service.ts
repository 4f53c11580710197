/**
 * The staff's changes to a customer's account row (decision 0100), for modules/customer, which holds
 * the rules, the permissions and the audit: lock and unlock (ending every session at once), the
 * sales member and note, the level and its pin, and the level recompute. Each takes the caller's
 * transaction; the session cache of every instance drops the user's sessions when it commits.
 */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { afterCommit } from '../../lib/db/transaction.ts';
import { revokeOtherSessions } from './auth.repository.ts';
import * as repo from './customer-account.repository.ts';

export type { AccountRow } from './customer-account.repository.ts';

/** The account's care fields (roles, lock, level, sales member, note), locked in `tx`; undefined for none. */
export function lockAccount(tx: Tx, userId: number) {
  return repo.lockAccount(tx, userId);
}

/** Drops the user's cached sessions and profile on this instance after the commit (others hear the database). */
function userChangedAfterCommit(tx: Tx, userId: number, revoked: string[] = []) {
  afterCommit(tx, (events) => {
    for (const id of revoked) events.sessionRevoked(id);
    events.userChanged(userId);
  });
}

/**
 * Locks (`reason` given) or unlocks (null) the account. Locking revokes every session, so the next
 * request with any of its tokens answers 401 and sign-in answers `user-disabled`. Returns the
 * sessions ended.
 */
export async function setLocked(tx: Tx, userId: number, reason: string | null): Promise<string[]> {
  await repo.updateAccount(tx, userId, { disabledAt: reason === null ? null : new Date(), disabledReason: reason });
  const revoked = reason === null ? [] : await revokeOtherSessions(tx, userId, null);
  userChangedAfterCommit(tx, userId, revoked);
  return revoked;
}

/** Writes the sales member (null: none) and the staff note. */
export async function setCare(tx: Tx, userId: number, v: { salesStaffId: number | null; staffNote: string }) {
  await repo.updateAccount(tx, userId, v);
  userChangedAfterCommit(tx, userId);
}

/** Writes the level and whether it is pinned. */
export async function setLevel(tx: Tx, userId: number, v: { levelId: number | null; levelPinned: boolean }) {
  await repo.updateAccount(tx, userId, v);
  userChangedAfterCommit(tx, userId);
}

/**
 * Sets every unpinned user's level (or only `userId`'s) to `levelFor(users.id)`, a scalar SQL value
 * the caller builds from other modules' refs; idempotent (only differing rows are written). Returns
 * how many changed.
 */
export async function recomputeLevels(tx: Tx, levelFor: (userId: AnyPgColumn) => SQL, userId?: number) {
  const changed = await repo.recomputeLevels(tx, levelFor, userId);
  afterCommit(tx, (events) => {
    for (const id of changed) events.userChanged(id);
  });
  return changed.length;
}

/** Unpins the users whose pinned level was just deleted, so the recompute places them again. */
export async function unpinDeletedLevels(tx: Tx): Promise<void> {
  const ids = await repo.unpinOrphans(tx);
  afterCommit(tx, (events) => {
    for (const id of ids) events.userChanged(id);
  });
}

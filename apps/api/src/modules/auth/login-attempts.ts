/**
 * The per-account failed-login counter (decision 0004), race-free (decision 0021): every attempt
 * takes a slot before the password is checked, counted and recorded under the account's advisory
 * lock, so a burst of parallel wrong passwords gets at most `allowed` password checks through in the
 * window, whatever the number of requests or instances. A right password gives its slot back.
 */
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import * as repo from './auth.repository.ts';

export interface LoginAttempt {
  /** Removes this attempt from the failures (the password was right). */
  release(): Promise<void>;
}

/**
 * Reserves an attempt for `accountKey`, or returns undefined when `allowed` failures (pending
 * attempts included) already happened since `since`.
 */
export async function reserveLoginAttempt(
  db: Db,
  accountKey: string,
  since: Date,
  allowed: number,
): Promise<LoginAttempt | undefined> {
  const id = await transaction(db, async (tx) => {
    await repo.lockLoginAccount(tx, accountKey);
    if ((await repo.countRecentLoginFailures(tx, accountKey, since)) >= allowed) return undefined;
    return repo.insertLoginAttempt(tx, accountKey);
  });
  if (id === undefined) return undefined;
  return { release: () => repo.deleteLoginAttempt(db, id) };
}

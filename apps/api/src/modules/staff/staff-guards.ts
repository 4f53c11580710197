/**
 * The two rules that keep the console reachable (decision 0097): nobody disables, demotes or resets
 * themselves (409 `own-account`), and the last active admin is never disabled or demoted (409
 * `last-admin`), even when two admins act on each other at the same moment.
 */
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { lockActiveAdmins } from '../auth/staff-accounts.service.ts';

/** 409 `own-account` when `actor` acts on their own account. */
export function assertNotSelf(actor: Actor, id: number): void {
  if (actor.userId === id) throw new AppError('own-account');
}

/**
 * Run in the transaction before `id` stops being an active admin (disabled or demoted): 409
 * `own-account` for oneself; locks every active admin's row (ascending id, so concurrent calls queue
 * rather than deadlock; a row disabled meanwhile drops out when the lock is granted) and answers 409
 * `last-admin` when `id` is an active admin and no other remains.
 */
export async function assertAdminsRemain(tx: Executor, actor: Actor, id: number): Promise<void> {
  assertNotSelf(actor, id);
  const admins = await lockActiveAdmins(tx);
  if (admins.includes(id) && admins.every((a) => a === id)) throw new AppError('last-admin');
}

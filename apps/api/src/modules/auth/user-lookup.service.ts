/**
 * The staff's look-up of people (users with their wallet balance), for the customer pages
 * (modules/customer): a page by search text, a count, batches for a CSV export, one person. Each is
 * cut by what `actor` may see (staff: everyone; anyone else: themselves).
 */
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import * as repo from './user-lookup.repository.ts';

export type { CustomerRow, LookupFilter } from './user-lookup.repository.ts';

/** One page of the users `f` finds (search text, one sales member's customers), newest first, and the total. */
export function lookUpUsers(db: Executor, actor: Actor, f: repo.LookupFilter & { page: number; pageSize: number }) {
  return repo.listCustomers(db, actor, f);
}

/** How many users `q` finds. */
export function countLookedUpUsers(db: Executor, actor: Actor, q: string | undefined) {
  return repo.countCustomers(db, actor, { q });
}

/** The users `q` finds, newest first, in batches of `batch` (at most `max`). */
export function lookedUpUserBatches(db: Executor, actor: Actor, q: string | undefined, max: number, batch?: number) {
  return repo.customerBatches(db, actor, q, max, batch);
}

/** The user `id` with their balance, if `actor` may see them. */
export function lookUpUser(db: Executor, actor: Actor, id: number) {
  return repo.findCustomer(db, actor, id);
}

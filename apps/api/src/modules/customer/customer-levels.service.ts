/**
 * Customer levels recomputed (decision 0100): each unpinned customer gets the highest level whose
 * threshold their purchase orders completed in the last 12 months reach (Σ total, đồng). Run nightly
 * by the job runner (modules/jobs, 02:00 in Vietnam), when the level set changes, and for one
 * customer when an admin unpins them. Idempotent: only rows whose level differs are written.
 */
import type { Executor, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { recomputeLevels } from '../auth/customer-account.service.ts';
import { levelIdForTotal } from '../customer-level/customer-level.refs.ts';
import { completedOrdersTotalVnd } from '../purchase-order/purchase-order.refs.ts';

/** The start of the spending window: 12 calendar months before `now`. */
export function levelWindowStart(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - 12);
  return since;
}

function levelFor(now: Date) {
  const since = levelWindowStart(now);
  return (userId: Parameters<typeof completedOrdersTotalVnd>[0]) =>
    levelIdForTotal(completedOrdersTotalVnd(userId, since));
}

/** Recomputes every unpinned customer's level as of `now`; returns how many changed. */
export function recomputeCustomerLevels(db: Executor, now: Date = new Date()): Promise<number> {
  return transaction(db, (tx) => recomputeLevels(tx, levelFor(now)));
}

/** Recomputes one customer's level in `tx` (after an unpin). */
export function recomputeLevelOf(tx: Tx, userId: number, now: Date = new Date()): Promise<number> {
  return recomputeLevels(tx, levelFor(now), userId);
}

/**
 * The adjustments waiting for approval, for the console's menu badge (modules/staff-counts, decision
 * 0045). Its own file so the staff counts do not reach into the adjustment services.
 */
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adjustments } from '../../db/schema/adjustment.ts';

/**
 * Pending adjustments by the member who proposed them (user id → count): a proposer may not approve
 * their own, so each member's badge leaves theirs out. Index-only on the partial index adjustments_pending_idx.
 */
export async function countPendingAdjustmentsByProposer(db: Executor): Promise<Record<number, number>> {
  const rows = await pendingByProposerQuery(db);
  return Object.fromEntries(rows.map((row) => [row.by, row.n]));
}

/** The query of `countPendingAdjustmentsByProposer`, so a test can EXPLAIN it. */
export function pendingByProposerQuery(db: Executor) {
  return db
    .select({ by: adjustments.proposedBy, n: count() })
    .from(adjustments)
    .where(eq(adjustments.status, 'pending'))
    .groupBy(adjustments.proposedBy);
}

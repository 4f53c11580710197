/**
 * The complaints waiting for staff, for the console's menu badge (modules/staff-counts, decision 0045).
 * Its own file so the staff counts do not reach into the complaint services.
 */
import { count, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { complaints } from '../../db/schema/complaint.ts';

export interface OpenComplaintCounts {
  /** `pending`, or `processing` without an offer waiting for approval: a handler owes the next step. */
  awaitingHandler: number;
  /** Offers waiting for a second member's approval, by the member who made them (user id → count). */
  offersAwaitingApprovalBy: Record<number, number>;
}

/**
 * The open complaints staff owe a step on, in one index-only scan of the partial index
 * complaints_open_idx (offer_awaiting_approval, offered_by) where status in ('pending', 'processing').
 */
export async function countOpenComplaints(db: Executor): Promise<OpenComplaintCounts> {
  const rows = await openComplaintsQuery(db);
  const result: OpenComplaintCounts = { awaitingHandler: 0, offersAwaitingApprovalBy: {} };
  for (const row of rows) {
    if (!row.awaiting) result.awaitingHandler += row.n;
    else if (row.by !== null) result.offersAwaitingApprovalBy[row.by] = row.n;
  }
  return result;
}

/** The query of `countOpenComplaints`, so a test can EXPLAIN it. */
export function openComplaintsQuery(db: Executor) {
  return db
    .select({ awaiting: complaints.offerAwaitingApproval, by: complaints.offeredBy, n: count() })
    .from(complaints)
    .where(inArray(complaints.status, ['pending', 'processing']))
    .groupBy(complaints.offerAwaitingApproval, complaints.offeredBy);
}

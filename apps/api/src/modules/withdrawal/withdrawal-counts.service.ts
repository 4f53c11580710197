/**
 * The withdrawals waiting for staff, for the console's menu badge (modules/staff-counts, decision 0045).
 * Its own file so the staff counts do not reach into the withdrawal services.
 */
import { count, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/withdrawal.ts';

/** Withdrawals waiting for approval (`pending`) or payout (`approved`): index-only on withdrawals_status_idx. */
export async function countWithdrawalsAwaitingStaff(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(inArray(withdrawals.status, ['pending', 'approved']));
  return row?.n ?? 0;
}

/**
 * The bank transfers waiting for staff, for the console's menu badge (modules/staff-counts, decision 0045).
 * Its own file so the staff counts do not reach into the bank-transfer services.
 */
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bankTransfers } from '../../db/schema/bank-transfer.ts';

/** Transfers no recharge or withdrawal matched (`unmatched`): index-only on bank_transfers_status_idx. */
export async function countUnmatchedBankTransfers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankTransfers).where(eq(bankTransfers.status, 'unmatched'));
  return row?.n ?? 0;
}

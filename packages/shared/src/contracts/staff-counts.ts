import { z } from 'zod';
import { purchaseOrderStatus } from './purchase-order.ts';

/**
 * GET /Admin/Counts: what waits for the signed-in staff member, for the console's menu badges
 * (decision 0045). Orders count in the statuses `awaitingStaffStatuses(roles)` names.
 */
export const staffCounts = z.object({
  /** Recharges waiting for approval; null when the member's roles do not review recharges. */
  pendingRecharges: z.number().int().nullable(),
  /** Orders waiting for the member's next step. */
  ordersAwaitingStaff: z.number().int(),
  /** The same by status, every status of the member's queue (zero included), in lifecycle order. */
  ordersAwaitingStaffByStatus: z.array(z.object({ status: purchaseOrderStatus, count: z.number().int() })),
  /** Withdrawals waiting for approval or payout (`pending`, `approved`); null without `approve:withdrawal` / `pay:withdrawal`. */
  pendingWithdrawals: z.number().int().nullable(),
  /** Bank transfers no recharge or withdrawal matched (`unmatched`); null without `settle:bank-transfer`. */
  unmatchedBankTransfers: z.number().int().nullable(),
  /**
   * Complaints whose next step is the staff's: `pending`, or `processing` without an offer waiting for
   * approval (with `handle:complaint`); plus, with `approve:complaint-offer`, offers waiting for
   * approval that another member made. Null with neither permission.
   */
  complaintsAwaitingStaff: z.number().int().nullable(),
  /** Adjustments waiting for approval that another member proposed; null without `approve:adjustment`. */
  pendingAdjustments: z.number().int().nullable(),
  /** Pay-on-behalf orders waiting to be taken (`pending`); null without `handle:pay-on-behalf-order`. */
  pendingPayOnBehalf: z.number().int().nullable(),
  /** Pay-on-behalf refund requests waiting for a decision; null without `approve:pob-refund`. */
  pendingPobRefunds: z.number().int().nullable(),
});
export type StaffCounts = z.infer<typeof staffCounts>;

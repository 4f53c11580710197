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
});
export type StaffCounts = z.infer<typeof staffCounts>;

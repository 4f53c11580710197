/**
 * A member's money limits on the staff page (DESIGN.md §3.12, decision 0107): read with the member
 * (`GET /Admin/Staff/{id}`) and set by an admin (`PUT /Admin/Staff/{id}/MoneyLimits`), audited as
 * `staff.money_limits` with the kinds that changed. Nobody sets their own: an admin raising their own
 * limit would lift the two-person rule off themselves.
 */
import type { MoneyLimitsInput, StaffView } from '@app/shared/contracts/staff';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { changedFields, writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { moneyLimitsOf, saveMoneyLimits } from '../money-limit/money-limit.service.ts';
import { requireStaff, viewOf } from './staff.service.ts';

/** GET /Admin/Staff/{id}: the member with their money limits. 404 `staff-not-found`. */
export async function getStaffWithLimits(db: Db, id: number): Promise<StaffView> {
  const row = await requireStaff(db, id);
  return { ...(await viewOf(db, row)), moneyLimits: await moneyLimitsOf(db, id) };
}

/**
 * Saves the limits of `input` (integer đồng per kind) for member `id`, under the member's row lock.
 * 403 `own-money-limits` for the actor's own; 404 `staff-not-found`.
 */
export async function setStaffMoneyLimits(
  db: Db,
  actor: Actor,
  id: number,
  input: Partial<Record<keyof NonNullable<MoneyLimitsInput>, number>>,
): Promise<StaffView> {
  if (id === actor.userId) throw new AppError('own-money-limits');
  await transaction(db, async (tx) => {
    await requireStaff(tx, id, true);
    const before = await moneyLimitsOf(tx, id);
    await saveMoneyLimits(tx, id, input);
    const diff = changedFields(before, await moneyLimitsOf(tx, id));
    if (Object.keys(diff.after).length > 0) {
      await writeAudit(tx, actor, { action: 'staff.money_limits', subjectType: 'user', subjectId: id, ...diff });
    }
  });
  return getStaffWithLimits(db, id);
}

/**
 * Customer care in the console (decision 0100): lock and unlock a customer, assign their sales member
 * and note, pin or unpin their level. Each change locks the account row, checks the rule, writes
 * through the auth module and appends its audit row in the same transaction (decision 0096); the
 * answer is the customer page read after the commit. 404 `customer-not-found` for an unknown id.
 */
import type { UpdateCustomerInput } from '@app/shared/contracts/customer';
import { isStaff } from '@app/shared/roles';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { findStaffWithRoles, listStaffWithRoles } from '../auth/auth.service.ts';
import * as accounts from '../auth/customer-account.service.ts';
import { requireLevel } from '../customer-level/customer-level.service.ts';
import { getCustomer } from './customer.service.ts';
import { recomputeLevelOf } from './customer-levels.service.ts';

/** Who may look after customers (the sales member of PUT /Admin/Customer/{id}). */
export const salesRoles = ['admin', 'sales'] as const;

/** GET /Admin/Customer/SalesStaff: who may be a sales member (enabled admin and sales staff), by name. */
export function listSalesStaff(db: Db) {
  return listStaffWithRoles(db, salesRoles);
}

/** Runs `change` on the locked account `id`, then answers the customer page. */
async function change(db: Db, actor: Actor, id: number, fn: (tx: Tx, row: accounts.AccountRow) => Promise<void>) {
  await transaction(db, async (tx) => {
    const row = await accounts.lockAccount(tx, id);
    if (!row) throw new AppError('customer-not-found');
    await fn(tx, row);
  });
  return getCustomer(db, actor, id);
}

/**
 * POST /Admin/Customer/{id}/Lock: no more sign-in (`user-disabled`) and every session ends at once;
 * the wallet and orders stay. 409 `customer-is-staff` for a staff account (disabled in "Nhân viên"),
 * 409 `customer-already-locked`.
 */
export function lockCustomer(db: Db, actor: Actor, id: number, reason: string) {
  return change(db, actor, id, async (tx, row) => {
    if (isStaff(row.roles)) throw new AppError('customer-is-staff');
    if (row.disabledAt) throw new AppError('customer-already-locked');
    const ended = await accounts.setLocked(tx, id, reason);
    await writeAudit(tx, actor, {
      action: 'customer.lock',
      subjectType: 'user',
      subjectId: id,
      before: { disabled: false },
      after: { disabled: true, reason, sessionsEnded: ended.length },
    });
  });
}

/** POST /Admin/Customer/{id}/Unlock: sign-in works again. 409 `customer-is-staff`, `customer-not-locked`. */
export function unlockCustomer(db: Db, actor: Actor, id: number) {
  return change(db, actor, id, async (tx, row) => {
    if (isStaff(row.roles)) throw new AppError('customer-is-staff');
    if (!row.disabledAt) throw new AppError('customer-not-locked');
    await accounts.setLocked(tx, id, null);
    await writeAudit(tx, actor, {
      action: 'customer.unlock',
      subjectType: 'user',
      subjectId: id,
      before: { disabled: true, reason: row.disabledReason },
      after: { disabled: false },
    });
  });
}

/**
 * PUT /Admin/Customer/{id}: the sales member (an enabled user holding `admin` or `sales`, else 400
 * `sales-staff-invalid`; null clears) and the staff note. Audited as `customer.update` with the
 * fields that changed.
 */
export function updateCustomer(db: Db, actor: Actor, id: number, input: UpdateCustomerInput) {
  return change(db, actor, id, async (tx, row) => {
    if (input.salesStaffId !== null && !(await findStaffWithRoles(tx, input.salesStaffId, salesRoles))) {
      throw new AppError('sales-staff-invalid');
    }
    const before = { salesStaffId: row.salesStaffId, note: row.staffNote };
    const after = { salesStaffId: input.salesStaffId, note: input.note };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await accounts.setCare(tx, id, { salesStaffId: input.salesStaffId, staffNote: input.note });
    await writeAudit(tx, actor, { action: 'customer.update', subjectType: 'user', subjectId: id, before, after });
  });
}

/**
 * PUT /Admin/Customer/{id}/Level: pins `levelId` (400 `customer-level-invalid` for an unknown one), or
 * unpins, and the level is computed again at once from the completed orders. Audited `customer.level`.
 */
export function setCustomerLevel(db: Db, actor: Actor, id: number, input: { levelId: number | null; pinned: boolean }) {
  return change(db, actor, id, async (tx, row) => {
    const before = { levelId: row.levelId, pinned: row.levelPinned };
    if (input.pinned) {
      await requireLevel(tx, input.levelId!);
      await accounts.setLevel(tx, id, { levelId: input.levelId, levelPinned: true });
    } else {
      await accounts.setLevel(tx, id, { levelId: row.levelId, levelPinned: false });
      await recomputeLevelOf(tx, id);
    }
    const after = { levelId: (await accounts.lockAccount(tx, id))!.levelId, pinned: input.pinned };
    await writeAudit(tx, actor, { action: 'customer.level', subjectType: 'user', subjectId: id, before, after });
  });
}

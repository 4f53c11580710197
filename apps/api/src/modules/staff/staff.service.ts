/**
 * Staff management (decision 0097): list, read, create and edit members of the staff roles, with the
 * warehouses they work at. A new member gets no usable password, only a mailed set-password link
 * (24 h). Every change writes its audit row in its transaction (decision 0096). Disabling, enabling
 * and resets are in staff-access.service.ts.
 */
import type { StaffInput, StaffView, staffInput, staffListQuery } from '@app/shared/contracts/staff';
import { isStaff } from '@app/shared/roles';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation, violatedConstraint } from '../../lib/db/pg-errors.ts';
import { afterCommit, transaction } from '../../lib/db/transaction.ts';
import { changedFields, writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import * as accounts from '../auth/staff-accounts.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { warehouseMap } from '../warehouse/warehouse.service.ts';
import { assertAdminsRemain } from './staff-guards.ts';
import { auditedFields, toStaffView } from './staff-view.ts';
import { setWarehouseIds, warehouseIdsOf, warehouseIdsOfMany } from './staff-warehouses.service.ts';

type Input = z.output<typeof staffInput>;

export interface StaffDeps {
  db: Db;
  mailer: Mailer;
  /** The site's origin for links in mail (`https://dathang.vn`). */
  baseUrl: string;
}

/** The view of staff row `row` read through `db`. */
export async function viewOf(db: Executor, row: accounts.StaffRow): Promise<StaffView> {
  return toStaffView(row, await warehouseIdsOf(db, row.id), await warehouseMap(db));
}

/** The staff member `id`, locked when `lock`; 404 `staff-not-found` for anyone else (customers too). */
export async function requireStaff(db: Executor, id: number, lock = false): Promise<accounts.StaffRow> {
  const row = await accounts.findStaff(db, id, lock);
  if (!row) throw new AppError('staff-not-found');
  return row;
}

/** GET /Admin/Staff: a page of staff newest first, filtered by text, role and active. */
export async function listStaff(db: Db, f: z.output<typeof staffListQuery>) {
  const { rows, total } = await accounts.listStaff(db, f);
  const ids = await warehouseIdsOfMany(
    db,
    rows.map((r) => r.id),
  );
  const warehouses = await warehouseMap(db);
  return {
    items: rows.map((r) => toStaffView(r, ids.get(r.id) ?? [], warehouses)),
    page: f.page,
    pageSize: f.pageSize,
    total,
  };
}

export async function getStaff(db: Db, id: number): Promise<StaffView> {
  return viewOf(db, await requireStaff(db, id));
}

/** 400 `staff-warehouse-invalid` unless every id names a warehouse. */
async function assertWarehouses(db: Executor, ids: number[]): Promise<void> {
  const known = await warehouseMap(db);
  if (ids.some((id) => !known.has(id))) throw new AppError('staff-warehouse-invalid');
}

/** A unique index decided a race the check above it lost: the matching 409. */
function conflictOf(e: unknown): never {
  if (isUniqueViolation(e)) {
    throw new AppError(violatedConstraint(e).includes('phone') ? 'phone-already-in-use' : 'email-already-in-use');
  }
  throw e;
}

/** POST /Admin/Staff. 409 on a taken e-mail or phone; 400 on an unknown warehouse. */
export async function createStaff(deps: StaffDeps, actor: Actor, input: Input): Promise<StaffView> {
  await assertWarehouses(deps.db, input.warehouseIds);
  await accounts.assertUnique(deps.db, input.email, input.phone);
  const passwordHash = await accounts.unusablePasswordHash();
  return transaction(deps.db, async (tx) => {
    const row = await accounts
      .insertStaff(tx, {
        fullName: input.name,
        email: input.email,
        phone: input.phone,
        roles: input.roles,
        passwordHash,
      })
      .catch(conflictOf);
    await setWarehouseIds(tx, row.id, input.warehouseIds);
    await accounts.issuePasswordLink(tx, deps.mailer, row, deps.baseUrl, 'welcome');
    const view = await viewOf(tx, row);
    await writeAudit(tx, actor, {
      action: 'staff.create',
      subjectType: 'user',
      subjectId: row.id,
      after: auditedFields(view),
    });
    return view;
  });
}

/**
 * PUT /Admin/Staff/{id}: name, contact, staff roles (other roles the user holds are kept) and
 * warehouses. 409 `own-account` when an admin drops their own admin role, `last-admin` when the
 * last active admin would lose it.
 */
export async function updateStaff(deps: StaffDeps, actor: Actor, id: number, input: Input): Promise<StaffView> {
  await assertWarehouses(deps.db, input.warehouseIds);
  await accounts.assertUnique(deps.db, input.email, input.phone, id);
  return transaction(deps.db, async (tx) => {
    if (!input.roles.includes('admin')) await assertAdminsRemain(tx, actor, id);
    const row = await requireStaff(tx, id, true);
    const before = await viewOf(tx, row);
    const kept = row.roles.filter((r) => !isStaff([r]));
    const updated = await accounts
      .updateStaff(tx, id, {
        fullName: input.name,
        email: input.email,
        phone: input.phone,
        roles: [...kept, ...input.roles],
      })
      .catch(conflictOf);
    await setWarehouseIds(tx, id, input.warehouseIds);
    const view = await viewOf(tx, updated);
    const diff = changedFields(auditedFields(before), auditedFields(view));
    if (Object.keys(diff.after).length > 0) {
      await writeAudit(tx, actor, { action: 'staff.update', subjectType: 'user', subjectId: id, ...diff });
    }
    afterCommit(tx, (events) => events.userChanged(id));
    return view;
  });
}

export type { StaffInput };

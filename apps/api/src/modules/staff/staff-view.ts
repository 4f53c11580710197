/** Maps staff rows to the console's view (contract `staffView`, decision 0097). */
import type { StaffView } from '@app/shared/contracts/staff';
import { type Role, staffRoles } from '@app/shared/roles';
import type { StaffRow } from '../auth/staff-accounts.service.ts';

type WarehouseRef = { id: number; name: string; country: 'CN' | 'VN' };

/** Only the staff roles a user holds (a staff member may also be a customer). */
export function staffRolesOf(held: readonly string[]): Role[] {
  return staffRoles.filter((r) => held.includes(r));
}

/** The view of `row`, with its assigned warehouse ids named from `warehouses` (unknown ids left out). */
export function toStaffView(row: StaffRow, warehouseIds: number[], warehouses: Map<number, WarehouseRef>): StaffView {
  return {
    id: row.id,
    name: row.fullName,
    phone: row.phone,
    email: row.email,
    roles: staffRolesOf(row.roles),
    warehouseIds,
    warehouses: warehouseIds.flatMap((id) => {
      const w = warehouses.get(id);
      return w ? [{ id: w.id, name: w.name, country: w.country }] : [];
    }),
    active: row.disabledAt === null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields an update's audit row compares (`changedFields`). */
export function auditedFields(v: StaffView): Record<string, unknown> {
  return { name: v.name, phone: v.phone, email: v.email, roles: v.roles, warehouseIds: v.warehouseIds };
}

/**
 * Which delivery requests a staff member sees and works on (decision 0103). Sales and admins work
 * for customers of every warehouse: they see every request. A Vietnam warehouse member sees the
 * requests at the VN warehouses assigned to it (none without an assignment); another's is not found.
 * The warehouse steps (export slip, scan-out, shipping) need the Vietnam role (decision 0065) and
 * the request's warehouse among the actor's (403 `warehouse-not-assigned`), whatever else it holds.
 */
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { isAssignedTo, type WarehouseScope, warehouseScopeOf } from '../staff/warehouse-scope.service.ts';

/** The VN warehouses whose requests `actor` sees: all for admin and sales, else its assignment. */
export async function deliveryScopeOf(db: Executor, actor: Actor): Promise<WarehouseScope> {
  if (actor.roles.includes('admin') || actor.roles.includes('sales')) return 'all';
  return warehouseScopeOf(db, actor);
}

/**
 * 403 `wrong-warehouse-role` unless the actor works at the Vietnam warehouses (admin or
 * warehouse_vn), as warehouse-ops/warehouse-access.service.ts rules for the other warehouse steps;
 * 403 `warehouse-not-assigned` unless warehouse `vnWarehouseId` is assigned to it.
 */
export async function assertWorksAtRequestWarehouse(db: Executor, actor: Actor, vnWarehouseId: number): Promise<void> {
  if (!actor.roles.some((r) => r === 'admin' || r === 'warehouse_vn')) throw new AppError('wrong-warehouse-role');
  if (!(await isAssignedTo(db, actor, vnWarehouseId))) throw new AppError('warehouse-not-assigned');
}

/**
 * Who works where (DESIGN.md §3.12): a China warehouse's steps (receive, bag, ship) need the role
 * `warehouse_cn`, a Vietnam warehouse's (receive a bag, scan its parcels) `warehouse_vn`; an admin
 * may do both.
 */
import type { Role } from '@app/shared/roles';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { findWarehouse } from '../warehouse/warehouse.service.ts';

/** What the warehouse steps read of a warehouse. */
export type WarehouseRow = { id: number; name: string; country: 'CN' | 'VN' };

const rolesOf: Record<'CN' | 'VN', readonly Role[]> = { CN: ['admin', 'warehouse_cn'], VN: ['admin', 'warehouse_vn'] };

/** True when `actor` works at warehouses of `country`. */
export function worksIn(actor: Actor, country: 'CN' | 'VN'): boolean {
  return actor.roles.some((r) => rolesOf[country].includes(r));
}

/** 403 `wrong-warehouse-role` unless `actor` works at warehouses of `country`. */
export function assertWorksIn(actor: Actor, country: 'CN' | 'VN'): void {
  if (!worksIn(actor, country)) throw new AppError('wrong-warehouse-role');
}

/** Warehouse `id` where `actor` works: 404 `warehouse-not-found`, 403 `wrong-warehouse-role`. */
export async function warehouseOf(db: Executor, actor: Actor, id: number): Promise<WarehouseRow> {
  const house = await findWarehouse(db, id);
  if (!house) throw new AppError('warehouse-not-found');
  assertWorksIn(actor, house.country);
  return house;
}

/**
 * 403 `wrong-warehouse-role` unless `actor` works at the warehouse where `parcel` stands (by its
 * country, as above), or, for a parcel in no warehouse, at warehouses of either country: who may
 * photograph, assign or confirm claims on a parcel (decision 0083).
 */
export async function assertHandlesParcel(db: Executor, actor: Actor, parcel: { warehouseId: number | null }) {
  const house = parcel.warehouseId !== null ? await findWarehouse(db, parcel.warehouseId) : undefined;
  if (house) assertWorksIn(actor, house.country);
  else if (!worksIn(actor, 'CN') && !worksIn(actor, 'VN')) throw new AppError('wrong-warehouse-role');
}

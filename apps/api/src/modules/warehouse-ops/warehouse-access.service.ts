/**
 * Who works where (DESIGN.md §3.12): a China warehouse's steps (receive, bag, ship) need the role
 * `warehouse_cn`, a Vietnam warehouse's (receive a bag, scan its parcels) `warehouse_vn`; an admin
 * may do both. On top of the role, a member works only at the warehouses assigned to them (decision
 * 0103): naming another warehouse is 403 `warehouse-not-assigned`; an object standing at another
 * warehouse is not found (404), as if it were not there.
 */
import type { Warehouse } from '@app/shared/contracts/address';
import type { ErrorId } from '@app/shared/errors';
import type { Role } from '@app/shared/roles';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { findParcel } from '../parcel/parcel.service.ts';
import { inScope, isAssignedTo, warehouseScopeOf } from '../staff/warehouse-scope.service.ts';
import { findWarehouse, listWarehouses } from '../warehouse/warehouse.service.ts';

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

/** 403 `wrong-warehouse-role` outside the country's role, then 403 `warehouse-not-assigned` outside the assignment. */
export async function assertWorksAt(db: Executor, actor: Actor, house: WarehouseRow): Promise<void> {
  assertWorksIn(actor, house.country);
  if (!(await isAssignedTo(db, actor, house.id))) throw new AppError('warehouse-not-assigned');
}

/** Warehouse `id` where `actor` works: 404 `warehouse-not-found`, 403 `wrong-warehouse-role`, `warehouse-not-assigned`. */
export async function warehouseOf(db: Executor, actor: Actor, id: number): Promise<WarehouseRow> {
  const house = await findWarehouse(db, id);
  if (!house) throw new AppError('warehouse-not-found');
  await assertWorksAt(db, actor, house);
  return house;
}

/**
 * The warehouses where `actor` works, by id (GET /Admin/Warehouse/Mine): every one of its countries'
 * for an admin, else those assigned to it whose country its roles cover; none for other staff.
 */
export async function myWarehouses(db: Executor, actor: Actor): Promise<Warehouse[]> {
  const scope = await warehouseScopeOf(db, actor);
  return (await listWarehouses(db)).filter((w) => worksIn(actor, w.country) && inScope(scope, w.id));
}

type ParcelPlace = { warehouseId: number | null; cnWarehouseId: number | null; vnWarehouseId: number | null };

/**
 * 403 `wrong-warehouse-role` unless `actor` works at the warehouse where `parcel` stands (by its
 * country, as above), or, for a parcel in no warehouse, at warehouses of either country: who may
 * photograph, assign or confirm claims on a parcel (decision 0083). Then `notFound` (404) unless the
 * parcel's warehouse is assigned to the actor; a parcel in no warehouse, unless its China or Vietnam
 * warehouse is, or (with neither) the actor has any warehouse (decision 0103).
 */
export async function assertHandlesParcel(
  db: Executor,
  actor: Actor,
  parcel: ParcelPlace,
  notFound: ErrorId = 'parcel-not-found',
) {
  const house = parcel.warehouseId !== null ? await findWarehouse(db, parcel.warehouseId) : undefined;
  if (house) assertWorksIn(actor, house.country);
  else if (!worksIn(actor, 'CN') && !worksIn(actor, 'VN')) throw new AppError('wrong-warehouse-role');
  if (!parcelInScope(await warehouseScopeOf(db, actor), parcel)) throw new AppError(notFound);
}

/**
 * 404 `parcel-not-found` unless parcel `id` exists and stands at (or, in no warehouse, travels
 * between) warehouses of the actor's: staff reading one parcel, its label (decision 0103).
 */
export async function assertSeesParcel(db: Executor, actor: Actor, id: number): Promise<void> {
  const parcel = await findParcel(db, actor, id);
  if (!parcel || !parcelInScope(await warehouseScopeOf(db, actor), parcel)) throw new AppError('parcel-not-found');
}

/** True when the parcel stands at (or, in no warehouse, travels between) warehouses of `scope`. */
function parcelInScope(scope: 'all' | readonly number[], p: ParcelPlace): boolean {
  if (scope === 'all') return true;
  if (p.warehouseId !== null) return inScope(scope, p.warehouseId);
  if (p.cnWarehouseId === null && p.vnWarehouseId === null) return scope.length > 0;
  return inScope(scope, p.cnWarehouseId) || inScope(scope, p.vnWarehouseId);
}

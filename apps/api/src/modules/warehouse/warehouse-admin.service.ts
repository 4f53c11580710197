/**
 * The console's "Kho & tuyến" (decision 0099): warehouses (CN, VN) and the routes between them. Ids stay
 * stable (orders, parcels, bags and staff assignments refer to them); a warehouse something refers to
 * is deactivated, never deleted. Every change writes an audit row in its transaction (decision 0096).
 */
import type { AdminRoute, AdminWarehouse, routeInput, warehouseInput } from '@app/shared/contracts/warehouse-admin';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { pgCode } from '../../lib/db/pg-errors.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { changedFields, writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import * as repo from './warehouse-admin.repository.ts';

type WarehouseBody = z.output<typeof warehouseInput>;
type RouteBody = z.output<typeof routeInput>;

/** Every warehouse with all its fields, by id (inactive ones too). */
export function listAdminWarehouses(db: Executor): Promise<AdminWarehouse[]> {
  return repo.listWarehouses(db);
}

/** Every route with its warehouses' names, by id (inactive ones too). */
export function listRoutes(db: Executor): Promise<AdminRoute[]> {
  return repo.listRoutes(db);
}

/** Creates a warehouse by `actor` (audit `warehouse.create`). */
export function createWarehouse(db: Db, actor: Actor, input: WarehouseBody): Promise<AdminWarehouse> {
  return transaction(db, async (tx) => {
    const row = await repo.insertWarehouse(tx, input);
    await writeAudit(tx, actor, {
      action: 'warehouse.create',
      subjectType: 'warehouse',
      subjectId: row.id,
      after: row,
    });
    return row;
  });
}

/**
 * Replaces warehouse `id`'s fields (audit `warehouse.update`, the changed fields). 404
 * `warehouse-not-found`; 409 `warehouse-country-in-use` when a route uses it and its country changes.
 */
export function updateWarehouse(db: Db, actor: Actor, id: number, input: WarehouseBody): Promise<AdminWarehouse> {
  return transaction(db, async (tx) => {
    const before = await repo.lockWarehouse(tx, id);
    if (!before) throw new AppError('warehouse-not-found');
    if (before.country !== input.country && (await repo.hasRoutes(tx, id))) {
      throw new AppError('warehouse-country-in-use');
    }
    const row = await repo.updateWarehouse(tx, id, input);
    await writeAudit(tx, actor, {
      action: 'warehouse.update',
      subjectType: 'warehouse',
      subjectId: id,
      ...changedFields(before, row),
    });
    return row;
  });
}

/**
 * Deletes warehouse `id` (audit `warehouse.delete`). 404 `warehouse-not-found`; 409 `warehouse-in-use`
 * when anything refers to it (parcels, orders, routes, bags, staff assignments: any foreign key), so
 * the refusal holds for tables added later too.
 */
export async function deleteWarehouse(db: Db, actor: Actor, id: number): Promise<{ ok: true }> {
  try {
    return await transaction(db, async (tx) => {
      const before = await repo.lockWarehouse(tx, id);
      if (!before) throw new AppError('warehouse-not-found');
      if (await repo.hasRoutes(tx, id)) throw new AppError('warehouse-in-use');
      await writeAudit(tx, actor, { action: 'warehouse.delete', subjectType: 'warehouse', subjectId: id, before });
      await repo.deleteWarehouse(tx, id);
      return { ok: true as const };
    });
  } catch (e) {
    if (pgCode(e) === '23503') throw new AppError('warehouse-in-use');
    throw e;
  }
}

/** Checks a route's ends: an existing CN warehouse to an existing VN one (400 `route-warehouses-invalid`). */
async function checkEnds(tx: Executor, input: RouteBody) {
  const from = await repo.lockWarehouse(tx, input.fromWarehouseId);
  const to = await repo.lockWarehouse(tx, input.toWarehouseId);
  if (from?.country !== 'CN' || to?.country !== 'VN') throw new AppError('route-warehouses-invalid');
  return { cnWarehouseId: from.id, vnWarehouseId: to.id, transitDays: input.transitDays, active: input.active };
}

/** Creates a route (audit `route.create`); 400 `route-warehouses-invalid`, 409 `route-exists`. */
export function createRoute(db: Db, actor: Actor, input: RouteBody): Promise<AdminRoute> {
  return transaction(db, async (tx) => {
    const values = await checkEnds(tx, input);
    if (await repo.findSameRoute(tx, values)) throw new AppError('route-exists');
    const id = await repo.insertRoute(tx, values);
    const [row] = await repo.listRoutes(tx, id);
    await writeAudit(tx, actor, { action: 'route.create', subjectType: 'route', subjectId: id, after: row });
    return row!;
  });
}

/** Replaces route `id` (audit `route.update`); 404 `route-not-found`, 400 and 409 as createRoute. */
export function updateRoute(db: Db, actor: Actor, id: number, input: RouteBody): Promise<AdminRoute> {
  return transaction(db, async (tx) => {
    const [before] = await repo.listRoutes(tx, id);
    if (!before) throw new AppError('route-not-found');
    const values = await checkEnds(tx, input);
    if (await repo.findSameRoute(tx, values, id)) throw new AppError('route-exists');
    await repo.updateRoute(tx, id, values);
    const [row] = await repo.listRoutes(tx, id);
    await writeAudit(tx, actor, {
      action: 'route.update',
      subjectType: 'route',
      subjectId: id,
      ...changedFields(before, row!),
    });
    return row!;
  });
}

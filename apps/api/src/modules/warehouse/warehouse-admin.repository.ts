/** SQL for the console's warehouses and routes (decision 0099). */
import type { AdminWarehouse } from '@app/shared/contracts/warehouse-admin';
import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { shippingRoutes, warehouses } from '../../db/schema/warehouse.ts';

type WarehouseValues = Omit<AdminWarehouse, 'id'>;

const warehouseColumns = {
  id: warehouses.id,
  name: warehouses.name,
  country: warehouses.country,
  address: warehouses.address,
  addressZh: warehouses.addressZh,
  recipientTemplate: warehouses.recipientTemplate,
  active: warehouses.active,
  phone: warehouses.phone,
  provinceZh: warehouses.provinceZh,
  cityZh: warehouses.cityZh,
  districtZh: warehouses.districtZh,
  streetZh: warehouses.streetZh,
};

export function listWarehouses(db: Executor): Promise<AdminWarehouse[]> {
  return db.select(warehouseColumns).from(warehouses).orderBy(warehouses.id);
}

/** Warehouse `id`, locked for the change that follows. */
export async function lockWarehouse(db: Executor, id: number): Promise<AdminWarehouse | undefined> {
  const [row] = await db.select(warehouseColumns).from(warehouses).where(eq(warehouses.id, id)).for('update');
  return row;
}

export async function insertWarehouse(db: Executor, v: WarehouseValues): Promise<AdminWarehouse> {
  const [row] = await db.insert(warehouses).values(v).returning(warehouseColumns);
  return row!;
}

export async function updateWarehouse(db: Executor, id: number, v: WarehouseValues): Promise<AdminWarehouse> {
  const [row] = await db.update(warehouses).set(v).where(eq(warehouses.id, id)).returning(warehouseColumns);
  return row!;
}

export async function deleteWarehouse(db: Executor, id: number): Promise<void> {
  await db.delete(warehouses).where(eq(warehouses.id, id));
}

/** True when a route starts or ends at warehouse `id`. */
export async function hasRoutes(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(shippingRoutes)
    .where(or(eq(shippingRoutes.cnWarehouseId, id), eq(shippingRoutes.vnWarehouseId, id)))
    .limit(1);
  return row !== undefined;
}

const from = alias(warehouses, 'from_warehouse');
const to = alias(warehouses, 'to_warehouse');
const routeColumns = {
  id: shippingRoutes.id,
  fromWarehouseId: shippingRoutes.cnWarehouseId,
  fromName: from.name,
  toWarehouseId: shippingRoutes.vnWarehouseId,
  toName: to.name,
  transitDays: shippingRoutes.transitDays,
  active: shippingRoutes.active,
};

/** Every route with its warehouses' names, by id; or route `id` alone. */
export function listRoutes(db: Executor, id?: number) {
  return db
    .select(routeColumns)
    .from(shippingRoutes)
    .innerJoin(from, eq(from.id, shippingRoutes.cnWarehouseId))
    .innerJoin(to, eq(to.id, shippingRoutes.vnWarehouseId))
    .where(id === undefined ? undefined : eq(shippingRoutes.id, id))
    .orderBy(shippingRoutes.id);
}

type RouteValues = { cnWarehouseId: number; vnWarehouseId: number; transitDays: number; active: boolean };

/** The route between the two warehouses other than `exceptId`, if any. */
export async function findSameRoute(db: Executor, v: RouteValues, exceptId = 0) {
  const [row] = await db
    .select({ id: shippingRoutes.id })
    .from(shippingRoutes)
    .where(
      and(
        eq(shippingRoutes.cnWarehouseId, v.cnWarehouseId),
        eq(shippingRoutes.vnWarehouseId, v.vnWarehouseId),
        sql`${shippingRoutes.id} <> ${exceptId}`,
      ),
    );
  return row;
}

export async function insertRoute(db: Executor, v: RouteValues): Promise<number> {
  const [row] = await db.insert(shippingRoutes).values(v).returning({ id: shippingRoutes.id });
  return row!.id;
}

/** Updates route `id`; false when there is none. */
export async function updateRoute(db: Executor, id: number, v: RouteValues): Promise<boolean> {
  const rows = await db
    .update(shippingRoutes)
    .set(v)
    .where(eq(shippingRoutes.id, id))
    .returning({ id: shippingRoutes.id });
  return rows.length > 0;
}

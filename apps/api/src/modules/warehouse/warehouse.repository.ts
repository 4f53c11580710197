/** SQL for warehouses and shipping routes. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shippingRoutes, warehouses } from '../../db/schema/warehouse.ts';
import { preparedPerDb } from '../../lib/db/prepared.ts';

const list = preparedPerDb(
  (db, name) =>
    db
      .select({
        id: warehouses.id,
        name: warehouses.name,
        country: warehouses.country,
        phone: warehouses.phone,
        provinceZh: warehouses.provinceZh,
        cityZh: warehouses.cityZh,
        districtZh: warehouses.districtZh,
        streetZh: warehouses.streetZh,
        active: warehouses.active,
      })
      .from(warehouses)
      .orderBy(warehouses.id)
      .prepare(name),
  'warehouses_list',
);

/** Every warehouse with its China address columns, by id (a prepared statement). */
export function listWarehouses(db: Executor) {
  return list(db).execute();
}

export async function findWarehouse(db: Executor, id: number) {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id));
  return row;
}

/** The first active route (lowest id) ending at a VN warehouse, from an active CN warehouse. */
export async function findRouteTo(db: Executor, vnWarehouseId: number) {
  const [row] = await db
    .select({ route: shippingRoutes })
    .from(shippingRoutes)
    .innerJoin(warehouses, eq(warehouses.id, shippingRoutes.cnWarehouseId))
    .where(
      and(
        eq(shippingRoutes.vnWarehouseId, vnWarehouseId),
        eq(shippingRoutes.active, true),
        eq(warehouses.active, true),
      ),
    )
    .orderBy(shippingRoutes.id)
    .limit(1);
  return row?.route;
}

/** The route (and its tariff) from CN warehouse `cnId` to VN warehouse `vnId`. */
export async function findRoute(db: Executor, cnId: number, vnId: number) {
  const [row] = await db
    .select()
    .from(shippingRoutes)
    .where(and(eq(shippingRoutes.cnWarehouseId, cnId), eq(shippingRoutes.vnWarehouseId, vnId)))
    .limit(1);
  return row;
}

/** Every warehouse with its address, by id. */
export async function allWarehouses(db: Executor) {
  return db.select().from(warehouses);
}

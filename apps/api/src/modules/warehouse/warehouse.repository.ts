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

/** The route ending at a VN warehouse (one CN warehouse today: the first route found). */
export async function findRouteTo(db: Executor, vnWarehouseId: number) {
  const [row] = await db
    .select()
    .from(shippingRoutes)
    .where(and(eq(shippingRoutes.vnWarehouseId, vnWarehouseId)))
    .limit(1);
  return row;
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

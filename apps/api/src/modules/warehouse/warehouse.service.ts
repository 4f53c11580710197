/** The company's warehouses (China and Vietnam), the same for every customer. */
import type { ChinaAddress, Warehouse } from '@app/shared/contracts/address';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { InvalidatingCache } from '../../lib/platform/invalidating-cache.ts';
import * as repo from './warehouse.repository.ts';

type ChinaAddressColumns = Pick<
  NonNullable<Awaited<ReturnType<typeof repo.findWarehouse>>>,
  'phone' | 'provinceZh' | 'cityZh' | 'districtZh' | 'streetZh'
>;

/** A warehouse row's address for Chinese sellers (decision 0092), in the contract's shape. */
export function chinaAddressOf(w: ChinaAddressColumns): ChinaAddress {
  return { phone: w.phone, province: w.provinceZh, city: w.cityZh, district: w.districtZh, street: w.streetZh };
}

/**
 * Every warehouse, by id; China ones with their address for sellers, Vietnam ones with null.
 * `activeOnly`: those offered to customers and new choices (decision 0099).
 */
export async function listWarehouses(db: Executor, opts: { activeOnly?: boolean } = {}): Promise<Warehouse[]> {
  const rows = await repo.listWarehouses(db);
  return rows
    .filter((w) => w.active || !opts.activeOnly)
    .map((w) => ({
      id: w.id,
      name: w.name,
      country: w.country,
      chinaAddress: w.country === 'CN' ? chinaAddressOf(w) : null,
    }));
}

/** Every warehouse's name by id (orders and parcels name their warehouses). */
export async function warehouseNames(db: Executor): Promise<Map<number, string>> {
  const all = await repo.listWarehouses(db);
  return new Map(all.map((w) => [w.id, w.name]));
}

/** How long a process keeps the warehouse list (`cachedWarehouses`). */
export const WAREHOUSES_TTL_MS = 30_000;
const kept = new WeakMap<Db, InvalidatingCache<'all', Warehouse[]>>();

/**
 * Every warehouse, as `listWarehouses`, kept by this process for up to WAREHOUSES_TTL_MS per
 * database: the scan station needs them on every scan (decision 0074). The console's "Kho & tuyến"
 * writes them (decision 0099); a change shows within that time.
 */
export function cachedWarehouses(db: Db): Promise<Warehouse[]> {
  let cache = kept.get(db);
  if (!cache) {
    cache = new InvalidatingCache(WAREHOUSES_TTL_MS, 1);
    kept.set(db, cache);
  }
  return cache.get('all', () => listWarehouses(db));
}

/**
 * The route from a China warehouse to VN warehouse `vnWarehouseId` (the first active one, from an
 * active China warehouse); 400 `warehouse-invalid` otherwise, or when the VN warehouse is inactive.
 */
export async function routeTo(db: Executor, vnWarehouseId: number) {
  const vn = await repo.findWarehouse(db, vnWarehouseId);
  const route = vn?.country === 'VN' && vn.active ? await repo.findRouteTo(db, vn.id) : undefined;
  if (!route) throw new AppError('warehouse-invalid');
  return route;
}

/** One warehouse with its address (shown to sellers on consignment orders), or undefined. */
export function findWarehouse(db: Executor, id: number) {
  return repo.findWarehouse(db, id);
}

/** The route (and its tariff) from CN warehouse `cnId` to VN warehouse `vnId`, or undefined. */
export function findRoute(db: Executor, cnId: number, vnId: number) {
  return repo.findRoute(db, cnId, vnId);
}

/** Every warehouse (name, address, country) by id. */
export async function warehouseMap(db: Executor) {
  return new Map((await repo.allWarehouses(db)).map((w) => [w.id, w]));
}

/** The company's warehouses (China and Vietnam), the same for every customer. */
import type { Warehouse } from '@app/shared/contracts/address';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './warehouse.repository.ts';

/** Every warehouse, by id. */
export function listWarehouses(db: Executor): Promise<Warehouse[]> {
  return repo.listWarehouses(db);
}

/** The route from the China warehouse to VN warehouse `vnWarehouseId`; 400 `warehouse-invalid` otherwise. */
export async function routeTo(db: Executor, vnWarehouseId: number) {
  const vn = await repo.findWarehouse(db, vnWarehouseId);
  const route = vn?.country === 'VN' ? await repo.findRouteTo(db, vn.id) : undefined;
  if (!route) throw new AppError('warehouse-invalid');
  return route;
}

/** One warehouse with its address (shown to sellers on consignment orders), or undefined. */
export function findWarehouse(db: Executor, id: number) {
  return repo.findWarehouse(db, id);
}

/** The company's warehouses (China and Vietnam), the same for every customer. */
import type { Warehouse } from '@app/shared/contracts/address';
import type { Executor } from '../../db/client.ts';
import * as repo from './warehouse.repository.ts';

/** Every warehouse, by id. */
export function listWarehouses(db: Executor): Promise<Warehouse[]> {
  return repo.listWarehouses(db);
}

/** /Warehouse: the company's warehouses in China and Vietnam; /Admin/Warehouse/Mine: a member's own. */
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('warehouse', () => import('./address.ts'));
const staffEndpoint = endpointsOf('admin-warehouse', () => import('./address.ts'));

export const warehouseEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/Warehouse',
    access: 'customer',
    errors: [401],
    schemas: (s, { listOf }) => ({ response: listOf(s.warehouse) }),
  }),
};

export const adminWarehouseEndpoints = {
  /**
   * The warehouses where the calling staff member works (decision 0103), by id: every one for an
   * admin; for a warehouse member those assigned to it in the countries of its roles; else none.
   * The console's warehouse pickers offer these.
   */
  mine: staffEndpoint({
    method: 'GET',
    path: '/Admin/Warehouse/Mine',
    access: 'access:console',
    errors: [401, 403],
    schemas: (s, { listOf }) => ({ response: listOf(s.warehouse) }),
  }),
};

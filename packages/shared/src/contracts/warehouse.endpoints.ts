/** /Warehouse: the company's warehouses in China and Vietnam. */
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('warehouse', () => import('./address.ts'));

export const warehouseEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/Warehouse',
    access: 'customer',
    errors: [401],
    schemas: (s, { listOf }) => ({ response: listOf(s.warehouse) }),
  }),
};

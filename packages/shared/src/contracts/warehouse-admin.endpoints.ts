/** /Admin/Warehouse and /Admin/Route: the warehouse chain's records (decision 0099). Admin only. */
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('admin', () => import('./warehouse-admin.ts'));
const access = 'manage:warehouse';

export const warehouseAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/Admin/Warehouse',
    access,
    errors: [401, 403],
    schemas: (s, { listOf }) => ({ response: listOf(s.adminWarehouse) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/Admin/Warehouse',
    access,
    errors: [400, 401, 403],
    schemas: (s) => ({ body: s.warehouseInput, response: s.adminWarehouse }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/Admin/Warehouse/:id',
    access,
    errors: [400, 401, 403, 404, 409],
    schemas: (s, { idParam }) => ({ params: idParam, body: s.warehouseInput, response: s.adminWarehouse }),
  }),
  /** Only a warehouse nothing refers to (parcels, routes, staff); 409 `warehouse-in-use` otherwise. */
  remove: endpoint({
    method: 'DELETE',
    path: '/Admin/Warehouse/:id',
    access,
    errors: [400, 401, 403, 404, 409],
    schemas: (_s, { idParam, okResponse }) => ({ params: idParam, response: okResponse }),
  }),
  routes: endpoint({
    method: 'GET',
    path: '/Admin/Route',
    access,
    errors: [401, 403],
    schemas: (s, { listOf }) => ({ response: listOf(s.adminRoute) }),
  }),
  createRoute: endpoint({
    method: 'POST',
    path: '/Admin/Route',
    access,
    errors: [400, 401, 403, 409],
    schemas: (s) => ({ body: s.routeInput, response: s.adminRoute }),
  }),
  updateRoute: endpoint({
    method: 'PUT',
    path: '/Admin/Route/:id',
    access,
    errors: [400, 401, 403, 404, 409],
    schemas: (s, { idParam }) => ({ params: idParam, body: s.routeInput, response: s.adminRoute }),
  }),
};

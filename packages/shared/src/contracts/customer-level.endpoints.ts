/**
 * /Admin/CustomerLevel (decision 0100): the customer levels. Staff who see customers read them; an
 * admin replaces the set (`manage:customer-level`).
 */
import { endpointsOf } from './endpoint.ts';

const root = '/Admin/CustomerLevel';
const endpoint = endpointsOf('admin', () => import('./customer-level.ts'));

export const customerLevelEndpoints = {
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'view:customer',
    errors: [401, 403],
    schemas: (s) => ({ response: s.customerLevels }),
  }),
  /** Replaces the set: levels with an `id` are kept and changed, the others added, the missing removed. */
  put: endpoint({
    method: 'PUT',
    path: root,
    access: 'manage:customer-level',
    errors: [400, 401, 403],
    schemas: (s) => ({ body: s.customerLevelsInput, response: s.customerLevels }),
  }),
};

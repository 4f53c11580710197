/** /Address: the customer's delivery addresses (DESIGN.md §3.7). */
import { endpointsOf } from './endpoint.ts';

const root = '/Address';
const endpoint = endpointsOf('address', () => import('./address.ts'));
const errors = [400, 401, 404, 409] as const;

export const addressEndpoints = {
  /** Default first, then newest first. */
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'customer',
    errors: [401],
    schemas: (s, { listOf }) => ({ response: listOf(s.address) }),
  }),
  get: endpoint({
    method: 'GET',
    path: `${root}/:id`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.address }),
  }),
  create: endpoint({
    method: 'POST',
    path: root,
    access: 'customer',
    errors,
    schemas: (s) => ({ body: s.addressInput, response: s.address }),
  }),
  update: endpoint({
    method: 'PUT',
    path: `${root}/:id`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.addressInput, response: s.address }),
  }),
  /** Hides the address (orders keep their copy); the newest remaining one becomes the default. */
  remove: endpoint({
    method: 'DELETE',
    path: `${root}/:id`,
    access: 'customer',
    errors,
    schemas: (_s, { idParam, okResponse }) => ({ params: idParam, response: okResponse }),
  }),
};

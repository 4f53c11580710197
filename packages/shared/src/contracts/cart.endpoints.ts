/** /ShoppingCart: the customer's cart, grouped by shop and valued at the current purchase rate. */
import { endpointsOf } from './endpoint.ts';

const root = '/ShoppingCart';
const endpoint = endpointsOf('cart', () => import('./cart.ts'));
const errors = [400, 401, 404, 409, 422] as const;

export const cartEndpoints = {
  get: endpoint({
    method: 'GET',
    path: root,
    access: 'customer',
    errors: [401],
    schemas: (s) => ({ response: s.cart }),
  }),
  add: endpoint({
    method: 'POST',
    path: root,
    access: 'customer',
    errors,
    schemas: (s) => ({ body: s.cartItemInput, response: s.cartItem }),
  }),
  /** Quantity and/or note of one line. */
  update: endpoint({
    method: 'PUT',
    path: `${root}/:id`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.cartItemUpdate, response: s.cartItem }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${root}/:id`,
    access: 'customer',
    errors,
    schemas: (_s, { idParam, okResponse }) => ({ params: idParam, response: okResponse }),
  }),
};

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
    errors: [400, 401],
    schemas: (s) => ({ query: s.cartQuery, response: s.cart }),
  }),
  /** The China domestic shipping the customer enters for one shop group (its landed-cost estimate). */
  setShop: endpoint({
    method: 'PUT',
    path: `${root}/Shop`,
    access: 'customer',
    errors: [400, 401, 404],
    schemas: (s) => ({ body: s.cartShopInput, response: s.cart }),
  }),
  add: endpoint({
    method: 'POST',
    path: root,
    access: 'customer',
    errors,
    schemas: (s) => ({ body: s.cartItemInput, response: s.cartItem }),
  }),
  /** Quantity, note, quote flag, weight per unit or weight category of one line. */
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

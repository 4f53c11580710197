/**
 * Purchase orders (DESIGN.md §3.1): the customer's at /OrderOrdering, every customer's for staff at
 * /Admin/OrderOrdering. Lists are paged (`page`, `pageSize`, `total`) and filter by `status`.
 */
import { endpointsOf } from './endpoint.ts';

const root = '/OrderOrdering';
const staffRoot = `/Admin${root}`;
const endpoint = endpointsOf('order', () => import('./purchase-order.ts'));
const staffEndpoint = endpointsOf('admin', () => import('./purchase-order.ts'));
const errors = [400, 401, 404, 409, 422] as const;
const staffErrors = [400, 401, 403, 404, 409] as const;

export const purchaseOrderEndpoints = {
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.purchaseOrderListQuery, response: paged(s.purchaseOrderSummary) }),
  }),
  get: endpoint({
    method: 'GET',
    path: `${root}/:id`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.purchaseOrder }),
  }),
  /** One order per shop among the chosen cart items; they leave the cart. */
  create: endpoint({
    method: 'POST',
    path: root,
    access: 'customer',
    errors,
    schemas: (s, { listOf }) => ({ body: s.createPurchaseOrderInput, response: listOf(s.purchaseOrder) }),
  }),
  /** Pays the deposit from the wallet; a replay with the same key answers the first result. */
  deposit: endpoint({
    method: 'POST',
    path: `${root}/:id/Deposit`,
    access: 'customer',
    errors,
    idempotencyKey: true,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.purchaseOrder }),
  }),
  /** Before `purchasing`; a paid deposit returns to the wallet. */
  cancel: endpoint({
    method: 'POST',
    path: `${root}/:id/Cancel`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.cancelPurchaseOrderInput, response: s.purchaseOrder }),
  }),
};

export const adminPurchaseOrderEndpoints = {
  /** Every customer's orders, each naming its customer; `q` searches (@app/shared/search), `customerId` cuts. */
  list: staffEndpoint({
    method: 'GET',
    path: staffRoot,
    access: 'view:purchase-order',
    errors: staffErrors,
    schemas: (s, { paged }) => ({ query: s.adminPurchaseOrderListQuery, response: paged(s.purchaseOrderSummary) }),
  }),
  /**
   * Every order the list's filter matches, as CSV for Excel (decision 0041), with customers' names
   * and phone numbers: only for `export:purchase-order` (decision 0085).
   */
  export: staffEndpoint({
    method: 'GET',
    path: `${staffRoot}/Export`,
    access: 'export:purchase-order',
    errors: staffErrors,
    schemas: (s, { csvFile }) => ({ query: s.adminPurchaseOrderFilter, response: csvFile }),
  }),
  /** With its customer and the statuses this staff member may set next. */
  get: staffEndpoint({
    method: 'GET',
    path: `${staffRoot}/:id`,
    access: 'view:purchase-order',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.adminPurchaseOrder }),
  }),
  /** 409 outside §3.1's table, 403 outside the member's roles. */
  setStatus: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/Status`,
    access: 'set-status:purchase-order',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({
      params: idParam,
      body: s.changePurchaseOrderStatusInput,
      response: s.adminPurchaseOrder,
    }),
  }),
};

/**
 * Delivery requests (DESIGN.md §3.6, decision 0065): the customer's at /Delivery, the staff queue at
 * /Admin/Delivery, and the customer's confirmation of receipt on purchase and consignment orders.
 */
import { endpointsOf } from './endpoint.ts';

const root = '/Delivery';
const staffRoot = `/Admin${root}`;
const endpoint = endpointsOf('delivery', () => import('./delivery.ts'));
const staffEndpoint = endpointsOf('admin-delivery', () => import('./delivery.ts'));
const errors = [400, 401, 404, 409, 422] as const;
const staffErrors = [400, 401, 403, 404, 409, 422] as const;

export const deliveryEndpoints = {
  /** The customer's parcels at VN warehouses not yet in an open request, by warehouse and order. */
  available: endpoint({
    method: 'GET',
    path: `${root}/Available`,
    access: 'customer',
    errors,
    schemas: (s) => ({ response: s.deliveryAvailable }),
  }),
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.deliveryListQuery, response: paged(s.deliverySummary) }),
  }),
  get: endpoint({
    method: 'GET',
    path: `${root}/:id`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.delivery }),
  }),
  /**
   * Pays what is still owed on every order of the chosen parcels and creates the request, in one
   * transaction; 409 `insufficient-balance` (with `missingVnd` and `rechargeUrl`) writes nothing.
   */
  create: endpoint({
    method: 'POST',
    path: root,
    access: 'customer',
    errors,
    idempotencyKey: true,
    schemas: (s) => ({ body: s.createDeliveryInput, response: s.delivery }),
  }),
  /** Before `shipped`; the payments go back to the wallet in the same transaction. */
  cancel: endpoint({
    method: 'POST',
    path: `${root}/:id/Cancel`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.cancelDeliveryInput, response: s.delivery }),
  }),
  /** A delivered purchase order → `completed`. */
  confirmPurchaseOrder: endpoint({
    method: 'POST',
    path: '/OrderOrdering/:id/ConfirmReceived',
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.confirmReceivedResult }),
  }),
  /** A delivered consignment order → `completed`. */
  confirmConsignmentOrder: endpoint({
    method: 'POST',
    path: '/OrderShipping/:id/ConfirmReceived',
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.confirmReceivedResult }),
  }),
};

export const adminDeliveryEndpoints = {
  /** The queue: open requests (or one status) by warehouse, oldest first, overdue ones flagged. */
  list: staffEndpoint({
    method: 'GET',
    path: staffRoot,
    access: 'view:delivery-request',
    errors: staffErrors,
    schemas: (s) => ({ query: s.adminDeliveryListQuery, response: s.adminDeliveryList }),
  }),
  /** A customer's parcels waiting at VN warehouses and addresses, for a request made on their behalf. */
  available: staffEndpoint({
    method: 'GET',
    path: `${staffRoot}/Available`,
    access: 'create:delivery-request',
    errors: staffErrors,
    schemas: (s) => ({ query: s.availableQuery, response: s.adminDeliveryAvailable }),
  }),
  get: staffEndpoint({
    method: 'GET',
    path: `${staffRoot}/:id`,
    access: 'view:delivery-request',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.adminDelivery }),
  }),
  /** For a customer who called in: the same payment rules as the customer's own request. */
  create: staffEndpoint({
    method: 'POST',
    path: staffRoot,
    access: 'create:delivery-request',
    errors: staffErrors,
    idempotencyKey: true,
    schemas: (s) => ({ body: s.adminCreateDeliveryInput, response: s.adminDelivery }),
  }),
  /** `processing` makes the export slip; `shipped` needs every parcel scanned out, carrier and code. */
  setStatus: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/Status`,
    access: 'set-status:delivery-request',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.deliveryStatusInput, response: s.adminDelivery }),
  }),
  exportSlip: staffEndpoint({
    method: 'GET',
    path: `${staffRoot}/:id/ExportSlip`,
    access: 'view:delivery-request',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.exportSlip }),
  }),
  /** One parcel scanned at export: 409 unless it belongs to the slip. */
  scanOut: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/ScanOut`,
    access: 'set-status:delivery-request',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.scanOutInput, response: s.scanOutResult }),
  }),
};

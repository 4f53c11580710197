/**
 * Consignment orders (DESIGN.md §3.4, decisions 0061 and 0063): the customer's at /OrderShipping, the public fee
 * calculator, the measure look-up, and every customer's (read-only) for staff at /Admin/OrderShipping.
 * Declared codes are added with POST /OrderShipping/{id}/TrackingCodes and removed with DELETE
 * /OrderShipping/{id}/TrackingCodes/{parcelId} (decision 0061).
 */
import { endpointsOf } from './endpoint.ts';

const root = '/OrderShipping';
const endpoint = endpointsOf('consignment', () => import('./consignment.ts'));
const staffEndpoint = endpointsOf('admin', () => import('./consignment.ts'));
const errors = [400, 401, 404, 409, 422] as const;
const staffErrors = [400, 401, 403, 404] as const;

export const consignmentEndpoints = {
  /** The customer's consignment orders, newest first; `status` filters. */
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.consignmentListQuery, response: paged(s.consignmentSummary) }),
  }),
  /** Creates a `KG…` order `created`; each declared code an expected parcel (or an unclaimed one matched). */
  create: endpoint({
    method: 'POST',
    path: root,
    access: 'customer',
    errors,
    idempotencyKey: true,
    schemas: (s) => ({ body: s.createConsignmentInput, response: s.consignmentOrder }),
  }),
  /** The public fee calculator: no sign-in, rate-limited. */
  calcShippingFee: endpoint({
    method: 'POST',
    path: `${root}/CalcShippingFee`,
    access: 'public',
    errors: [400, 429],
    schemas: (s) => ({ body: s.calcShippingFeeInput, response: s.calcShippingFeeResult }),
  }),
  /** The VN warehouses a parcel can be sent to, for the calculator (no sign-in). */
  warehouses: endpoint({
    method: 'GET',
    path: `${root}/Warehouses`,
    access: 'public',
    errors: [429],
    schemas: (s, { listOf }) => ({ response: listOf(s.destinationWarehouse) }),
  }),
  /**
   * Where the seller sends the parcels before the order exists (decision 0092): the China warehouse
   * of the route to `vnWarehouseId` in Chinese, the recipient the caller's customer code alone.
   */
  sendTo: endpoint({
    method: 'GET',
    path: `${root}/SendTo`,
    access: 'customer',
    errors,
    schemas: (s) => ({ query: s.sendToQuery, response: s.sendToAddress }),
  }),
  /** One of the caller's tracking codes as the warehouse measured it; another customer's is 404. */
  measureCode: endpoint({
    method: 'GET',
    path: `${root}/MeasureCode`,
    access: 'customer',
    errors,
    schemas: (s) => ({ query: s.measureCodeQuery, response: s.measureCodeResult }),
  }),
  get: endpoint({
    method: 'GET',
    path: `${root}/:id`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.consignmentOrder }),
  }),
  /** Only before any parcel was received in China; the declared codes are freed. */
  cancel: endpoint({
    method: 'POST',
    path: `${root}/:id/Cancel`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.consignmentOrder }),
  }),
  /** More declared parcels while the order is `created`. */
  addParcels: endpoint({
    method: 'POST',
    path: `${root}/:id/TrackingCodes`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.addDeclaredParcelsInput, response: s.consignmentOrder }),
  }),
  /** Removes a declared parcel not yet received. */
  removeParcel: endpoint({
    method: 'DELETE',
    path: `${root}/:id/TrackingCodes/:parcelId`,
    access: 'customer',
    errors,
    schemas: (s) => ({ params: s.declaredParcelParams, response: s.consignmentOrder }),
  }),
};

export const adminConsignmentEndpoints = {
  /** Every customer's consignment orders, each naming its customer; `status`, `customerId` filter. */
  list: staffEndpoint({
    method: 'GET',
    path: `/Admin${root}`,
    access: 'view:consignment-order',
    errors: staffErrors,
    schemas: (s, { paged }) => ({ query: s.adminConsignmentListQuery, response: paged(s.consignmentSummary) }),
  }),
  get: staffEndpoint({
    method: 'GET',
    path: `/Admin${root}/:id`,
    access: 'view:consignment-order',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.consignmentOrder }),
  }),
};

/**
 * Bags (DESIGN.md §3.5b): the CN warehouse opens a bag, scans parcels into it, closes it with its
 * weight and ships it (parcels `in_transit`); the VN warehouse receives it and then scans its parcels.
 */
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('admin-bag', () => import('./bag.ts'));
const errors = [400, 401, 403, 404, 409] as const;

export const bagEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/Admin/Bag',
    access: 'manage:bag',
    errors,
    schemas: (s, { paged }) => ({ query: s.bagListQuery, response: paged(s.bagSummary) }),
  }),
  /** With its parcels and, once shipped, those not yet scanned at the VN warehouse. */
  get: endpoint({
    method: 'GET',
    path: '/Admin/Bag/:id',
    access: 'manage:bag',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.bag }),
  }),
  /** Opens a bag at a CN warehouse for a VN warehouse (China staff). */
  create: endpoint({
    method: 'POST',
    path: '/Admin/Bag',
    access: 'manage:bag',
    errors,
    schemas: (s) => ({ body: s.createBagInput, response: s.bag }),
  }),
  /**
   * Scans a parcel into the open bag: it must stand at the bag's warehouse, be weighed, go to the
   * bag's destination, be in no other bag, and its order must be deposited.
   */
  addParcel: endpoint({
    method: 'POST',
    path: '/Admin/Bag/:id/Parcels',
    access: 'manage:bag',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.bagParcelInput, response: s.bag }),
  }),
  /**
   * Takes a parcel back out of an open bag (scanned into the wrong sack, or held back): 409
   * `invalid-status-transition` once closed, 404 `parcel-not-found` when it is not in this bag.
   */
  removeParcel: endpoint({
    method: 'DELETE',
    path: '/Admin/Bag/:id/Parcels/:parcelId',
    access: 'manage:bag',
    errors,
    schemas: (s) => ({ params: s.bagParcelParams, response: s.bag }),
  }),
  close: endpoint({
    method: 'POST',
    path: '/Admin/Bag/:id/Close',
    access: 'manage:bag',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.closeBagInput, response: s.bag }),
  }),
  /** Every parcel in it leaves China (`in_transit`); their orders follow. */
  ship: endpoint({
    method: 'POST',
    path: '/Admin/Bag/:id/Ship',
    access: 'manage:bag',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.bag }),
  }),
  /** The VN warehouse receives the bag; then scans its parcels one by one. */
  receive: endpoint({
    method: 'POST',
    path: '/Admin/Bag/:id/Receive',
    access: 'manage:bag',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.bag }),
  }),
  /**
   * The printable bag label (image/svg+xml, 100 × 75 mm): bag code as Code 128, route (from → to
   * warehouse), weight and parcel count. Warehouse staff (decision 0091).
   */
  label: endpoint({
    method: 'GET',
    path: '/Admin/Bag/:id/Label',
    access: 'manage:bag',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.bagLabelSvg }),
  }),
};

/**
 * Parcels (DESIGN.md §3.5, §3.5b): the customer's at /Package; staff add the seller's tracking codes
 * to an order, scan at a warehouse, weigh and print labels under /Admin.
 */
import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('package', () => import('./parcel.ts'));
const staffEndpoint = endpointsOf('admin-parcel', () => import('./parcel.ts'));
const errors = [400, 401, 404] as const;
const staffErrors = [400, 401, 403, 404, 409] as const;

export const parcelEndpoints = {
  /** The customer's parcels, newest first; `status` and `orderId` filter. */
  list: endpoint({
    method: 'GET',
    path: '/Package',
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.parcelListQuery, response: paged(s.parcelSummary) }),
  }),
  /** Parcels received with no known owner, tracking codes masked, with the caller's own claims. */
  unclaimed: endpoint({
    method: 'GET',
    path: '/Package/Unclaimed',
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.publicUnclaimedQuery, response: paged(s.publicUnclaimedParcel) }),
  }),
  /** Claims an unclaimed parcel with proof, for staff to confirm; 409 when already claimed by the caller. */
  claim: endpoint({
    method: 'POST',
    path: '/Package/:id/Claim',
    access: 'customer',
    errors: [400, 401, 404, 409],
    schemas: (s, { idParam }) => ({ params: idParam, body: s.claimInput, response: s.publicUnclaimedParcel }),
  }),
  /** A parcel photo by its signed address (an <img> sends no bearer token). */
  photo: endpoint({
    method: 'GET',
    path: '/ParcelPhoto/:id',
    access: 'public',
    errors: [400, 404],
    schemas: (s, { idParam }) => ({ params: idParam, query: s.photoQuery, response: s.photoBytes }),
  }),
  /** One of the customer's parcels with its photos and events; another customer's is 404. */
  get: endpoint({
    method: 'GET',
    path: '/Package/:id',
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.parcel }),
  }),
};

export const adminParcelEndpoints = {
  /**
   * The seller's courier tracking codes of an order: one expected parcel each; a `purchased` order
   * becomes `seller_shipped`. Codes already on the order are skipped; a code on another order is 409.
   */
  addTrackingCodes: staffEndpoint({
    method: 'POST',
    path: '/Admin/OrderOrdering/:id/TrackingCodes',
    access: 'buy:purchase-order',
    errors: staffErrors,
    schemas: (s, { idParam, listOf }) => ({
      params: idParam,
      body: s.trackingCodesInput,
      response: listOf(s.adminParcelSummary),
    }),
  }),
  /** The order's tracking codes (its parcels, oldest first), for any staff member who sees the order. */
  trackingCodes: staffEndpoint({
    method: 'GET',
    path: '/Admin/OrderOrdering/:id/TrackingCodes',
    access: 'view:purchase-order',
    errors: staffErrors,
    schemas: (s, { idParam, listOf }) => ({ params: idParam, response: listOf(s.adminParcelSummary) }),
  }),
  /**
   * Removes a wrong tracking code while its parcel is still expected (never received): the code is
   * free again; answers the order's remaining parcels. 409 `tracking-code-received` once received.
   */
  removeTrackingCode: staffEndpoint({
    method: 'DELETE',
    path: '/Admin/OrderOrdering/:id/TrackingCodes/:parcelId',
    access: 'buy:purchase-order',
    errors: staffErrors,
    schemas: (s, { listOf }) => ({ params: s.trackingCodeParams, response: listOf(s.adminParcelSummary) }),
  }),
  /** A scan at warehouse `id`: answers what happened (received, unclaimed created, already received…). */
  scan: staffEndpoint({
    method: 'POST',
    path: '/Admin/Warehouse/:id/Scan',
    access: 'scan:parcel',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.scanInput, response: s.scanResult }),
  }),
  /** The calling staff member's last 20 scans at warehouse `id`, newest first. */
  scans: staffEndpoint({
    method: 'GET',
    path: '/Admin/Warehouse/:id/Scans',
    access: 'scan:parcel',
    errors: staffErrors,
    schemas: (s, { idParam, listOf }) => ({ params: idParam, response: listOf(s.scanHistoryItem) }),
  }),
  get: staffEndpoint({
    method: 'GET',
    path: '/Admin/Parcel/:id',
    access: 'scan:parcel',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.adminParcel }),
  }),
  /** Weight and size: volumetric and chargeable weight, and the fee lines that replace the previous ones. */
  measure: staffEndpoint({
    method: 'PUT',
    path: '/Admin/Parcel/:id/Measure',
    access: 'measure:parcel',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.measureInput, response: s.adminParcelSummary }),
  }),
  /**
   * The printable label (image/svg+xml, 100 × 75 mm): parcel code as Code 128 and QR, customer code,
   * order code, destination warehouse and weight.
   */
  label: staffEndpoint({
    method: 'GET',
    path: '/Admin/Parcel/:id/Label',
    access: 'scan:parcel',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.labelSvg }),
  }),
  /** Unclaimed parcels with photos, weight, warehouse and claims, oldest first. */
  unclaimed: staffEndpoint({
    method: 'GET',
    path: '/Admin/Parcel/Unclaimed',
    access: 'scan:parcel',
    errors: staffErrors,
    schemas: (s, { paged }) => ({ query: s.unclaimedListQuery, response: paged(s.unclaimedParcel) }),
  }),
  /** An unclaimed parcel goes to an order (and its customer) or to a customer alone. */
  assign: staffEndpoint({
    method: 'POST',
    path: '/Admin/Parcel/:id/Assign',
    access: 'scan:parcel',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.assignParcelInput, response: s.adminParcelSummary }),
  }),
  /**
   * A photo of the parcel: the request body is the image itself (Content-Type image/jpeg, image/png
   * or image/webp, at most 5 MB), checked by its bytes; stored under a name of ours.
   */
  addPhoto: staffEndpoint({
    method: 'POST',
    path: '/Admin/Parcel/:id/Photos',
    access: 'scan:parcel',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.adminParcel }),
  }),
  /**
   * Marks whether a photo shows the courier label (decision 0083): customers see an unclaimed
   * parcel's photos only when they do not. Staff of the parcel's warehouse; answers the parcel.
   */
  photoShowsLabel: staffEndpoint({
    method: 'POST',
    path: '/Admin/ParcelPhoto/:id/ShowsLabel',
    access: 'scan:parcel',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.photoShowsLabelInput, response: s.adminParcel }),
  }),
  confirmClaim: staffEndpoint({
    method: 'POST',
    path: '/Admin/ParcelClaim/:id/Confirm',
    access: 'scan:parcel',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.confirmClaimInput, response: s.adminParcelSummary }),
  }),
  rejectClaim: staffEndpoint({
    method: 'POST',
    path: '/Admin/ParcelClaim/:id/Reject',
    access: 'scan:parcel',
    errors: staffErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.rejectClaimInput, response: s.unclaimedParcel }),
  }),
};

/**
 * Pay-on-behalf orders (DESIGN.md §3.2, decision 0114): the customer's at /OrderPob, an agent's for
 * its customers at /Agency/OrderPob, the staff queue at /Admin/OrderPob, and refund requests under
 * each (`/OrderPob/Refund`, `/Admin/OrderPob/Refund`).
 */
import { endpointsOf } from './endpoint.ts';

const root = '/OrderPob';
const staffRoot = '/Admin/OrderPob';
const agencyRoot = '/Agency/OrderPob';
const endpoint = endpointsOf('pay-on-behalf', () => import('./pay-on-behalf.ts'));
const staffEndpoint = endpointsOf('admin', () => import('./pay-on-behalf.ts'));
const agencyEndpoint = endpointsOf('agency', () => import('./pay-on-behalf.ts'));
const errors = [400, 401, 403, 404, 409, 422] as const;

export const payOnBehalfEndpoints = {
  /** Prices lines at the tariff in force and keeps the quote 30 minutes, usable once (agents too). */
  quote: endpoint({
    method: 'POST',
    path: `${root}/Quote`,
    access: 'customer',
    errors,
    schemas: (s) => ({ body: s.pobQuoteInput, response: s.pobQuote }),
  }),
  /**
   * Debits amount + fee at once and creates the order `pending`. Refuses, writing nothing: 409
   * `quote-expired` (expired, used, or lines not the quote's), 409 `insufficient-balance` (with
   * `missingVnd`), 409 `pob-reference-in-use` (a reference already in an open order).
   */
  create: endpoint({
    method: 'POST',
    path: root,
    access: 'customer',
    errors,
    idempotencyKey: true,
    schemas: (s) => ({ body: s.createPobInput, response: s.pobOrderDetail }),
  }),
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.pobListQuery, response: paged(s.pobOrder) }),
  }),
  /** The customer's refund requests; `?source=taobao_global` lists only Taobao Global ones. */
  refunds: endpoint({
    method: 'GET',
    path: `${root}/Refund`,
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.pobRefundListQuery, response: paged(s.pobRefundRequest) }),
  }),
  /** With the timeline, the refund requests and, once paid, the trade number and proofs. */
  get: endpoint({
    method: 'GET',
    path: `${root}/:id`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.pobOrderDetail }),
  }),
  /** From `awaiting_customer` or `pending`: amount and fee go back to the wallet in the same transaction. */
  cancel: endpoint({
    method: 'POST',
    path: `${root}/:id/Cancel`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.pobOrderDetail }),
  }),
  /** An agent's order: `awaiting_customer` → `pending`, debiting then (409 `insufficient-balance`). */
  confirm: endpoint({
    method: 'POST',
    path: `${root}/:id/Confirm`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.pobOrderDetail }),
  }),
  /** `paid` → `completed` by the customer. */
  confirmReceived: endpoint({
    method: 'POST',
    path: `${root}/:id/ConfirmReceived`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.pobOrderDetail }),
  }),
  /** A refund request (`pending`) on a paid or completed order; never above what is left to refund. */
  requestRefund: endpoint({
    method: 'POST',
    path: `${root}/:id/Refund`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.pobRefundInput, response: s.pobRefundRequest }),
  }),
};

export const agencyPayOnBehalfEndpoints = {
  /** The agent's own and its customers' orders (never another agent's customers'). */
  list: agencyEndpoint({
    method: 'GET',
    path: agencyRoot,
    access: 'agent',
    errors,
    schemas: (s, { paged }) => ({ query: s.pobListQuery, response: paged(s.pobOrder) }),
  }),
  /**
   * For one of the agent's customers (404 otherwise), from the agent's quote: the order is the
   * customer's, `awaiting_customer`, nothing debited until the customer confirms.
   */
  create: agencyEndpoint({
    method: 'POST',
    path: agencyRoot,
    access: 'agent',
    errors,
    idempotencyKey: true,
    schemas: (s) => ({ body: s.agencyCreatePobInput, response: s.pobOrderDetail }),
  }),
};

export const adminPayOnBehalfEndpoints = {
  /** Pending orders first, oldest first; then the others, newest first. Search by code or customer. */
  list: staffEndpoint({
    method: 'GET',
    path: staffRoot,
    access: 'view:pay-on-behalf-order',
    errors,
    schemas: (s, { paged }) => ({ query: s.adminPobListQuery, response: paged(s.pobOrder) }),
  }),
  /** Refund requests: pending first, oldest first. */
  refunds: staffEndpoint({
    method: 'GET',
    path: `${staffRoot}/Refund`,
    access: 'view:pay-on-behalf-order',
    errors,
    schemas: (s, { paged }) => ({ query: s.adminPobRefundListQuery, response: paged(s.pobRefundRequest) }),
  }),
  get: staffEndpoint({
    method: 'GET',
    path: `${staffRoot}/:id`,
    access: 'view:pay-on-behalf-order',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.pobOrderDetail }),
  }),
  /** `pending` → `processing`, the member recorded as taking it. */
  take: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/Take`,
    access: 'handle:pay-on-behalf-order',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.pobOrderDetail }),
  }),
  /** `processing` → `paid` with the Alipay trade number and proof images (uploaded by the same member). */
  paid: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/Paid`,
    access: 'handle:pay-on-behalf-order',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.pobPaidInput, response: s.pobOrderDetail }),
  }),
  /** From `pending` or `processing`, with a reason: amount and fee go back to the wallet. */
  fail: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/Fail`,
    access: 'handle:pay-on-behalf-order',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.pobFailInput, response: s.pobOrderDetail }),
  }),
  /** Staff record a seller's refund into the company's Alipay (a pending request). */
  requestRefund: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/:id/Refund`,
    access: 'handle:pay-on-behalf-order',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.pobRefundInput, response: s.pobRefundRequest }),
  }),
  /** Credits the amount at the order's rate, plus a fee share when the company was at fault. */
  approveRefund: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/Refund/:id/Approve`,
    access: 'approve:pob-refund',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.approvePobRefundInput, response: s.pobRefundRequest }),
  }),
  rejectRefund: staffEndpoint({
    method: 'POST',
    path: `${staffRoot}/Refund/:id/Reject`,
    access: 'approve:pob-refund',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.rejectPobRefundInput, response: s.pobRefundRequest }),
  }),
};

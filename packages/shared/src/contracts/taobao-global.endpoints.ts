/**
 * Taobao Global (DESIGN.md §3.3, decisions 0116 and 0117): linked buyer accounts at
 * /TaobaoIntToken, imported orders at /TaobaoIntOrder, the staff view at /Admin/TaobaoIntOrder.
 * Every endpoint answers 404 `taobao-global-not-configured` when the server has no provider.
 */
import { endpointsOf } from './endpoint.ts';

const tokens = '/TaobaoIntToken';
const orders = '/TaobaoIntOrder';
const staffOrders = '/Admin/TaobaoIntOrder';
const endpoint = endpointsOf('taobao-global', () => import('./taobao-global.ts'));
const staffEndpoint = endpointsOf('admin', () => import('./taobao-global.ts'));
const errors = [400, 401, 403, 404, 409, 422] as const;

export const taobaoTokenEndpoints = {
  /** The caller's linked accounts (revoked ones left out), newest first. */
  list: endpoint({
    method: 'GET',
    path: tokens,
    access: 'customer',
    errors,
    schemas: (s) => ({ response: s.taobaoTokenList }),
  }),
  /**
   * Starts linking: the provider's authorisation URL with a signed `state` (the app shows it as a
   * link and a QR). 404 `route-not-found` for an unknown or inactive `routeId`.
   */
  start: endpoint({
    method: 'POST',
    path: tokens,
    access: 'customer',
    errors,
    schemas: (s) => ({ body: s.startTaobaoLinkInput, response: s.taobaoLinkStart }),
  }),
  /**
   * Where the provider sends the browser back: checks the state, exchanges the code, stores the
   * token encrypted and redirects (302) to `/taobaoIntToken?linked=1`, or to
   * `/taobaoIntToken?error={flag}` storing nothing (flags: taobaoLinkErrors; a provider account
   * live on another customer's link: `taobao-account-linked-elsewhere`, the 409 code of the table).
   */
  callback: endpoint({
    method: 'GET',
    path: `${tokens}/Callback`,
    access: 'public',
    errors: [400],
    schemas: (s, { okResponse }) => ({ query: s.taobaoCallbackQuery, response: okResponse }),
  }),
  /** Unlinks (status `revoked`): no more syncs; imported orders stay. */
  remove: endpoint({
    method: 'DELETE',
    path: `${tokens}/:id`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.taobaoToken }),
  }),
  /**
   * "Đồng bộ ngay": refreshes the token when near expiry and imports the orders since the last
   * sync. 409 `taobao-token-not-active` for an expired or revoked account; 429 past the rate limit.
   */
  sync: endpoint({
    method: 'POST',
    path: `${tokens}/:id/Sync`,
    access: 'customer',
    errors: [...errors, 429],
    schemas: (s, { idParam }) => ({ params: idParam, response: s.taobaoSyncResult }),
  }),
};

export const taobaoOrderEndpoints = {
  list: endpoint({
    method: 'GET',
    path: orders,
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.taobaoOrderListQuery, response: paged(s.taobaoGlobalOrder) }),
  }),
  get: endpoint({
    method: 'GET',
    path: `${orders}/:id`,
    access: 'customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.taobaoGlobalOrder }),
  }),
};

/**
 * Payment and refunds (decision 0120). Pay: the caller's WAIT_BUYER_PAY orders become one
 * pay-on-behalf order, debited from the wallet at once (409 `insufficient-balance` with
 * `missingVnd`, 409 `taobao-order-not-payable` when one is not unpaid, 409 `taobao-order-in-payment`
 * when one is already in an open pay-on-behalf order, 404 for another's). Refund: one open refund
 * per sub-order (409 `pob-refund-open`), `only_refund` only before the seller ships, `return_refund`
 * once shipped (DESIGN.md §3.3; 409 `taobao-refund-not-allowed`), the order paid through a
 * pay-on-behalf order that is paid or completed.
 */
export const taobaoOrderPaymentEndpoints = {
  pay: endpoint({
    method: 'POST',
    path: `${orders}/Pay`,
    access: 'customer',
    errors,
    idempotencyKey: true,
    schemas: (s) => ({ body: s.payTaobaoOrdersInput, response: s.payTaobaoOrdersResult }),
  }),
  refund: endpoint({
    method: 'POST',
    path: `${orders}/:id/Refund`,
    access: 'customer',
    errors,
    idempotencyKey: true,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.taobaoRefundInput, response: s.taobaoRefund }),
  }),
  refunds: endpoint({
    method: 'GET',
    path: `${orders}/Refund`,
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.taobaoRefundListQuery, response: paged(s.taobaoRefund) }),
  }),
  staffRefunds: staffEndpoint({
    method: 'GET',
    path: `${staffOrders}/Refund`,
    access: 'view:taobao-global-order',
    errors,
    schemas: (s, { paged }) => ({ query: s.taobaoRefundListQuery, response: paged(s.taobaoRefund) }),
  }),
};

export const adminTaobaoOrderEndpoints = {
  list: staffEndpoint({
    method: 'GET',
    path: staffOrders,
    access: 'view:taobao-global-order',
    errors,
    schemas: (s, { paged }) => ({ query: s.adminTaobaoOrderListQuery, response: paged(s.taobaoGlobalOrder) }),
  }),
  get: staffEndpoint({
    method: 'GET',
    path: `${staffOrders}/:id`,
    access: 'view:taobao-global-order',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.taobaoGlobalOrder }),
  }),
};

/**
 * Wallet (DESIGN.md §3.8, decision 0006): the customer's recharge requests at /Wallet/Recharge and
 * ledger entries at /Transaction; the staff review queue at /Admin/Recharge.
 */
import { endpointsOf } from './endpoint.ts';

const recharges = '/Wallet/Recharge';
const staffRecharges = '/Admin/Recharge';
const transactions = '/Transaction';
const endpoint = endpointsOf('wallet', () => import('./wallet.ts'));
const staffEndpoint = endpointsOf('admin', () => import('./wallet.ts'));
const errors = [400, 401, 403, 404, 409] as const;

export const rechargeEndpoints = {
  /** A pending request with the company account, memo and VietQR payload to transfer with. */
  create: endpoint({
    method: 'POST',
    path: recharges,
    access: 'customer',
    errors,
    schemas: (s) => ({ body: s.rechargeInput, response: s.recharge }),
  }),
  list: endpoint({
    method: 'GET',
    path: recharges,
    access: 'customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.rechargeListQuery, response: paged(s.recharge) }),
  }),
};

export const transactionEndpoints = {
  /** The customer's wallet lines, newest first, with the balance after each. */
  list: endpoint({
    method: 'GET',
    path: transactions,
    access: 'customer',
    errors,
    schemas: (s, { pageQuery, paged }) => ({ query: pageQuery, response: paged(s.ledgerEntry) }),
  }),
};

export const adminRechargeEndpoints = {
  /** Every customer's requests, each naming its customer; `q` searches (@app/shared/search), `customerId` cuts. */
  list: staffEndpoint({
    method: 'GET',
    path: staffRecharges,
    access: 'view:recharge',
    errors,
    schemas: (s, { paged }) => ({ query: s.adminRechargeListQuery, response: paged(s.recharge) }),
  }),
  /** Every request the list's filter matches, as CSV for Excel (decision 0041). */
  export: staffEndpoint({
    method: 'GET',
    path: `${staffRecharges}/Export`,
    access: 'view:recharge',
    errors,
    schemas: (s, { csvFile }) => ({ query: s.adminRechargeFilter, response: csvFile }),
  }),
  /**
   * Credits the wallet once, with the requested amount or `receivedVnd` (a note required when they
   * differ); approving an approved request answers it unchanged.
   */
  approve: staffEndpoint({
    method: 'POST',
    path: `${staffRecharges}/:id/Approve`,
    access: 'approve:recharge',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.approveRechargeInput, response: s.recharge }),
  }),
  cancel: staffEndpoint({
    method: 'POST',
    path: `${staffRecharges}/:id/Cancel`,
    access: 'cancel:recharge',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.cancelRechargeInput, response: s.recharge }),
  }),
};

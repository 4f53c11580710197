/**
 * /Admin/Customer: the staff's customer lookup and customer page (decision 0040): search by phone, name or
 * email, then one customer's contact details, wallet balance, ledger and addresses. Their orders and
 * recharges come from /Admin/OrderOrdering and /Admin/Recharge with `customerId`.
 */
import { endpointsOf } from './endpoint.ts';

const root = '/Admin/Customer';
const endpoint = endpointsOf('admin', () => import('./customer.ts'));
const errors = [400, 401, 403, 404] as const;
const changeErrors = [400, 401, 403, 404, 409] as const;

export const customerEndpoints = {
  /** Users newest first; `q` matches names (contains, without accents), phones and emails (prefix). */
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'view:customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.customerListQuery, response: paged(s.customerSummary) }),
  }),
  /** The signed-in staff member's own customers ("Khách của tôi", decision 0100): the list's shape. */
  mine: endpoint({
    method: 'GET',
    path: `${root}/Mine`,
    access: 'view:customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.customerListQuery, response: paged(s.customerSummary) }),
  }),
  /** Who may be a customer's sales member: active admin and sales staff, by name. */
  salesStaff: endpoint({
    method: 'GET',
    path: `${root}/SalesStaff`,
    access: 'update:customer',
    errors,
    schemas: (s, { listOf }) => ({ response: listOf(s.staffRef) }),
  }),
  /** Assigns the sales member and the staff note. */
  update: endpoint({
    method: 'PUT',
    path: `${root}/:id`,
    access: 'update:customer',
    errors: changeErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.updateCustomerInput, response: s.customerDetail }),
  }),
  /** Locks the account: no sign-in, sessions end at once; the wallet stays. 409 for a staff account. */
  lock: endpoint({
    method: 'POST',
    path: `${root}/:id/Lock`,
    access: 'lock:customer',
    errors: changeErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.lockCustomerInput, response: s.customerDetail }),
  }),
  unlock: endpoint({
    method: 'POST',
    path: `${root}/:id/Unlock`,
    access: 'lock:customer',
    errors: changeErrors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.customerDetail }),
  }),
  /** Pins a level (the nightly job leaves it), or unpins (computed again at once). */
  level: endpoint({
    method: 'PUT',
    path: `${root}/:id/Level`,
    access: 'manage:customer-level',
    errors: changeErrors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.customerLevelPinInput, response: s.customerDetail }),
  }),
  export: endpoint({
    method: 'GET',
    path: `${root}/Export`,
    access: 'view:customer',
    errors,
    schemas: (s, { csvFile }) => ({ query: s.customerFilter, response: csvFile }),
  }),
  /** Contact details, wallet balance, counts and addresses. */
  get: endpoint({
    method: 'GET',
    path: `${root}/:id`,
    access: 'view:customer',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.customerDetail }),
  }),
  /** The customer's wallet lines, newest first, with the balance after each. */
  transactions: endpoint({
    method: 'GET',
    path: `${root}/:id/Transaction`,
    access: 'view:customer',
    errors,
    schemas: (s, { idParam, pageQuery, paged }) => ({
      params: idParam,
      query: pageQuery,
      response: paged(s.ledgerEntry),
    }),
  }),
  exportTransactions: endpoint({
    method: 'GET',
    path: `${root}/:id/Transaction/Export`,
    access: 'view:customer',
    errors,
    schemas: (_s, { idParam, csvFile }) => ({ params: idParam, response: csvFile }),
  }),
  exportAddresses: endpoint({
    method: 'GET',
    path: `${root}/:id/Address/Export`,
    access: 'view:customer',
    errors,
    schemas: (_s, { idParam, csvFile }) => ({ params: idParam, response: csvFile }),
  }),
};

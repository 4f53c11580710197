/**
 * /Admin/Customer: the staff's customer lookup and customer page (decision 0040): search by phone, name or
 * email, then one customer's contact details, wallet balance, ledger and addresses. Their orders and
 * recharges come from /Admin/OrderOrdering and /Admin/Recharge with `customerId`.
 */
import { endpointsOf } from './endpoint.ts';

const root = '/Admin/Customer';
const endpoint = endpointsOf('admin', () => import('./customer.ts'));
const errors = [400, 401, 403, 404] as const;

export const customerEndpoints = {
  /** Users newest first; `q` matches names (contains, without accents), phones and emails (prefix). */
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'view:customer',
    errors,
    schemas: (s, { paged }) => ({ query: s.customerListQuery, response: paged(s.customerSummary) }),
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

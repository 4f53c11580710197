/** /Admin/BankAccount: the company bank accounts customers pay into; list, add, activate one. */
import { endpointsOf } from './endpoint.ts';

const root = '/Admin/BankAccount';
const endpoint = endpointsOf('admin', () => import('./bank-account.ts'));

export const bankAccountEndpoints = {
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'manage:setting',
    errors: [401, 403],
    schemas: (s) => ({ response: s.bankAccountList }),
  }),
  /** The accounts as CSV for Excel (decision 0041). */
  export: endpoint({
    method: 'GET',
    path: `${root}/Export`,
    access: 'manage:setting',
    errors: [401, 403],
    schemas: (_s, { csvFile }) => ({ response: csvFile }),
  }),
  /** Added inactive, unless no account is active yet (then it becomes the one customers see). */
  create: endpoint({
    method: 'POST',
    path: root,
    access: 'manage:setting',
    errors: [400, 401, 403, 409],
    schemas: (s) => ({ body: s.bankAccountInput, response: s.bankAccount }),
  }),
  /** Makes this account the one recharges pay into; the others become inactive. */
  activate: endpoint({
    method: 'POST',
    path: `${root}/:id/Activate`,
    access: 'manage:setting',
    errors: [400, 401, 403, 404],
    schemas: (s, { idParam }) => ({ params: idParam, response: s.bankAccountList }),
  }),
};

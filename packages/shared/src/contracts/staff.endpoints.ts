/**
 * /Admin/Staff: staff members, their roles and warehouses, disabling and password links (decision
 * 0097). Admin only (`manage:staff`). The public half, POST /auth/SetPassword, is in auth.endpoints.
 */
import { endpointsOf } from './endpoint.ts';

const root = '/Admin/Staff';
const endpoint = endpointsOf('admin', () => import('./staff.ts'));
const errors = [400, 401, 403, 404, 409] as const;

export const staffEndpoints = {
  /** Staff, newest first; `q` matches names (contains), phones and emails (prefix). */
  list: endpoint({
    method: 'GET',
    path: root,
    access: 'manage:staff',
    errors,
    schemas: (s, { paged }) => ({ query: s.staffListQuery, response: paged(s.staffView) }),
  }),
  /** Creates a member with no usable password and mails them a set-password link (24 h). */
  create: endpoint({
    method: 'POST',
    path: root,
    access: 'manage:staff',
    errors,
    schemas: (s) => ({ body: s.staffInput, response: s.staffView }),
  }),
  get: endpoint({
    method: 'GET',
    path: `${root}/:id`,
    access: 'manage:staff',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.staffView }),
  }),
  update: endpoint({
    method: 'PUT',
    path: `${root}/:id`,
    access: 'manage:staff',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.staffInput, response: s.staffView }),
  }),
  /** Disables at once: sessions end on every instance. 409 `own-account`, `last-admin`. */
  disable: endpoint({
    method: 'POST',
    path: `${root}/:id/Disable`,
    access: 'manage:staff',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.disableStaffInput, response: s.staffView }),
  }),
  enable: endpoint({
    method: 'POST',
    path: `${root}/:id/Enable`,
    access: 'manage:staff',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, response: s.staffView }),
  }),
  /** Ends the member's sessions, voids the password and mails a new set-password link. */
  resetPassword: endpoint({
    method: 'POST',
    path: `${root}/:id/ResetPassword`,
    access: 'manage:staff',
    errors,
    schemas: (_s, { idParam, okResponse }) => ({ params: idParam, response: okResponse }),
  }),
  /**
   * Sets the member's money limits (DESIGN.md §3.12); kinds left out keep theirs. Answers the member
   * with `moneyLimits`. 403 `own-money-limits` for the admin's own.
   */
  setMoneyLimits: endpoint({
    method: 'PUT',
    path: `${root}/:id/MoneyLimits`,
    access: 'manage:staff',
    errors,
    schemas: (s, { idParam }) => ({ params: idParam, body: s.moneyLimitsInput, response: s.staffView }),
  }),
};

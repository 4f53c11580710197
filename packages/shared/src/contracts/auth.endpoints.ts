/**
 * /auth/*: register, login, refresh, logout, password policy, forgot and reset password (SPEC.md §7
 * paths, kept exactly). Public: the access token comes from here. Login, register, refresh, forgot
 * and reset are rate-limited by the API; the refresh token travels in an HttpOnly cookie.
 */
import { endpointsOf } from './endpoint.ts';

const root = '/auth';
const endpoint = endpointsOf('auth', () => import('./auth.ts'));
const staffSchemas = endpointsOf('auth', () => import('./staff.ts'));
const errors = [400, 401, 403, 409, 429] as const;

export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: `${root}/register`,
    access: 'public',
    errors,
    schemas: (s) => ({ body: s.registerInput, response: s.tokenResponse }),
  }),
  login: endpoint({
    method: 'POST',
    path: `${root}/login`,
    access: 'public',
    errors,
    schemas: (s) => ({ body: s.loginInput, response: s.tokenResponse }),
  }),
  /** Rotates the refresh cookie (`rt`, or `rt_console` with `X-Auth-Client: console`). */
  refresh: endpoint({
    method: 'POST',
    path: `${root}/refresh`,
    access: 'public',
    errors,
    schemas: (s) => ({ response: s.tokenResponse }),
  }),
  /** Revokes the bearer's session, else the presented refresh cookie's; always 200. */
  logout: endpoint({
    method: 'POST',
    path: `${root}/logout`,
    access: 'public',
    schemas: (_s, { okResponse }) => ({ response: okResponse }),
  }),
  passwordPolicy: endpoint({
    method: 'GET',
    path: `${root}/passwordPolicy`,
    access: 'public',
    schemas: (s) => ({ response: s.passwordPolicy }),
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: `${root}/forgotPassword`,
    access: 'public',
    errors,
    schemas: (s, { okResponse }) => ({ body: s.forgotPasswordInput, response: okResponse }),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: `${root}/resetPassword`,
    access: 'public',
    errors,
    schemas: (s, { okResponse }) => ({ body: s.resetPasswordInput, response: okResponse }),
  }),
  /** A new or reset staff member's one-time link (24 h, decision 0097): sets the password, ends sessions. */
  setPassword: staffSchemas({
    method: 'POST',
    path: `${root}/SetPassword`,
    access: 'public',
    errors,
    schemas: (s, { okResponse }) => ({ body: s.setPasswordInput, response: okResponse }),
  }),
};

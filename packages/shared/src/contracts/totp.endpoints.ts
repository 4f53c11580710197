/**
 * /Admin/CurrentUser/Totp: the signed-in staff member's own authenticator (decision 0098). Any staff
 * member (`access:console`); each acts on their own account only, so there is no id to guess.
 */
import { endpointsOf } from './endpoint.ts';

const root = '/Admin/CurrentUser/Totp';
const endpoint = endpointsOf('admin', () => import('./totp.ts'));
const errors = [400, 401, 403, 409, 429] as const;

export const totpEndpoints = {
  status: endpoint({
    method: 'GET',
    path: root,
    access: 'access:console',
    errors: [401, 403],
    schemas: (s) => ({ response: s.totpStatus }),
  }),
  /** A new pending secret (replacing an unconfirmed one); 409 while TOTP is on. */
  setup: endpoint({
    method: 'POST',
    path: `${root}/Setup`,
    access: 'access:console',
    errors,
    schemas: (s) => ({ response: s.totpSetup }),
  }),
  /** Confirms the pending secret with a code; answers the ten recovery codes once. */
  enable: endpoint({
    method: 'POST',
    path: `${root}/Enable`,
    access: 'access:console',
    errors,
    schemas: (s) => ({ body: s.totpEnableInput, response: s.totpEnabled }),
  }),
  /** Turns TOTP off with a code from the app or a recovery code; the recovery codes are dropped. */
  disable: endpoint({
    method: 'POST',
    path: `${root}/Disable`,
    access: 'access:console',
    errors,
    schemas: (s, { okResponse }) => ({ body: s.totpDisableInput, response: okResponse }),
  }),
};

/**
 * /CurrentUser: the signed-in user's own account (SPEC.md §7 paths, kept exactly). UpdateFcmToken and
 * RemoveFcmToken are Web Push's (push.endpoints.ts, decision 0111).
 */
import { endpointsOf } from './endpoint.ts';

const root = '/CurrentUser';
const endpoint = endpointsOf('user', () => import('./auth.ts'));
const errors = [400, 401, 409] as const;

export const currentUserEndpoints = {
  /** The profile with the wallet balance. */
  get: endpoint({
    method: 'GET',
    path: root,
    access: 'customer',
    errors: [401],
    schemas: (s) => ({ response: s.currentUser }),
  }),
  changeInformation: endpoint({
    method: 'PUT',
    path: `${root}/ChangeInformation`,
    access: 'customer',
    errors,
    schemas: (s) => ({ body: s.changeInformationInput, response: s.currentUser }),
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: `${root}/ChangePassword`,
    access: 'customer',
    errors,
    schemas: (s, { okResponse }) => ({ body: s.changePasswordInput, response: okResponse }),
  }),
  /** Records that the user accepted terms `version`; 409 `terms-version-mismatch` when it is not the current one. */
  acceptTerms: endpoint({
    method: 'POST',
    path: `${root}/AcceptTerms`,
    access: 'customer',
    errors,
    schemas: (s) => ({ body: s.acceptTermsInput, response: s.currentUser }),
  }),
};

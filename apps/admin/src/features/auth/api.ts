/**
 * Staff sign-in on the shared accounts: login (authEndpoints.login) → { token }, then the current
 * user (currentUserEndpoints.get) decides whether the account may use the console (any staff role).
 */

import type { CurrentUser } from '@app/shared/contracts/auth';
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { currentUserEndpoints } from '@app/shared/contracts/user.endpoints';
import { can } from '@app/shared/permissions';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { messages } from '../../messages.ts';

export const currentUserQuery = queryOptions({
  queryKey: queryKeys.currentUser,
  queryFn: ({ signal }) => call(currentUserEndpoints.get, { signal }),
  staleTime: 5 * 60_000,
});

/** True when the account may use the console (`access:console` in the permission catalogue). */
export function isStaff(user: Pick<CurrentUser, 'roles'>): boolean {
  return can(user.roles, 'access:console');
}

/** The second factor of an account with TOTP on (decision 0098): a code from the app or a recovery code. */
export type SecondFactor = { totpCode: string } | { recoveryCode: string };

/**
 * Signs in and checks the account before keeping anything: resolves `{ token, user }` for a
 * staff account; a customer's fresh session is closed again and the call throws `notStaff`. An
 * account with TOTP on throws ApiError `totp-required` until `second` is given (decision 0098).
 */
export async function signIn(
  userName: string,
  password: string,
  second?: SecondFactor,
): Promise<{ token: string; user: CurrentUser }> {
  const { token } = await call(authEndpoints.login, { body: { userName, password, ...second } });
  const user = await call(currentUserEndpoints.get, { token });
  if (!isStaff(user)) {
    await signOutRemote(token);
    throw new ApiError(403, 'forbidden', messages.auth.notStaff);
  }
  return { token, user };
}

/**
 * Revokes the refresh token that login set as a cookie (the console never uses it, so it must
 * not outlive the console's session). Best effort: signing out locally never waits on the network.
 */
export async function signOutRemote(token: string | null): Promise<void> {
  try {
    await call(authEndpoints.logout, { token });
  } catch {
    // already expired or offline: the local sign-out still happens
  }
}

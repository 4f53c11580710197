/**
 * Staff sign-in on the shared accounts: POST /api/auth/login → { token }, then
 * GET /api/CurrentUser decides whether the account may use the console (any staff role).
 */
import type { CurrentUser } from '@app/shared/contracts/auth';
import { staffRoles } from '@app/shared/roles';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client.ts';
import { messages } from '../../messages.ts';

export const currentUserQuery = queryOptions({
  queryKey: ['currentUser'],
  queryFn: ({ signal }) => api<CurrentUser>('/CurrentUser', { signal }),
  staleTime: 5 * 60_000,
});

/** True when the account holds at least one staff role (statuses.ts `staffRoles`). */
export function isStaff(user: Pick<CurrentUser, 'roles'>): boolean {
  return user.roles.some((role) => staffRoles.includes(role));
}

/**
 * Signs in and checks the account before keeping anything: resolves `{ token, user }` for a
 * staff account; a customer's fresh session is closed again and the call throws `notStaff`.
 */
export async function signIn(userName: string, password: string): Promise<{ token: string; user: CurrentUser }> {
  const { token } = await api<{ token: string }>('/auth/login', {
    method: 'POST',
    body: { userName, password },
    auth: false,
  });
  const user = await api<CurrentUser>('/CurrentUser', { auth: token });
  if (!isStaff(user)) {
    await signOutRemote(token);
    throw new ApiError(messages.auth.notStaff, 403, 'forbidden');
  }
  return { token, user };
}

/**
 * Revokes the refresh token that login set as a cookie (the console never uses it, so it must
 * not outlive the console's session). Best effort: signing out locally never waits on the network.
 */
export async function signOutRemote(token: string | null): Promise<void> {
  try {
    await api('/auth/logout', { method: 'POST', auth: token ?? false });
  } catch {
    // already expired or offline: the local sign-out still happens
  }
}

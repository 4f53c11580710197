/**
 * The current user as a query (`['currentUser']`), for signed-in screens. Its fetch also
 * updates the session store, so `useCurrentUser()` and the query never disagree. After a call
 * that changes the balance or the profile, invalidate `currentUserKey` to refresh both.
 */
import type { CurrentUser } from '@app/shared/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { getUser, setUser } from './session.ts';

export const currentUserKey = ['currentUser'] as const;

export function currentUserQuery() {
  return queryOptions({
    queryKey: currentUserKey,
    queryFn: async ({ signal }) => {
      const user = await api<CurrentUser>('/CurrentUser', { signal });
      setUser(user);
      return user;
    },
    initialData: getUser() ?? undefined,
    // the guard loaded it a moment ago; refetch on mount only after 30 s
    initialDataUpdatedAt: () => (getUser() ? Date.now() : 0),
  });
}

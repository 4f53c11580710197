/**
 * The current user as a query (`queryKeys.currentUser`), for signed-in screens. Its fetch also
 * updates the session store, so `useCurrentUser()` and the query never disagree. After a call
 * that changes the balance or the profile, invalidate `currentUserKey` to refresh both.
 */
import { currentUserEndpoints } from '@app/shared/contracts/user.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { getUser, setUser } from './session.ts';

export const currentUserKey = queryKeys.currentUser;

export function currentUserQuery() {
  return queryOptions({
    queryKey: currentUserKey,
    queryFn: async ({ signal }) => {
      const user = await call(currentUserEndpoints.get, { signal });
      setUser(user);
      return user;
    },
    initialData: getUser() ?? undefined,
    // the guard loaded it a moment ago; refetch on mount only after 30 s
    initialDataUpdatedAt: () => (getUser() ? Date.now() : 0),
  });
}

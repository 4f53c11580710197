/** The signed-in staff member's roles (the gate loaded the current user under the same key). */
import { currentUserEndpoints } from '@app/shared/contracts/user.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useStaffRoles(): readonly string[] {
  const user = useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => call(currentUserEndpoints.get, { signal }),
    staleTime: 5 * 60_000,
  });
  return user.data?.roles ?? [];
}

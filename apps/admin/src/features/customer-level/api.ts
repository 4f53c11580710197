/**
 * Customer levels (customerLevelEndpoints, decision 0100): GET → the set, lowest threshold first; PUT
 * with the whole set → the saved set (the API then recomputes every customer's level in the background).
 */
import type { CustomerLevelsInput } from '@app/shared/contracts/customer-level';
import { customerLevelEndpoints } from '@app/shared/contracts/customer-level.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const levelsQuery = queryOptions({
  queryKey: queryKeys.customerLevels,
  queryFn: ({ signal }) => call(customerLevelEndpoints.list, { signal }),
});

export function useSaveLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerLevelsInput) => call(customerLevelEndpoints.put, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(levelsQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers });
    },
  });
}

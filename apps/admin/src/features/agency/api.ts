/**
 * The agents' commission rules (adminAgencyEndpoints.rules / setRules, decision 0119): read and
 * replace the whole list; the answer replaces the cached one.
 */
import type { CommissionRulesInput } from '@app/shared/contracts/agency';
import { adminAgencyEndpoints as api } from '@app/shared/contracts/agency.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const commissionRulesQuery = queryOptions({
  queryKey: queryKeys.commissionRules,
  queryFn: ({ signal }) => call(api.rules, { signal }),
});

export function useSaveCommissionRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommissionRulesInput) => call(api.setRules, { body }),
    onSuccess: (list) => queryClient.setQueryData(commissionRulesQuery.queryKey, list),
  });
}

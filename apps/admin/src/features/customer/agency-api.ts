/**
 * The customer page's agent switch (PUT /Admin/Customer/{id}/Agent, decision 0118): grant the
 * `agent` role with a referral code (generated when left empty) or remove it. The answer is the
 * customer page, which replaces the cached one; lists refresh. 409s (`referral-code-in-use`,
 * `staff-cannot-be-agent`) reach the caller as ApiError with the Vietnamese message.
 */
import type { SetAgentInput } from '@app/shared/contracts/agency';
import { adminAgencyEndpoints } from '@app/shared/contracts/agency.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useSetAgent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetAgentInput) => call(adminAgencyEndpoints.setAgent, { params: { id }, body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.customer(id), detail);
      void queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
    },
  });
}

/** The PUT body from the modal: an empty code means "generate one"; the code is sent as typed (the API upper-cases it). */
export function agentInput(isAgent: boolean, code: string): SetAgentInput {
  const trimmed = code.trim();
  return isAgent ? { isAgent, referralCode: trimmed ? trimmed : null } : { isAgent };
}

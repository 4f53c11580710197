/**
 * Recharge review queue: GET /api/Admin/Recharge?status&page&pageSize → Page<Recharge> (each
 * with its customer); POST …/{id}/Approve credits the wallet once; POST …/{id}/Cancel { note }.
 * Both answer the updated Recharge and refresh every recharge list.
 */
import type { Recharge } from '@app/shared/contracts/wallet';
import type { RechargeStatus } from '@app/shared/machines/recharge';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from '../../lib/api-client.ts';

export type RechargeFilter = RechargeStatus | 'all';
export const RECHARGE_PAGE_SIZE = 20;

export function rechargesQuery(status: RechargeFilter, page: number) {
  return queryOptions({
    queryKey: ['recharges', { status, page }],
    queryFn: ({ signal }) =>
      api<Page<Recharge>>('/Admin/Recharge', {
        query: { status: status === 'all' ? undefined : status, page, pageSize: RECHARGE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    // The review queue fills while staff watch it: look for new transfers every 30 s.
    refetchInterval: status === 'pending' ? 30_000 : false,
  });
}

function useRechargeMutation<Input>(post: (input: Input) => Promise<Recharge>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['recharges'] }),
  });
}

/** Confirms the transfer arrived: the API credits the customer's wallet (idempotent). */
export function useApproveRecharge() {
  return useRechargeMutation((id: number) => api<Recharge>(`/Admin/Recharge/${id}/Approve`, { method: 'POST' }));
}

/** Refuses a recharge request with a note for the customer. */
export function useCancelRecharge() {
  return useRechargeMutation(({ id, note }: { id: number; note: string }) =>
    api<Recharge>(`/Admin/Recharge/${id}/Cancel`, { method: 'POST', body: { note } }),
  );
}

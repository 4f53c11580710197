/**
 * Recharge review queue (adminRechargeEndpoints): the list by status and page → Page<Recharge>
 * (each with its customer and who decided it); approving credits the wallet once, with the amount
 * received when it differs ({ receivedVnd, note }); cancelling takes { note }. Both
 * answer the updated Recharge and refresh every recharge list.
 */
import type { Recharge } from '@app/shared/contracts/wallet';
import { adminRechargeEndpoints } from '@app/shared/contracts/wallet.endpoints';
import type { RechargeStatus } from '@app/shared/machines/recharge';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { liveFallback } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type RechargeFilter = RechargeStatus | 'all';
export const RECHARGE_PAGE_SIZE = 20;

/** The list's filter as the API takes it (also the CSV export's query): `q` is the search box's text. */
export function rechargeFilterQuery(status: RechargeFilter, q: string) {
  return { status: status === 'all' ? undefined : status, q: q || undefined };
}

export function rechargesQuery(status: RechargeFilter, page: number, q = '') {
  return queryOptions({
    queryKey: queryKeys.rechargeList({ status, page, q }),
    queryFn: ({ signal }) =>
      call(adminRechargeEndpoints.list, {
        query: { ...rechargeFilterQuery(status, q), page, pageSize: RECHARGE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    // The review queue fills while staff watch it: look for new transfers every 30 s.
    refetchInterval: () => liveFallback(status === 'pending' ? 30_000 : false),
  });
}

function useRechargeMutation<Input>(post: (input: Input) => Promise<Recharge>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recharges }),
        queryClient.invalidateQueries({ queryKey: queryKeys.staffCounts }),
      ]),
  });
}

/** What staff confirm: the request, and what the bank received when it differs (with the why). */
export interface Approval {
  id: number;
  receivedVnd?: number;
  note?: string;
}

/**
 * Confirms the transfer arrived: the API credits the customer's wallet once, with `receivedVnd`
 * when given (a note required when it differs from the request), else the requested amount.
 */
export function useApproveRecharge() {
  return useRechargeMutation(({ id, ...body }: Approval) =>
    call(adminRechargeEndpoints.approve, { params: { id }, body }),
  );
}

/** Refuses a recharge request with a note for the customer. */
export function useCancelRecharge() {
  return useRechargeMutation(({ id, note }: { id: number; note: string }) =>
    call(adminRechargeEndpoints.cancel, { params: { id }, body: { note } }),
  );
}

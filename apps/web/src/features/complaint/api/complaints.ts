/**
 * Complaints (@app/shared/contracts/complaint.endpoints): the customer's list, one complaint (which
 * refreshes itself while staff owe the next step), filing one (Idempotency-Key), and answering:
 * cancel, accept, counter, add information. Keys under `queryKeys.complaints`.
 */
import type { Complaint, ComplaintInput } from '@app/shared/contracts/complaint';
import { complaintEndpoints as endpoints } from '@app/shared/contracts/complaint.endpoints';
import type { ComplaintStatus } from '@app/shared/machines/complaint';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { liveFallback } from '../../../lib/live.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const PAGE_SIZE = 20;
const listKey = (status: string) => [...queryKeys.complaints, 'list', status];
const oneKey = (id: number) => [...queryKeys.complaints, id];

/** While staff owe the next step the page asks again every 15 s (as the recharge page waits on staff). */
export const WAITING_REFRESH_MS = 15_000;

export function complaintListQuery(status: ComplaintStatus | null) {
  return infiniteQueryOptions({
    queryKey: listKey(status ?? 'all'),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.list, { query: { page: pageParam, pageSize: PAGE_SIZE, status: status ?? undefined }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function complaintQuery(id: number) {
  return queryOptions({
    queryKey: oneKey(id),
    queryFn: ({ signal }) => call(endpoints.get, { params: { id }, signal }),
    refetchInterval: (q) => {
      const s = q.state.data?.status;
      return s === 'pending' || s === 'processing' ? liveFallback(WAITING_REFRESH_MS) : false;
    },
  });
}

/** Files the complaint; `key` is reused when the same form is sent again, so it is filed once. */
export function useCreateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: ComplaintInput; key: string }) =>
      call(endpoints.create, { body: input, idempotencyKey: key }),
    onSuccess: (c) => {
      queryClient.setQueryData(oneKey(c.id), c);
      return queryClient.invalidateQueries({ queryKey: queryKeys.complaints });
    },
  });
}

/** An answer that returns the updated complaint: cached, lists refreshed (and the balance after a refund). */
function useAction<V>(id: number, action: (v: V) => Promise<Complaint>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (c) => {
      queryClient.setQueryData(oneKey(id), c);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.complaints, predicate: (q) => q.queryKey[1] !== id }),
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
        queryClient.invalidateQueries({ queryKey: ['transactions'] }),
      ]);
    },
  });
}

export const useCancelComplaint = (id: number) => useAction(id, () => call(endpoints.cancel, { params: { id } }));
export const useAcceptOffer = (id: number) => useAction(id, () => call(endpoints.acceptOffer, { params: { id } }));
export const useCounterOffer = (id: number) =>
  useAction(id, (body: { amountVnd: number; note: string }) => call(endpoints.counter, { params: { id }, body }));
export const useAddInfo = (id: number) =>
  useAction(id, (body: { note: string; photoIds: number[] }) => call(endpoints.addInfo, { params: { id }, body }));

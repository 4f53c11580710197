/**
 * Complaint queue (adminComplaintEndpoints): the list by status → Page<ComplaintSummary> (overdue
 * first, then by due date), one complaint, and the staff's answers (take, request information,
 * offer, approve, reject), each answering the updated Complaint and refreshing the lists.
 */
import type { Complaint, ComplaintFaultParty } from '@app/shared/contracts/complaint';
import { adminComplaintEndpoints as api } from '@app/shared/contracts/complaint.endpoints';
import type { ComplaintStatus } from '@app/shared/machines/complaint';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { liveFallback } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type ComplaintFilter = ComplaintStatus | 'all';
export const COMPLAINT_PAGE_SIZE = 20;
const keys = {
  all: ['complaints'] as const,
  list: (status: string, page: number) => ['complaints', 'list', status, page] as const,
  one: (id: number) => ['complaints', 'detail', id] as const,
};

export function complaintsQuery(status: ComplaintFilter, page: number) {
  return queryOptions({
    queryKey: keys.list(status, page),
    queryFn: ({ signal }) =>
      call(api.list, {
        query: { status: status === 'all' ? undefined : status, page, pageSize: COMPLAINT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: () => liveFallback(30_000),
  });
}

export function complaintQuery(id: number) {
  return queryOptions({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => call(api.get, { params: { id }, signal }),
    // The customer may answer while the member looks at it.
    refetchInterval: () => liveFallback(15_000),
  });
}

function useAction<V>(id: number, post: (v: V) => Promise<Complaint>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: (c) => {
      queryClient.setQueryData(keys.one(id), c);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.staffCounts }),
      ]);
    },
  });
}

export const useTake = (id: number) => useAction(id, () => call(api.take, { params: { id } }));
export const useRequestInfo = (id: number) =>
  useAction(id, (note: string) => call(api.requestInfo, { params: { id }, body: { note } }));
export const useOffer = (id: number) =>
  useAction(id, (body: { amountVnd: number; faultParty: ComplaintFaultParty; note: string }) =>
    call(api.offer, { params: { id }, body }),
  );
export const useApprove = (id: number) => useAction(id, () => call(api.approve, { params: { id } }));
export const useReject = (id: number) =>
  useAction(id, (reason: string) => call(api.reject, { params: { id }, body: { reason } }));

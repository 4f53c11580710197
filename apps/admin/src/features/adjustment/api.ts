/**
 * Wallet adjustments (adjustmentEndpoints, DESIGN.md §3.12): the list by status and page →
 * Page<Adjustment>; propose (with an Idempotency-Key, so a retried submit proposes once), approve,
 * reject. Every change refreshes the list. The customer picker searches GET /Admin/Customer; evidence
 * photos upload with POST /Admin/Upload/Image.
 */
import type { AdjustmentInput } from '@app/shared/contracts/adjustment';
import { adjustmentEndpoints } from '@app/shared/contracts/adjustment.endpoints';
import type { UploadedImage } from '@app/shared/contracts/article';
import { customerEndpoints } from '@app/shared/contracts/customer.endpoints';
import type { AdjustmentStatus } from '@app/shared/machines/adjustment';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, postFile } from '../../lib/api-client.ts';
import { liveFallback } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type AdjustmentFilter = AdjustmentStatus | 'all';
export const ADJUSTMENT_PAGE_SIZE = 20;
const key = ['adjustments'] as const;

export function adjustmentsQuery(status: AdjustmentFilter, page: number) {
  return queryOptions({
    queryKey: [...key, status, page],
    queryFn: ({ signal }) =>
      call(adjustmentEndpoints.list, {
        query: { status: status === 'all' ? undefined : status, page, pageSize: ADJUSTMENT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    // Another member may approve while this page is open.
    refetchInterval: () => liveFallback(status === 'pending' ? 30_000 : false),
  });
}

/** Customers whose name, phone or email match `q` (at least two characters), for the picker. */
export function customerSearchQuery(q: string) {
  return queryOptions({
    queryKey: ['adjustment-customer-search', q],
    queryFn: ({ signal }) => call(customerEndpoints.list, { query: { q, page: 1, pageSize: 10 }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

function useAdjustmentChange<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: queryKeys.staffCounts }),
      ]),
  });
}

/** Proposes; `requestKey` is the submit's Idempotency-Key (the same for a retry of one submit). */
export const useProposeAdjustment = () =>
  useAdjustmentChange((v: { body: AdjustmentInput; requestKey: string }) =>
    call(adjustmentEndpoints.create, { body: v.body, idempotencyKey: v.requestKey }),
  );
export const useApproveAdjustment = () =>
  useAdjustmentChange((id: number) => call(adjustmentEndpoints.approve, { params: { id } }));
export const useRejectAdjustment = () =>
  useAdjustmentChange((v: { id: number; reason: string }) =>
    call(adjustmentEndpoints.reject, { params: { id: v.id }, body: { reason: v.reason } }),
  );

/** Uploads an evidence photo as it is (JPEG, PNG, WebP or GIF, ≤ 5 MB; the API checks its bytes). */
export function uploadEvidence(file: Blob): Promise<UploadedImage> {
  return postFile<UploadedImage>('/Admin/Upload/Image', file);
}

/**
 * The withdrawal queue (adminWithdrawalEndpoints): the list by status, search and page (pending
 * refreshed every 30 s while staff watch it), one request, its payout VietQR, and the decisions
 * approve, pay ({ bankReference, proofPhotoIds }) and reject ({ reason }); each answers the request
 * and refreshes the lists. Proof images go up through POST /Admin/Upload/Image first.
 */
import type { UploadedImage } from '@app/shared/contracts/article';
import { adminArticleEndpoints } from '@app/shared/contracts/article.endpoints';
import type { PayWithdrawalInput, Withdrawal } from '@app/shared/contracts/withdrawal';
import { adminWithdrawalEndpoints as api } from '@app/shared/contracts/withdrawal.endpoints';
import type { WithdrawalStatus } from '@app/shared/machines/withdrawal';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, postFile } from '../../lib/api-client.ts';
import { liveFallback } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type WithdrawalFilter = WithdrawalStatus | 'all';
export const WITHDRAWAL_PAGE_SIZE = 20;
const key = ['withdrawals'] as const;

export function withdrawalsQuery(status: WithdrawalFilter, page: number, q = '') {
  return queryOptions({
    queryKey: [...key, 'list', { status, page, q }],
    queryFn: ({ signal }) =>
      call(api.list, {
        query: {
          status: status === 'all' ? undefined : status,
          q: q || undefined,
          page,
          pageSize: WITHDRAWAL_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: () => liveFallback(status === 'pending' ? 30_000 : false),
  });
}

export const withdrawalQuery = (id: number) =>
  queryOptions({
    queryKey: [...key, 'detail', id],
    queryFn: ({ signal }) => call(api.get, { params: { id }, signal }),
  });

export const payoutQrQuery = (id: number) =>
  queryOptions({
    queryKey: [...key, 'qr', id],
    queryFn: ({ signal }) => call(api.payoutQr, { params: { id }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

function useDecision<Input>(post: (input: Input) => Promise<Withdrawal>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: (w) => queryClient.setQueryData(withdrawalQuery(w.id).queryKey, w),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: queryKeys.staffCounts }),
      ]),
  });
}

export const useApproveWithdrawal = () => useDecision((id: number) => call(api.approve, { params: { id } }));

export const usePayWithdrawal = () =>
  useDecision(({ id, ...body }: PayWithdrawalInput & { id: number }) => call(api.pay, { params: { id }, body }));

export const useRejectWithdrawal = () =>
  useDecision(({ id, reason }: { id: number; reason: string }) =>
    call(api.reject, { params: { id }, body: { reason } }),
  );

/** Uploads a proof image as it is (JPEG, PNG, WebP or GIF, ≤ 5 MB; the API checks its bytes). */
export function uploadProof(file: Blob): Promise<UploadedImage> {
  return postFile<UploadedImage>(adminArticleEndpoints.uploadImage.path, file);
}

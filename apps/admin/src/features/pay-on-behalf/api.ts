/**
 * The pay-on-behalf queue (adminPayOnBehalfEndpoints, decision 0114): orders by status, search and
 * page (pending refreshed every 30 s while the live connection is down), one order with its
 * timeline and refund requests, the actions Take, Paid ({ alipayTradeNo, proofPhotoIds }), Fail
 * ({ reason }) and a staff-recorded refund; the refund requests queue with Approve ({ faultParty })
 * and Reject ({ reason }). Each action answers the order or the request and refreshes the lists and
 * the menu counts. Proof images go up through POST /Admin/Upload/Image first.
 */
import type { UploadedImage } from '@app/shared/contracts/article';
import { adminArticleEndpoints } from '@app/shared/contracts/article.endpoints';
import type {
  PobFaultParty,
  PobOrderDetail,
  PobPaidInput,
  PobRefundInput,
  PobRefundRequest,
} from '@app/shared/contracts/pay-on-behalf';
import { adminPayOnBehalfEndpoints as api } from '@app/shared/contracts/pay-on-behalf.endpoints';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, postFile } from '../../lib/api-client.ts';
import { liveFallback } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { PobFilter, RefundFilter } from './pob-model.ts';

export const POB_PAGE_SIZE = 20;
const key = queryKeys.payOnBehalf;

export function pobOrdersQuery(status: PobFilter, page: number, q = '') {
  return queryOptions({
    queryKey: [...key, 'list', { status, page, q }],
    queryFn: ({ signal }) =>
      call(api.list, {
        query: { status: status === 'all' ? undefined : status, q: q || undefined, page, pageSize: POB_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: () => liveFallback(status === 'pending' ? 30_000 : false),
  });
}

export const pobOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [...key, 'detail', id],
    queryFn: ({ signal }) => call(api.get, { params: { id }, signal }),
  });

export function pobRefundsQuery(filter: RefundFilter, page: number, q = '') {
  return queryOptions({
    queryKey: [...key, 'refunds', { ...filter, page, q }],
    queryFn: ({ signal }) =>
      call(api.refunds, {
        query: {
          status: filter.status === 'all' ? undefined : filter.status,
          source: filter.source === 'all' ? undefined : filter.source,
          q: q || undefined,
          page,
          pageSize: POB_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: () => liveFallback(filter.status === 'pending' ? 30_000 : false),
  });
}

function useRefreshAfter<Input, Output>(post: (input: Input) => Promise<Output>, onDone?: (out: Output) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: (out) => onDone?.(out),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: queryKeys.staffCounts }),
      ]),
  });
}

function useOrderAction<Input>(post: (input: Input) => Promise<PobOrderDetail>) {
  const queryClient = useQueryClient();
  return useRefreshAfter(post, (o) => queryClient.setQueryData(pobOrderQuery(o.id).queryKey, o));
}

export const useTakePob = () => useOrderAction((id: number) => call(api.take, { params: { id } }));

export const usePaidPob = () =>
  useOrderAction(({ id, ...body }: PobPaidInput & { id: number }) => call(api.paid, { params: { id }, body }));

export const useFailPob = () =>
  useOrderAction(({ id, reason }: { id: number; reason: string }) =>
    call(api.fail, { params: { id }, body: { reason } }),
  );

export const useRecordPobRefund = () =>
  useRefreshAfter<PobRefundInput & { id: number }, PobRefundRequest>(({ id, ...body }) =>
    call(api.requestRefund, { params: { id }, body }),
  );

export const useApprovePobRefund = () =>
  useRefreshAfter(({ id, faultParty }: { id: number; faultParty: PobFaultParty }) =>
    call(api.approveRefund, { params: { id }, body: { faultParty } }),
  );

export const useRejectPobRefund = () =>
  useRefreshAfter(({ id, reason }: { id: number; reason: string }) =>
    call(api.rejectRefund, { params: { id }, body: { reason } }),
  );

/** Uploads a proof image as it is (JPEG, PNG, WebP or GIF, ≤ 5 MB; the API checks its bytes). */
export function uploadProof(file: Blob): Promise<UploadedImage> {
  return postFile<UploadedImage>(adminArticleEndpoints.uploadImage.path, file);
}

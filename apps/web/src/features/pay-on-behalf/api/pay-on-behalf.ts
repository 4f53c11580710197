/**
 * Pay-on-behalf orders (@app/shared/contracts/pay-on-behalf.endpoints, decision 0114): the list by
 * status, one order (refreshed by the live connection, and polled only while the socket is down
 * while staff owe a step), creating (Idempotency-Key), cancelling, confirming an agent's order,
 * confirming receipt, refund requests. Keys under `queryKeys.pobOrders` (['pob', …]).
 */
import type { PobOrderDetail, PobRefundInput } from '@app/shared/contracts/pay-on-behalf';
import { payOnBehalfEndpoints as endpoints } from '@app/shared/contracts/pay-on-behalf.endpoints';
import type { PayOnBehalfStatus } from '@app/shared/machines/pay-on-behalf';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { liveFallback } from '../../../lib/live.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const PAGE_SIZE = 20;
const oneKey = (id: number) => [...queryKeys.pobOrders, 'order', id];

/** While staff owe the next step (pending, processing) the page asks again every 15 s without a socket. */
export const WAITING_REFRESH_MS = 15_000;

/** Statuses in which staff (not the customer) owe the next step. */
export function staffOwes(status: PayOnBehalfStatus): boolean {
  return status === 'pending' || status === 'processing';
}

const nextPage = (last: { page: number; pageSize: number; total: number }) =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

export function pobListQuery(status: PayOnBehalfStatus | null) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.pobOrders, 'list', status ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.list, { query: { page: pageParam, pageSize: PAGE_SIZE, status: status ?? undefined }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function pobOrderQuery(id: number) {
  return queryOptions({
    queryKey: oneKey(id),
    queryFn: ({ signal }) => call(endpoints.get, { params: { id }, signal }),
    refetchInterval: (q) => {
      const s = q.state.data?.status;
      return s && staffOwes(s) ? liveFallback(WAITING_REFRESH_MS) : false;
    },
  });
}

/** The customer's refund requests; `taobao` lists only those of Taobao Global orders. */
export function pobRefundsQuery(source: 'pay_on_behalf' | 'taobao_global' | null) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.pobOrders, 'refunds', source ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.refunds, {
        query: { page: pageParam, pageSize: PAGE_SIZE, source: source ?? undefined },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Keeps the answer as the order's cache and refreshes the lists and the balance. */
function useOrderAnswer() {
  const queryClient = useQueryClient();
  return (o: PobOrderDetail) => {
    queryClient.setQueryData(oneKey(o.id), o);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [...queryKeys.pobOrders, 'list'] }),
      queryClient.invalidateQueries({ queryKey: [...queryKeys.pobOrders, 'refunds'] }),
      queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      queryClient.invalidateQueries({ queryKey: queryKeys.transactions }),
    ]);
  };
}

/** Creates the order from a quote; `key` is made once per quote, so a retry creates it once. */
export function useCreatePob() {
  const answer = useOrderAnswer();
  return useMutation({
    mutationFn: ({ input, key }: { input: { quoteId: string; lines: PobOrderDetail['lines'] }; key: string }) =>
      call(endpoints.create, { body: input, idempotencyKey: key }),
    onSuccess: answer,
  });
}

function useOrderAction(id: number, action: 'cancel' | 'confirm' | 'confirmReceived') {
  const answer = useOrderAnswer();
  return useMutation({
    mutationFn: () => call(endpoints[action], { params: { id } }),
    onSuccess: answer,
  });
}
export const useCancelPob = (id: number) => useOrderAction(id, 'cancel');
export const useConfirmPob = (id: number) => useOrderAction(id, 'confirm');
export const useConfirmReceivedPob = (id: number) => useOrderAction(id, 'confirmReceived');

export function useRequestRefund(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PobRefundInput) => call(endpoints.requestRefund, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pobOrders }),
  });
}

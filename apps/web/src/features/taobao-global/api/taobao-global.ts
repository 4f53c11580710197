/**
 * Taobao Global (@app/shared/contracts/taobao-global.endpoints, decisions 0116, 0117, 0120): linked
 * accounts, imported orders, paying unpaid ones as one pay-on-behalf order (the price shown first
 * through the pay-on-behalf quote), refund requests. Every key starts with ['taobao-global'], which
 * the live connection refreshes when an order or its pay-on-behalf order changes.
 */

import { payOnBehalfEndpoints } from '@app/shared/contracts/pay-on-behalf.endpoints';
import type { TaobaoGlobalOrder, TaobaoRefundInput } from '@app/shared/contracts/taobao-global';
import {
  taobaoOrderEndpoints,
  taobaoOrderPaymentEndpoints,
  taobaoTokenEndpoints,
} from '@app/shared/contracts/taobao-global.endpoints';
import type { TaobaoGlobalOrderStatus } from '@app/shared/machines/taobao-global';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { payLines } from '../taobao-model.ts';

const root = queryKeys.taobaoGlobal;

export const tokensQuery = queryOptions({
  queryKey: [...root, 'tokens'],
  queryFn: ({ signal }) => call(taobaoTokenEndpoints.list, { signal }),
});

export function ordersQuery(filter: { status?: TaobaoGlobalOrderStatus; tokenId?: number }) {
  return queryOptions({
    queryKey: [...root, 'orders', filter],
    queryFn: ({ signal }) => call(taobaoOrderEndpoints.list, { query: { ...filter, page: 1, pageSize: 50 }, signal }),
  });
}

export function orderQuery(id: number) {
  return queryOptions({
    queryKey: [...root, 'order', id],
    queryFn: ({ signal }) => call(taobaoOrderEndpoints.get, { params: { id }, signal }),
  });
}

export const refundsQuery = queryOptions({
  queryKey: [...root, 'refunds'],
  queryFn: ({ signal }) => call(taobaoOrderPaymentEndpoints.refunds, { query: { page: 1, pageSize: 50 }, signal }),
});

/** The price of paying `orders` now (the pay-on-behalf quote of their lines; the order is priced again when paid). */
export function payQuoteQuery(orders: TaobaoGlobalOrder[]) {
  return queryOptions({
    queryKey: [...root, 'quote', orders.map((o) => o.id)],
    queryFn: () => call(payOnBehalfEndpoints.quote, { body: { lines: payLines(orders) } }),
    staleTime: 60_000,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: root }),
      queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
    ]);
}

export function useStartLink() {
  return useMutation({ mutationFn: () => call(taobaoTokenEndpoints.start, { body: {} }) });
}

export function useSync() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(taobaoTokenEndpoints.sync, { params: { id } }),
    onSettled: refresh,
  });
}

export function useUnlink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(taobaoTokenEndpoints.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

/** Pays `ids` as one pay-on-behalf order; `key` made once per confirmation, reused by its retries. */
export function usePay() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ ids, key }: { ids: number[]; key: string }) =>
      call(taobaoOrderPaymentEndpoints.pay, { body: { ids }, idempotencyKey: key }),
    onSuccess: refresh,
  });
}

export function useRequestRefund() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ orderId, input, key }: { orderId: number; input: TaobaoRefundInput; key: string }) =>
      call(taobaoOrderPaymentEndpoints.refund, { params: { id: orderId }, body: input, idempotencyKey: key }),
    onSuccess: refresh,
  });
}

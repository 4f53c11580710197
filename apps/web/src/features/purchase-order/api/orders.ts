/**
 * Purchase orders (@app/shared/contracts/purchase-order.endpoints): paged summaries by status, one
 * order, placing (one order per shop), paying the deposit (Idempotency-Key), cancelling. Keys
 * `queryKeys.orderList(status)`, `queryKeys.order(id)`.
 */

import { buyingEndpoints } from '@app/shared/contracts/buying.endpoints';
import type { CreatePurchaseOrderInput, PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { purchaseOrderEndpoints } from '@app/shared/contracts/purchase-order.endpoints';
import type { PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const PAGE_SIZE = 20;

export function ordersQuery(status: PurchaseOrderStatus | null) {
  return infiniteQueryOptions({
    queryKey: queryKeys.orderList(status ?? 'all'),
    queryFn: ({ pageParam, signal }) =>
      call(purchaseOrderEndpoints.list, {
        query: { page: pageParam, pageSize: PAGE_SIZE, status: status ?? undefined },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function orderQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.order(id),
    queryFn: ({ signal }) => call(purchaseOrderEndpoints.get, { params: { id }, signal }),
  });
}

/** Creates the orders; the ordered lines leave the cart, so the cart is refetched. */
export function useCreateOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePurchaseOrderInput) => call(purchaseOrderEndpoints.create, { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
      ]),
  });
}

/**
 * An order action answering the updated order: caches it, refreshes lists and the wallet balance.
 * `onDone` runs even when the calling button has unmounted (the new order hides it).
 */
function useOrderAction<V>(
  id: number,
  action: (v: V) => Promise<PurchaseOrder>,
  onDone?: (order: PurchaseOrder) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (order) => {
      onDone?.(order);
      queryClient.setQueryData(queryKeys.order(id), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orderLists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      ]);
    },
  });
}

/** Pays the deposit from the wallet; `key` is reused on retry so it is never paid twice. */
export function useDepositOrder(id: number, onDone?: (order: PurchaseOrder) => void) {
  return useOrderAction(
    id,
    (key: string) => call(purchaseOrderEndpoints.deposit, { params: { id }, idempotencyKey: key }),
    onDone,
  );
}

export function useCancelOrder(id: number, onDone?: (order: PurchaseOrder) => void) {
  return useOrderAction(
    id,
    (reason: string) => call(purchaseOrderEndpoints.cancel, { params: { id }, body: { reason } }),
    onDone,
  );
}

/** Accepts or declines a price change; `key` is reused on retry so the answer counts once. */
export function useConfirmPriceChange(id: number, onDone?: (order: PurchaseOrder) => void) {
  return useOrderAction(
    id,
    ({ accept, key }: { accept: boolean; key: string }) =>
      call(buyingEndpoints.confirmPriceChange, { params: { id }, body: { accept }, idempotencyKey: key }),
    onDone,
  );
}

/**
 * Purchase orders: GET /OrderOrdering?status=&page= (paged summaries), GET /OrderOrdering/{id},
 * POST /OrderOrdering (one order per shop), POST /OrderOrdering/{id}/Deposit (Idempotency-Key),
 * POST /OrderOrdering/{id}/Cancel. Keys: ['orders', 'list', status], ['orders', id].
 */
import type { CreatePurchaseOrderInput, PurchaseOrder, PurchaseOrderSummary } from '@app/shared/contracts/order';
import type { PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/current-user.ts';

export const PAGE_SIZE = 20;
interface OrderPage {
  items: PurchaseOrderSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export function ordersQuery(status: PurchaseOrderStatus | null) {
  return infiniteQueryOptions({
    queryKey: ['orders', 'list', status ?? 'all'],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ page: String(pageParam), pageSize: String(PAGE_SIZE) });
      if (status) query.set('status', status);
      return api<OrderPage>(`/OrderOrdering?${query}`, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function orderQuery(id: number) {
  return queryOptions({
    queryKey: ['orders', id],
    queryFn: ({ signal }) => api<PurchaseOrder>(`/OrderOrdering/${id}`, { signal }),
  });
}

/** Creates the orders; the ordered lines leave the cart, so the cart is refetched. */
export function useCreateOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePurchaseOrderInput) =>
      api<PurchaseOrder[]>('/OrderOrdering', { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}

/**
 * An order action answering the updated order: caches it, refreshes lists and the wallet balance.
 * `onDone` runs even when the calling button has unmounted (the new order hides it).
 */
function useOrderAction<V>(
  id: number,
  call: (v: V) => Promise<PurchaseOrder>,
  onDone?: (order: PurchaseOrder) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => {
      onDone?.(order);
      queryClient.setQueryData(['orders', id], order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders', 'list'] }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
    },
  });
}

/** Pays the deposit from the wallet; `key` is reused on retry so it is never paid twice. */
export function useDepositOrder(id: number, onDone?: (order: PurchaseOrder) => void) {
  return useOrderAction(
    id,
    (key: string) =>
      api<PurchaseOrder>(`/OrderOrdering/${id}/Deposit`, { method: 'POST', headers: { 'Idempotency-Key': key } }),
    onDone,
  );
}

export function useCancelOrder(id: number, onDone?: (order: PurchaseOrder) => void) {
  return useOrderAction(
    id,
    (reason: string) => api<PurchaseOrder>(`/OrderOrdering/${id}/Cancel`, { method: 'POST', body: { reason } }),
    onDone,
  );
}

/**
 * Purchase orders for staff: GET /api/Admin/OrderOrdering?status&page&pageSize →
 * Page<PurchaseOrderSummary> (with customer); GET …/{id} → AdminPurchaseOrder (with the next
 * statuses this staff member may set); POST …/{id}/Status { status, note } → AdminPurchaseOrder,
 * 409 with a Message when the move is not in DESIGN.md §3.1's table or not the member's part.
 */
import type { AdminPurchaseOrder, PurchaseOrderSummary } from '@app/shared/contracts/order';
import type { PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from '../../lib/api-client.ts';

export type OrderFilter = PurchaseOrderStatus | 'all';
export const ORDER_PAGE_SIZE = 20;

export function ordersQuery(status: OrderFilter, page: number) {
  return queryOptions({
    queryKey: ['orders', 'list', { status, page }],
    queryFn: ({ signal }) =>
      api<Page<PurchaseOrderSummary>>('/Admin/OrderOrdering', {
        query: { status: status === 'all' ? undefined : status, page, pageSize: ORDER_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function orderQuery(id: number) {
  return queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => api<AdminPurchaseOrder>(`/Admin/OrderOrdering/${id}`, { signal }),
  });
}

export interface StatusChange {
  status: PurchaseOrderStatus;
  note: string;
}

/** Moves order `id` to a new status; the answer replaces the cached order and the lists refetch. */
export function useChangeOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) =>
      api<AdminPurchaseOrder>(`/Admin/OrderOrdering/${id}/Status`, { method: 'POST', body: change }),
    onSuccess: (order) => queryClient.setQueryData(orderQuery(id).queryKey, order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

/**
 * Purchase orders for staff (adminPurchaseOrderEndpoints): the list by status, search text and page →
 * Page<PurchaseOrderSummary> (with customer); one order → AdminPurchaseOrder (with the next
 * statuses this staff member may set); a status change { status, note } → AdminPurchaseOrder,
 * 409 with a Message when the move is not in DESIGN.md §3.1's table or not the member's part.
 */
import { adminPurchaseOrderEndpoints } from '@app/shared/contracts/purchase-order.endpoints';
import type { PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type OrderFilter = PurchaseOrderStatus | 'all';
export const ORDER_PAGE_SIZE = 20;

/** The list's filter as the API takes it (also the CSV export's query): `q` is the search box's text. */
export function orderFilterQuery(status: OrderFilter, q: string) {
  return { status: status === 'all' ? undefined : status, q: q || undefined };
}

export function ordersQuery(status: OrderFilter, page: number, q = '') {
  return queryOptions({
    queryKey: queryKeys.orderList({ status, page, q }),
    queryFn: ({ signal }) =>
      call(adminPurchaseOrderEndpoints.list, {
        query: { ...orderFilterQuery(status, q), page, pageSize: ORDER_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function orderQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.order(id),
    queryFn: ({ signal }) => call(adminPurchaseOrderEndpoints.get, { params: { id }, signal }),
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
    mutationFn: (change: StatusChange) => call(adminPurchaseOrderEndpoints.setStatus, { params: { id }, body: change }),
    onSuccess: (order) => queryClient.setQueryData(orderQuery(id).queryKey, order),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.staffCounts }),
      ]),
  });
}

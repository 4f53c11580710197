/**
 * Delivery requests (@app/shared/contracts/delivery.endpoints): what waits at VN warehouses, the
 * request list and one request, creating (Idempotency-Key) and cancelling, and the address book
 * under the shared key. Creating or cancelling moves money: the balance, orders and parcels refresh.
 */
import { addressEndpoints } from '@app/shared/contracts/address.endpoints';
import type { CreateDeliveryInput, Delivery } from '@app/shared/contracts/delivery';
import { deliveryEndpoints } from '@app/shared/contracts/delivery.endpoints';
import type { DeliveryStatus } from '@app/shared/machines/delivery';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const deliveryKeys = {
  all: ['delivery'],
  available: ['delivery', 'available'],
  lists: ['delivery', 'list'],
  list: (status: string) => ['delivery', 'list', status],
  one: (id: number) => ['delivery', id],
  /** The create mutation: the form's page keeps its data while it runs (delivery-create-page.tsx). */
  create: ['delivery', 'create'],
} as const;

export const availableQuery = queryOptions({
  queryKey: deliveryKeys.available,
  queryFn: ({ signal }) => call(deliveryEndpoints.available, { signal }),
});

export const addressesQuery = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: ({ signal }) => call(addressEndpoints.list, { signal }),
});

export const PAGE_SIZE = 20;

export function deliveriesQuery(status: DeliveryStatus | null) {
  return infiniteQueryOptions({
    queryKey: deliveryKeys.list(status ?? 'all'),
    queryFn: ({ pageParam, signal }) =>
      call(deliveryEndpoints.list, {
        query: { page: pageParam, pageSize: PAGE_SIZE, status: status ?? undefined },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function deliveryQuery(id: number) {
  return queryOptions({
    queryKey: deliveryKeys.one(id),
    queryFn: ({ signal }) => call(deliveryEndpoints.get, { params: { id }, signal }),
  });
}

/** After money moved: the balance, orders, parcels and delivery lists are stale. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (delivery: Delivery) => {
    queryClient.setQueryData(deliveryKeys.one(delivery.id), delivery);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: deliveryKeys.lists }),
      queryClient.invalidateQueries({ queryKey: deliveryKeys.available }),
      queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
      queryClient.invalidateQueries({ queryKey: queryKeys.parcels }),
    ]);
  };
}

/** Creates the request; `key` is made once per form and reused by retries, so it never pays twice. */
export function useCreateDelivery() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationKey: deliveryKeys.create,
    mutationFn: ({ input, key }: { input: CreateDeliveryInput; key: string }) =>
      call(deliveryEndpoints.create, { body: input, idempotencyKey: key }),
    // The form moves to the new request at once: the lists and balances it invalidates refetch
    // behind it instead of holding the customer on the form until every one has answered.
    onSuccess: (delivery) => {
      void refresh(delivery);
    },
  });
}

export function useCancelDelivery(id: number) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (reason: string) => call(deliveryEndpoints.cancel, { params: { id }, body: { reason } }),
    onSuccess: refresh,
  });
}

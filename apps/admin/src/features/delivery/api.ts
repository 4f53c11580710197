/**
 * Delivery requests for staff (adminDeliveryEndpoints): the queue by warehouse and status; one
 * request; its export slip; moving it along, scanning parcels out, and a request for a customer who
 * called in. Each change answers the request and refreshes the queue.
 */
import type { AdminCreateDeliveryInput, AdminDelivery, DeliveryStatusInput } from '@app/shared/contracts/delivery';
import { adminDeliveryEndpoints as endpoints } from '@app/shared/contracts/delivery.endpoints';
import type { DeliveryStatus } from '@app/shared/machines/delivery';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { liveFallback } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const PAGE_SIZE = 20;
/** The queue and an open request refresh themselves while staff and customers act on them. */
export const LIVE_MS = 15_000;

export function queueQuery(f: { warehouseId: number | 'all'; status: string; page: number }) {
  return queryOptions({
    queryKey: queryKeys.deliveryQueue(f),
    queryFn: ({ signal }) =>
      call(endpoints.list, {
        query: {
          warehouseId: f.warehouseId === 'all' ? undefined : f.warehouseId,
          status: f.status === 'open' ? undefined : (f.status as DeliveryStatus),
          page: f.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: () => liveFallback(LIVE_MS),
  });
}

export const deliveryQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.delivery(id),
    queryFn: ({ signal }) => call(endpoints.get, { params: { id }, signal }),
  });

export const exportSlipQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.exportSlip(id),
    queryFn: ({ signal }) => call(endpoints.exportSlip, { params: { id }, signal }),
  });

export function availableFor(customer: string) {
  return call(endpoints.available, { query: { customer } });
}

function useDeliveryAction<V>(action: (v: V) => Promise<AdminDelivery>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (d) => queryClient.setQueryData(queryKeys.delivery(d.id), d),
    // The queue refetches in the background: the mutation ends with the answer. Awaiting the refetch
    // kept it pending while the answer already showed the next step, whose button (loading, from the
    // same mutation) then swallowed a click.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.deliveries });
    },
  });
}

export const useSetStatus = (id: number) =>
  useDeliveryAction((body: DeliveryStatusInput) => call(endpoints.setStatus, { params: { id }, body }));

export const useCreateForCustomer = () =>
  useDeliveryAction(({ body, key }: { body: AdminCreateDeliveryInput; key: string }) =>
    call(endpoints.create, { body, idempotencyKey: key }),
  );

export function useScanOut(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(endpoints.scanOut, { params: { id }, body: { code } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.delivery(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.exportSlip(id) }),
      ]),
  });
}

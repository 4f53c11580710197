/**
 * Consignment orders (@app/shared/contracts/consignment.endpoints): paged summaries by status, one
 * order, creating (Idempotency-Key), cancelling, adding and removing declared codes; the public fee
 * calculator and its warehouses; the measure look-up; the send-to address before creating. Keys under ['consignment'].
 */
import type {
  CalcShippingFeeInput,
  ConsignmentOrder,
  CreateConsignmentInput,
  DeclaredParcelInput,
} from '@app/shared/contracts/consignment';
import { consignmentEndpoints as endpoints } from '@app/shared/contracts/consignment.endpoints';
import type { ConsignmentStatus } from '@app/shared/machines/consignment';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const PAGE_SIZE = 20;

export const consignmentKeys = {
  all: ['consignment'] as const,
  lists: ['consignment', 'list'] as const,
  list: (status: string) => ['consignment', 'list', status] as const,
  order: (id: number) => ['consignment', id] as const,
  warehouses: ['consignment', 'warehouses'] as const,
  sendTo: (vnWarehouseId: number) => ['consignment', 'send-to', vnWarehouseId] as const,
};

export function consignmentListQuery(status: ConsignmentStatus | null) {
  return infiniteQueryOptions({
    queryKey: consignmentKeys.list(status ?? 'all'),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.list, { query: { page: pageParam, pageSize: PAGE_SIZE, status: status ?? undefined }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function consignmentQuery(id: number) {
  return queryOptions({
    queryKey: consignmentKeys.order(id),
    queryFn: ({ signal }) => call(endpoints.get, { params: { id }, signal }),
  });
}

/** The VN warehouses (public: the calculator works signed out). */
export const destinationsQuery = queryOptions({
  queryKey: consignmentKeys.warehouses,
  queryFn: ({ signal }) => call(endpoints.warehouses, { signal, token: null }),
  staleTime: 60 * 60_000,
});

/**
 * Where the seller sends the parcels before the order exists (decision 0092): the China warehouse of
 * the route to `vnWarehouseId`, the recipient the customer code alone.
 */
export function sendToPreviewQuery(vnWarehouseId: number) {
  return queryOptions({
    queryKey: consignmentKeys.sendTo(vnWarehouseId),
    queryFn: ({ signal }) => call(endpoints.sendTo, { query: { vnWarehouseId }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

/** Creates the order; `key` is reused when the same form is sent again, so it is created once. */
export function useCreateConsignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateConsignmentInput; key: string }) =>
      call(endpoints.create, { body: input, idempotencyKey: key }),
    onSuccess: (order) => {
      queryClient.setQueryData(consignmentKeys.order(order.id), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: consignmentKeys.lists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.parcels }),
      ]);
    },
  });
}

/** An action answering the updated order: caches it and refreshes the lists and parcels. */
function useOrderAction<V>(id: number, action: (v: V) => Promise<ConsignmentOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (order) => {
      queryClient.setQueryData(consignmentKeys.order(id), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: consignmentKeys.lists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.parcels }),
      ]);
    },
  });
}

export function useCancelConsignment(id: number) {
  return useOrderAction(id, () => call(endpoints.cancel, { params: { id } }));
}

export function useAddParcels(id: number) {
  return useOrderAction(id, (parcels: DeclaredParcelInput[]) =>
    call(endpoints.addParcels, { params: { id }, body: { parcels } }),
  );
}

export function useRemoveParcel(id: number) {
  return useOrderAction(id, (parcelId: number) => call(endpoints.removeParcel, { params: { id, parcelId } }));
}

/** The public calculator: sends no token, so it answers the same signed in or out. */
export function useCalcShippingFee() {
  return useMutation({
    mutationFn: (input: CalcShippingFeeInput) => call(endpoints.calcShippingFee, { body: input, token: null }),
  });
}

export function useMeasureCode() {
  return useMutation({
    mutationFn: (code: string) => call(endpoints.measureCode, { query: { code } }),
  });
}

/**
 * Bags (bagEndpoints): list by warehouse and status → Page<BagSummary>; one bag → Bag (parcels, the
 * ones not yet scanned in Vietnam, events); open, add a parcel by code or take one back out, close with the weight, ship,
 * receive: each answers the Bag and refreshes the lists.
 */
import type { Bag } from '@app/shared/contracts/bag';
import { bagEndpoints } from '@app/shared/contracts/bag.endpoints';
import { warehouseEndpoints } from '@app/shared/contracts/warehouse.endpoints';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, fetchText } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const BAG_PAGE_SIZE = 20;

export const warehousesQuery = () =>
  queryOptions({
    queryKey: queryKeys.warehouses,
    queryFn: ({ signal }) => call(warehouseEndpoints.list, { signal }),
    staleTime: 10 * 60_000,
  });

export function bagsQuery(f: { warehouseId: number | 'all'; status: string; page: number }) {
  return queryOptions({
    queryKey: queryKeys.bagList(f),
    queryFn: ({ signal }) =>
      call(bagEndpoints.list, {
        query: {
          warehouseId: f.warehouseId === 'all' ? undefined : f.warehouseId,
          status: f.status === 'all' ? undefined : (f.status as Bag['status']),
          page: f.page,
          pageSize: BAG_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const bagQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.bag(id),
    queryFn: ({ signal }) => call(bagEndpoints.get, { params: { id }, signal }),
  });

function useBagAction<V>(action: (v: V) => Promise<Bag>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (bag) => queryClient.setQueryData(queryKeys.bag(bag.id), bag),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bags }),
  });
}

export const useCreateBag = () =>
  useBagAction((body: { fromWarehouseId: number; toWarehouseId: number }) => call(bagEndpoints.create, { body }));
export const useAddParcel = (id: number) =>
  useBagAction((code: string) => call(bagEndpoints.addParcel, { params: { id }, body: { code } }));
export const useRemoveParcel = (id: number) =>
  useBagAction((parcelId: number) => call(bagEndpoints.removeParcel, { params: { id, parcelId } }));
export const useCloseBag = (id: number) =>
  useBagAction((weightGrams: number) => call(bagEndpoints.close, { params: { id }, body: { weightGrams } }));
export const useShipBag = (id: number) => useBagAction(() => call(bagEndpoints.ship, { params: { id } }));
export const useReceiveBag = (id: number) => useBagAction(() => call(bagEndpoints.receive, { params: { id } }));

/** The printable label of bag `id` (SVG, 100 × 75 mm: code as Code 128, route, weight, parcel count). */
export function fetchBagLabel(id: number): Promise<string> {
  return fetchText(bagEndpoints.label.path.replace(':id', String(id)));
}

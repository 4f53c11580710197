/**
 * The customer's parcels (@app/shared/contracts/parcel.endpoints): pages by status or by order, and
 * one parcel with its photos and events. Shared by the /package page and the order page.
 */
import { parcelEndpoints } from '@app/shared/contracts/parcel.endpoints';
import type { ParcelStatus } from '@app/shared/machines/parcel';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

export const PARCEL_PAGE_SIZE = 20;

export function parcelsQuery(filter: { status?: ParcelStatus | null; orderId?: number }) {
  return infiniteQueryOptions({
    queryKey: queryKeys.parcelList({ status: filter.status ?? 'all', orderId: filter.orderId }),
    queryFn: ({ pageParam, signal }) =>
      call(parcelEndpoints.list, {
        query: {
          page: pageParam,
          pageSize: filter.orderId ? 100 : PARCEL_PAGE_SIZE,
          status: filter.status ?? undefined,
          orderId: filter.orderId,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function parcelQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.parcel(id),
    queryFn: ({ signal }) => call(parcelEndpoints.get, { params: { id }, signal }),
  });
}

export function unclaimedQuery() {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.parcels, 'unclaimed'],
    queryFn: ({ pageParam, signal }) =>
      call(parcelEndpoints.unclaimed, { query: { page: pageParam, pageSize: PARCEL_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

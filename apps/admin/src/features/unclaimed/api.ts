/**
 * Unclaimed parcels (adminParcelEndpoints): the staff list with photos and claims → Page<UnclaimedParcel>;
 * assigning one to an order or a customer; confirming or rejecting a customer's claim; marking a
 * photo as showing the courier label.
 */
import { adminParcelEndpoints } from '@app/shared/contracts/parcel.endpoints';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const UNCLAIMED_PAGE_SIZE = 20;

export function unclaimedQuery(f: { warehouseId: number | 'all'; page: number }) {
  return queryOptions({
    queryKey: queryKeys.unclaimed(f),
    queryFn: ({ signal }) =>
      call(adminParcelEndpoints.unclaimed, {
        query: {
          warehouseId: f.warehouseId === 'all' ? undefined : f.warehouseId,
          page: f.page,
          pageSize: UNCLAIMED_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshing<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.parcels }),
  });
}

export const useAssign = () =>
  useRefreshing(({ id, ...body }: { id: number; orderId?: number; customerId?: number }) =>
    call(adminParcelEndpoints.assign, { params: { id }, body }),
  );
export const useConfirmClaim = () =>
  useRefreshing((id: number) => call(adminParcelEndpoints.confirmClaim, { params: { id }, body: {} }));
export const useRejectClaim = () =>
  useRefreshing((id: number) => call(adminParcelEndpoints.rejectClaim, { params: { id }, body: {} }));
/** Marks a photo as showing the courier label (hidden from customers) or not (decision 0083). */
export const usePhotoShowsLabel = () =>
  useRefreshing(({ id, showsLabel }: { id: number; showsLabel: boolean }) =>
    call(adminParcelEndpoints.photoShowsLabel, { params: { id }, body: { showsLabel } }),
  );

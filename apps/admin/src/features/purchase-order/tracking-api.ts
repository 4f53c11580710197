/**
 * A purchase order's tracking codes (adminParcelEndpoints, decision 0091): the list, adding a pasted list,
 * and removing a wrong code while its parcel is expected. Each change answers the order's parcels,
 * which replace the cached list; the order (its status follows its parcels) and lists refetch.
 */
import type { AdminParcelSummary } from '@app/shared/contracts/parcel';
import { adminParcelEndpoints } from '@app/shared/contracts/parcel.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function trackingCodesQuery(orderId: number) {
  return queryOptions({
    queryKey: queryKeys.trackingCodes(orderId),
    queryFn: ({ signal }) => call(adminParcelEndpoints.trackingCodes, { params: { id: orderId }, signal }),
  });
}

function useTrackingChange<V>(orderId: number, action: (v: V) => Promise<AdminParcelSummary[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (parcels) => queryClient.setQueryData(queryKeys.trackingCodes(orderId), parcels),
    // The order moves with its parcels (purchased → seller_shipped, or on to the CN warehouse).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.order(orderId) }),
  });
}

/** Adds courier codes (already normalised by the contract) to order `orderId`. */
export function useAddTrackingCodes(orderId: number) {
  return useTrackingChange(orderId, (trackingCodes: string[]) =>
    call(adminParcelEndpoints.addTrackingCodes, { params: { id: orderId }, body: { trackingCodes } }),
  );
}

/** Removes the expected parcel `parcelId` (a wrong code) from order `orderId`. */
export function useRemoveTrackingCode(orderId: number) {
  return useTrackingChange(orderId, (parcelId: number) =>
    call(adminParcelEndpoints.removeTrackingCode, { params: { id: orderId, parcelId } }),
  );
}

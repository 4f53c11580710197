/**
 * The address book (@app/shared/contracts/address.endpoints): list, get, create, update, remove.
 * Query key `queryKeys.addresses` (the order page reads the same key to offer a receiver).
 */

import type { AddressInput } from '@app/shared/contracts/address';
import { addressEndpoints } from '@app/shared/contracts/address.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const addressesQuery = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: ({ signal }) => call(addressEndpoints.list, { signal }),
});

export function addressQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.address(id),
    queryFn: ({ signal }) => call(addressEndpoints.get, { params: { id }, signal }),
  });
}

/** Creates an address, or updates address `id` when given; refreshes every address query. */
export function useSaveAddress(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) =>
      id
        ? call(addressEndpoints.update, { params: { id }, body: input })
        : call(addressEndpoints.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(addressEndpoints.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.address(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.addresses });
    },
  });
}

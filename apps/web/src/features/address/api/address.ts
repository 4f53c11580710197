/**
 * The address book: GET/POST /Address, GET/PUT/DELETE /Address/{id}. Query key ['addresses']
 * (the order page reads the same key to offer a receiver).
 */
import type { Address, AddressInput } from '@app/shared/contracts/address';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const addressesQuery = queryOptions({
  queryKey: ['addresses'],
  queryFn: ({ signal }) => api<Address[]>('/Address', { signal }),
});

export function addressQuery(id: number) {
  return queryOptions({
    queryKey: ['addresses', id],
    queryFn: ({ signal }) => api<Address>(`/Address/${id}`, { signal }),
  });
}

/** POST /Address, or PUT /Address/{id} when `id` is given; refreshes every address query. */
export function useSaveAddress(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) =>
      api<Address>(id ? `/Address/${id}` : '/Address', { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['addresses'] }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`/Address/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: ['addresses', id] });
      return queryClient.invalidateQueries({ queryKey: ['addresses'] });
    },
  });
}

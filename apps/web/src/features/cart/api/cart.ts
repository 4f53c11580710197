/**
 * The cart resource (@app/shared/contracts/cart.endpoints): the cart grouped by shop and valued at
 * the current rate, a line's quantity and note, removing a line. Query key `queryKeys.cart` is
 * shared with the product page (adds) and the order pages (ordered items leave the cart).
 */
import { cartEndpoints } from '@app/shared/contracts/cart.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const cartQuery = queryOptions({
  queryKey: queryKeys.cart,
  queryFn: ({ signal }) => call(cartEndpoints.get, { signal }),
});

/** Changes quantity and/or note of one line; the cart is refetched for fresh VND estimates. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: number; quantity?: number; note?: string; needsQuote?: boolean }) =>
      call(cartEndpoints.update, { params: { id }, body: patch }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(cartEndpoints.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}

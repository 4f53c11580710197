/**
 * The cart resource: GET /ShoppingCart (items grouped by shop, valued at the current rate),
 * PUT /ShoppingCart/{id} { quantity?, note? }, DELETE /ShoppingCart/{id}. Query key ['cart'] is
 * shared with the product page (adds) and the order pages (ordered items leave the cart).
 */
import type { Cart, CartItem } from '@app/shared/contracts/cart';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const cartQuery = queryOptions({
  queryKey: ['cart'],
  queryFn: ({ signal }) => api<Cart>('/ShoppingCart', { signal }),
});

/** Changes quantity and/or note of one line; the cart is refetched for fresh VND estimates. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: number; quantity?: number; note?: string }) =>
      api<CartItem>(`/ShoppingCart/${id}`, { method: 'PUT', body: patch }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`/ShoppingCart/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}

/** Adding a product to the cart from the product page: POST /ShoppingCart (cartItemInput) → CartItem. */
import type { CartItem, CartItemInput } from '@app/shared/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Adds one line; refreshes the cart (query key ['cart'], shared with the cart and order pages). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CartItemInput) => api<CartItem>('/ShoppingCart', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}

/** Adding a product to the cart from the product page (cartEndpoints.add: cartItemInput → CartItem). */

import type { CartItemInput } from '@app/shared/contracts/cart';
import { cartEndpoints } from '@app/shared/contracts/cart.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Adds one line; refreshes the cart (`queryKeys.cart`, shared with the cart and order pages). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CartItemInput) => call(cartEndpoints.add, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}

/**
 * The cart resource (@app/shared/contracts/cart.endpoints): the cart grouped by shop and valued at
 * the current rate, a line's quantity and note, removing a line. Query key `queryKeys.cart` is
 * shared with the product page (adds) and the order pages (ordered items leave the cart).
 */

import type { cartItemUpdate } from '@app/shared/contracts/cart';
import { cartEndpoints } from '@app/shared/contracts/cart.endpoints';
import type { Site } from '@app/shared/contracts/product';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type CartItemUpdate = z.input<typeof cartItemUpdate>;

export const cartQuery = queryOptions({
  queryKey: queryKeys.cart,
  queryFn: ({ signal }) => call(cartEndpoints.get, { signal }),
});

/**
 * The cart with its shop groups' estimates on route `routeId`; null: the default route, under the
 * same key as `cartQuery` (one cache entry for the cart as every other page reads it).
 */
export function cartOnRouteQuery(routeId: number | null) {
  return queryOptions({
    queryKey: (routeId === null ? queryKeys.cart : [...queryKeys.cart, { routeId }]) as readonly unknown[],
    queryFn: ({ signal }) => call(cartEndpoints.get, { query: routeId === null ? {} : { routeId }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Changes quantity, note, quote flag or weight of one line; the cart is refetched for fresh estimates. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: number } & CartItemUpdate) =>
      call(cartEndpoints.update, { params: { id }, body: patch }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}

/** Sets one shop group's China domestic shipping (fen); its estimate is refetched. */
export function useSetShopShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { site: Site; shopName: string; domesticShippingFen: number }) =>
      call(cartEndpoints.setShop, { body }),
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

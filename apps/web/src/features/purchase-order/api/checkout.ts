/**
 * What the order-create page reads from other areas, under their shared query keys so caches
 * agree: the cart (`queryKeys.cart`), the address book (`queryKeys.addresses`) and the
 * warehouses (['warehouses']).
 */
import { addressEndpoints } from '@app/shared/contracts/address.endpoints';
import { cartEndpoints } from '@app/shared/contracts/cart.endpoints';
import { warehouseEndpoints } from '@app/shared/contracts/warehouse.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const checkoutCartQuery = queryOptions({
  queryKey: queryKeys.cart,
  queryFn: ({ signal }) => call(cartEndpoints.get, { signal }),
});

export const checkoutAddressesQuery = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: ({ signal }) => call(addressEndpoints.list, { signal }),
});

export const warehousesQuery = queryOptions({
  queryKey: ['warehouses'],
  queryFn: ({ signal }) => call(warehouseEndpoints.list, { signal }),
  staleTime: 60 * 60_000,
});

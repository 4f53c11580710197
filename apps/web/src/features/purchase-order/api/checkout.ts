/**
 * What the order-create page reads from other areas, under their shared query keys so caches
 * agree: the cart (['cart'], GET /ShoppingCart), the address book (['addresses'], GET /Address)
 * and the warehouses (['warehouses'], GET /Warehouse).
 */
import type { Address, Warehouse } from '@app/shared/contracts/address';
import type { Cart } from '@app/shared/contracts/cart';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const checkoutCartQuery = queryOptions({
  queryKey: ['cart'],
  queryFn: ({ signal }) => api<Cart>('/ShoppingCart', { signal }),
});

export const checkoutAddressesQuery = queryOptions({
  queryKey: ['addresses'],
  queryFn: ({ signal }) => api<Address[]>('/Address', { signal }),
});

export const warehousesQuery = queryOptions({
  queryKey: ['warehouses'],
  queryFn: ({ signal }) => api<Warehouse[]>('/Warehouse', { signal }),
  staleTime: 60 * 60_000,
});

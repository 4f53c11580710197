/**
 * The purchase rate in force (VND per CNY) as the cart answers it, for the product form's estimates
 * in đồng. Same key as the cart (`queryKeys.cart`), so the cart the customer is filling is fetched
 * once for both; null while there is no rate.
 */
import { cartEndpoints } from '@app/shared/contracts/cart.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const purchaseRateQuery = queryOptions({
  queryKey: queryKeys.cart,
  queryFn: ({ signal }) => call(cartEndpoints.get, { signal }),
  select: (cart) => cart.exchangeRate,
});

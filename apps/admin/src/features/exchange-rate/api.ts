/**
 * Purchase exchange rate (VND per CNY, exchangeRateEndpoints): the history → { current, history },
 * setting { rate } → the new rate. Setting one refreshes the page's data.
 */

import { exchangeRateEndpoints } from '@app/shared/contracts/exchange-rate.endpoints';
import type { exchangeRate, exchangeRateList } from '@app/shared/contracts/wallet';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import type { Parsed } from '../../lib/infer.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type ExchangeRate = Parsed<typeof exchangeRate>;
export type ExchangeRateList = Parsed<typeof exchangeRateList>;

export const exchangeRateQuery = queryOptions({
  queryKey: queryKeys.exchangeRate,
  queryFn: ({ signal }) => call(exchangeRateEndpoints.history, { signal }),
});

/** Sets a new purchase rate (integer đồng per yuan, 1,000–10,000; the API checks it again). */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rate: number) => call(exchangeRateEndpoints.set, { body: { rate } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeRateQuery.queryKey }),
  });
}

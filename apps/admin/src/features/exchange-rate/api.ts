/**
 * Purchase exchange rate (VND per CNY): GET /api/Admin/ExchangeRate → { current, history },
 * POST /api/Admin/ExchangeRate { rate } → the new rate. Setting one refreshes the page's data.
 */
import type { exchangeRate, exchangeRateList } from '@app/shared/contracts/wallet';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { Parsed } from '../../lib/infer.ts';

export type ExchangeRate = Parsed<typeof exchangeRate>;
export type ExchangeRateList = Parsed<typeof exchangeRateList>;

export const exchangeRateQuery = queryOptions({
  queryKey: ['exchangeRate'],
  queryFn: ({ signal }) => api<ExchangeRateList>('/Admin/ExchangeRate', { signal }),
});

/** Sets a new purchase rate (integer đồng per yuan, 1,000–10,000; the API checks it again). */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rate: number) => api<ExchangeRate>('/Admin/ExchangeRate', { method: 'POST', body: { rate } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeRateQuery.queryKey }),
  });
}

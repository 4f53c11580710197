/**
 * Wallet (@app/shared/contracts/wallet.endpoints): a recharge request { amountVnd } → Recharge
 * (company account, memo, VietQR payload), the customer's requests, the ledger entries. Keys
 * ['recharges'], ['transactions']; the balance is the current user's (`queryKeys.currentUser`).
 */
import { rechargeEndpoints, transactionEndpoints } from '@app/shared/contracts/wallet.endpoints';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const nextPage = (last: { page: number; pageSize: number; total: number }) =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

export const rechargesQuery = infiniteQueryOptions({
  queryKey: ['recharges'],
  queryFn: ({ pageParam, signal }) =>
    call(rechargeEndpoints.list, { query: { page: pageParam, pageSize: 10 }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPage,
});

export const transactionsQuery = infiniteQueryOptions({
  queryKey: ['transactions'],
  queryFn: ({ pageParam, signal }) =>
    call(transactionEndpoints.list, { query: { page: pageParam, pageSize: 20 }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPage,
});

export function useCreateRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountVnd: number) => call(rechargeEndpoints.create, { body: { amountVnd } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['recharges'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      ]),
  });
}

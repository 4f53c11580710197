/**
 * Wallet: POST /Wallet/Recharge { amountVnd } → Recharge (company account, memo, VietQR payload),
 * GET /Wallet/Recharge?page= (the customer's requests), GET /Transaction?page= (ledger entries).
 * Keys ['recharges'], ['transactions']; the balance is the current user's (['currentUser']).
 */
import type { LedgerEntry, Recharge } from '@app/shared/contracts/wallet';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/current-user.ts';

interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}
const nextPage = (last: Paged<unknown>) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined);

export const rechargesQuery = infiniteQueryOptions({
  queryKey: ['recharges'],
  queryFn: ({ pageParam, signal }) =>
    api<Paged<Recharge>>(`/Wallet/Recharge?page=${pageParam}&pageSize=10`, { signal }),
  initialPageParam: 1,
  getNextPageParam: nextPage,
});

export const transactionsQuery = infiniteQueryOptions({
  queryKey: ['transactions'],
  queryFn: ({ pageParam, signal }) => api<Paged<LedgerEntry>>(`/Transaction?page=${pageParam}&pageSize=20`, { signal }),
  initialPageParam: 1,
  getNextPageParam: nextPage,
});

export function useCreateRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountVnd: number) => api<Recharge>('/Wallet/Recharge', { method: 'POST', body: { amountVnd } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['recharges'] }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}

/**
 * Withdrawals (@app/shared/contracts/withdrawal.endpoints): the customer's bank accounts, requests
 * (created with an Idempotency-Key made once per form), cancelling. Keys ['withdraw-accounts'],
 * ['withdrawals']; the available and held money are the current user's (`queryKeys.currentUser`).
 * While a request waits on staff (pending or approved) the list is refetched every WAITING_POLL_MS,
 * and the current user with it, so the page follows the staff's decision by itself.
 */
import type { CustomerBankAccountInput, Withdrawal } from '@app/shared/contracts/withdrawal';
import { customerBankAccountEndpoints, withdrawalEndpoints } from '@app/shared/contracts/withdrawal.endpoints';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** As the recharge page waits for its approval (decision 0037): visible tab only. */
export const WAITING_POLL_MS = 5_000;

export const accountsQuery = queryOptions({
  queryKey: ['withdraw-accounts'],
  queryFn: ({ signal }) => call(customerBankAccountEndpoints.list, { signal }),
});

const nextPage = (last: { page: number; pageSize: number; total: number }) =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

type Pages = InfiniteData<{ items: Withdrawal[] }, unknown>;

/** PWA poll interval: while any loaded request waits on staff, else none. */
export function waitingPollMs(data: Pages | undefined): number | false {
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  return items.some((w) => w.status === 'pending' || w.status === 'approved') ? WAITING_POLL_MS : false;
}

export const withdrawalsQuery = infiniteQueryOptions({
  queryKey: ['withdrawals'],
  queryFn: ({ pageParam, signal }) =>
    call(withdrawalEndpoints.list, { query: { page: pageParam, pageSize: 10 }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPage,
});

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['withdrawals'] }),
      queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
    ]);
}

export function useAddAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerBankAccountInput) => call(customerBankAccountEndpoints.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['withdraw-accounts'] }),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(customerBankAccountEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['withdraw-accounts'] }),
  });
}

/** Creates the request; `key` is made once per filled form and reused by retries, so it holds once. */
export function useWithdraw() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ input, key }: { input: { bankAccountId: number; amountVnd: number; note: string }; key: string }) =>
      call(withdrawalEndpoints.create, { body: input, idempotencyKey: key }),
    onSuccess: refresh,
  });
}

export function useCancelWithdrawal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(withdrawalEndpoints.cancel, { params: { id } }),
    onSuccess: refresh,
  });
}

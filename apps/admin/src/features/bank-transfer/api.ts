/**
 * Bank review queue (adminBankTransferEndpoints): the transfers of a status, direction and day by page
 * → Page<BankTransfer>;
 * assigning ({ rechargeId } or { customerId }) and ignoring ({ reason }) answer the settled transfer and
 * refresh the queue, the recharge lists and the menu's counts.
 */
import type { AssignBankTransferInput, BankTransfer } from '@app/shared/contracts/bank-transfer';
import { adminBankTransferEndpoints } from '@app/shared/contracts/bank-transfer.endpoints';
import { customerEndpoints } from '@app/shared/contracts/customer.endpoints';
import { adminRechargeEndpoints } from '@app/shared/contracts/wallet.endpoints';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { liveFallback } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { BankTransferFilters } from './filters.ts';

export const BANK_TRANSFER_PAGE_SIZE = 20;
const bankTransfersKey = ['bankTransfers'];

/** One page of the transfers of the filters (`status` 'all' with a direction: every status). */
export function bankTransfersQuery({ status, direction, date, page }: BankTransferFilters) {
  return queryOptions({
    queryKey: [...bankTransfersKey, { status, direction, date, page }],
    queryFn: ({ signal }) =>
      call(adminBankTransferEndpoints.list, {
        query: {
          status: status === 'all' ? undefined : status,
          direction,
          date,
          page,
          pageSize: BANK_TRANSFER_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    // Notifications arrive while the accountant watches: look again every 30 s.
    refetchInterval: () => liveFallback(status === 'unmatched' || status === 'all' ? 30_000 : false),
  });
}

function useSettle<Input>(post: (input: Input) => Promise<BankTransfer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bankTransfersKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recharges }),
        queryClient.invalidateQueries({ queryKey: queryKeys.staffCounts }),
      ]),
  });
}

export function useAssignBankTransfer() {
  return useSettle(({ id, body }: { id: number; body: AssignBankTransferInput }) =>
    call(adminBankTransferEndpoints.assign, { params: { id }, body }),
  );
}

export function useIgnoreBankTransfer() {
  return useSettle(({ id, reason }: { id: number; reason: string }) =>
    call(adminBankTransferEndpoints.ignore, { params: { id }, body: { reason } }),
  );
}

/** Pending recharges the search box finds (code, memo, customer), for the assign dialog. */
export function usePendingRechargeSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.rechargeList({ status: 'pending', page: 1, q }),
    queryFn: ({ signal }) =>
      call(adminRechargeEndpoints.list, {
        query: { status: 'pending', q: q || undefined, page: 1, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Customers the search box finds (name, phone, email), for the assign dialog; nothing before a search. */
export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.customerList({ q, page: 1 }),
    queryFn: ({ signal }) => call(customerEndpoints.list, { query: { q, page: 1, pageSize: 20 }, signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * Company bank accounts (bankAccountEndpoints): the list, adding one { bankBin, accountNumber,
 * accountName } → the account, activating one → the list. Each change refreshes the list.
 */
import type { bankAccount } from '@app/shared/contracts/bank-account';
import { bankAccountEndpoints } from '@app/shared/contracts/bank-account.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import type { Parsed } from '../../lib/infer.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type BankAccount = Parsed<typeof bankAccount>;
export interface NewBankAccount {
  bankBin: string;
  accountNumber: string;
  accountName: string;
}

export const bankAccountsQuery = queryOptions({
  queryKey: queryKeys.bankAccounts,
  queryFn: ({ signal }) => call(bankAccountEndpoints.list, { signal }),
});

export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewBankAccount) => call(bankAccountEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQuery.queryKey }),
  });
}

export function useActivateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(bankAccountEndpoints.activate, { params: { id } }),
    onSuccess: (list) => queryClient.setQueryData(bankAccountsQuery.queryKey, list),
  });
}

/**
 * Customer care on the customer page (customerEndpoints, decision 0100): lock and unlock, the sales
 * member and note, pinning a level; the levels and the sales staff to choose from. Each change
 * answers the customer page, which replaces the cached one; lists refresh.
 */
import type { CustomerDetail } from '@app/shared/contracts/customer';
import { customerEndpoints } from '@app/shared/contracts/customer.endpoints';
import { customerLevelEndpoints } from '@app/shared/contracts/customer-level.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const levelsQuery = queryOptions({
  queryKey: queryKeys.customerLevels,
  queryFn: ({ signal }) => call(customerLevelEndpoints.list, { signal }),
});

export const salesStaffQuery = queryOptions({
  queryKey: queryKeys.salesStaff,
  queryFn: ({ signal }) => call(customerEndpoints.salesStaff, { signal }),
});

export type CareChange =
  | { kind: 'lock'; reason: string }
  | { kind: 'unlock' }
  | { kind: 'update'; salesStaffId: number | null; note: string }
  | { kind: 'level'; levelId: number | null; pinned: boolean };

function send(id: number, change: CareChange): Promise<CustomerDetail> {
  const params = { id };
  switch (change.kind) {
    case 'lock':
      return call(customerEndpoints.lock, { params, body: { reason: change.reason } });
    case 'unlock':
      return call(customerEndpoints.unlock, { params });
    case 'update':
      return call(customerEndpoints.update, { params, body: { salesStaffId: change.salesStaffId, note: change.note } });
    case 'level':
      return call(customerEndpoints.level, { params, body: { levelId: change.levelId, pinned: change.pinned } });
  }
}

/** One care change of customer `id`; the answer replaces the customer page, lists refresh. */
export function useCareChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CareChange) => send(id, change),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.customer(id), detail);
      void queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
    },
  });
}

/**
 * What waits for the signed-in staff member (GET /Admin/Counts, decision 0045): recharges waiting
 * for approval, orders waiting for the member's next step, and the money queues (withdrawals, unmatched
 * bank transfers, complaints, adjustments), shown as menu badges and beside the order list's status filter. Refreshed by
 * the live socket's `changed` (lib/live.ts), polled every 30 s only while the socket is down, and again whenever the tab
 * regains focus (staff come back from the bank's site or another tool); cheap for the API, which
 * answers from a cache dropped by status changes. Every mutation that moves an order, a recharge or
 * a money queue's row invalidates it.
 */
import { staffCountsEndpoints } from '@app/shared/contracts/staff-counts.endpoints';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from './api-client.ts';
import { liveFallback } from './live.ts';
import { queryKeys } from './query-keys.ts';

export const STAFF_COUNTS_POLL_MS = 30_000;

export function staffCountsQuery() {
  return queryOptions({
    queryKey: queryKeys.staffCounts,
    queryFn: ({ signal }) => call(staffCountsEndpoints.get, { signal }),
    staleTime: 5_000,
    refetchInterval: () => liveFallback(STAFF_COUNTS_POLL_MS),
    refetchOnWindowFocus: 'always',
  });
}

/**
 * The money queues' lists (their features' query keys' first part), refreshed when their count changes.
 * Kept here by name: lib may not import the features.
 */
const moneyQueueLists = [['withdrawals'], ['bankTransfers'], ['complaints'], ['adjustments'], ['payOnBehalf']] as const;

/**
 * The counts, and when they change (another member or the customer moved something), the order,
 * recharge and money queue lists are refreshed too, so a list never contradicts its menu badge.
 */
export function useStaffCounts() {
  const queryClient = useQueryClient();
  const counts = useQuery(staffCountsQuery()).data;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!counts) return;
    const key = JSON.stringify(counts);
    if (seen.current !== null && seen.current !== key) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.recharges });
      for (const queryKey of moneyQueueLists) void queryClient.invalidateQueries({ queryKey });
    }
    seen.current = key;
  }, [counts, queryClient]);
  return counts;
}

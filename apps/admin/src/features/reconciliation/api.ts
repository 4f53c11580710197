/**
 * The day's reconciliation (reconciliationEndpoints, DESIGN.md §3.8): the figures of one day in
 * Vietnam (`YYYY-MM-DD`), and the journal entries behind a figure (a type or a movement), paged.
 */

import { reconciliationEndpoints } from '@app/shared/contracts/reconciliation.endpoints';
import type { LedgerEntryType } from '@app/shared/statuses';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export const ENTRY_PAGE_SIZE = 20;

export type Movement = 'withdrawal-paid' | 'withdrawal-hold';

export function reconciliationQuery(date: string) {
  return queryOptions({
    queryKey: ['reconciliation', date],
    queryFn: ({ signal }) => call(reconciliationEndpoints.get, { query: { date }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function entriesQuery(date: string, f: { type?: LedgerEntryType; movement?: Movement }, page: number) {
  return queryOptions({
    queryKey: ['reconciliation', date, 'entries', f, page],
    queryFn: ({ signal }) =>
      call(reconciliationEndpoints.entries, {
        query: { date, ...f, page, pageSize: ENTRY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The staff member's own notifications (@app/shared/contracts/notification.endpoints, decision 0110):
 * the unread count (polled every NOTIFICATION_POLL_MS and on focus, like the menu counts; the live
 * connection may invalidate `notificationKeys.all` instead), the latest page, and marking read.
 */
import { notificationEndpoints } from '@app/shared/contracts/notification.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { liveFallback } from '../../lib/live.ts';

export const NOTIFICATION_POLL_MS = 30_000;
export const NOTIFICATION_PAGE_SIZE = 10;

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: (pageSize: number) => ['notifications', 'list', pageSize] as const,
};

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: ({ signal }) => call(notificationEndpoints.unreadCount, { signal }),
  staleTime: 5_000,
  refetchInterval: () => liveFallback(NOTIFICATION_POLL_MS),
  refetchOnWindowFocus: 'always',
});

export function latestQuery(pageSize: number) {
  return queryOptions({
    queryKey: notificationKeys.list(pageSize),
    queryFn: ({ signal }) => call(notificationEndpoints.list, { query: { page: 1, pageSize }, signal }),
  });
}

/** Marks `ids` (or all) read; the count answered replaces the badge's, the list refetches. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | 'all') =>
      call(notificationEndpoints.read, { body: ids === 'all' ? { all: true } : { ids } }),
    onSuccess: (count) => {
      queryClient.setQueryData(notificationKeys.unread, count);
      return queryClient.invalidateQueries({ queryKey: [...notificationKeys.all, 'list'] });
    },
  });
}

/**
 * The bell's list and preferences (@app/shared/contracts/notification.endpoints), keys under
 * `notificationsKey`. Marking read answers the unread count, which the tab bar's badge takes at once.
 */
import type { Notification, NotificationPreference } from '@app/shared/contracts/notification';
import { notificationEndpoints } from '@app/shared/contracts/notification.endpoints';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { notificationsKey, setUnreadNotifications } from '../../../lib/unread-notifications.ts';

export const PAGE_SIZE = 20;

export function notificationListQuery(unread: boolean) {
  return infiniteQueryOptions({
    queryKey: [...notificationsKey, 'list', unread ? 'unread' : 'all'],
    queryFn: ({ pageParam, signal }) =>
      call(notificationEndpoints.list, {
        query: { page: pageParam, pageSize: PAGE_SIZE, ...(unread ? { unread: 'true' as const } : {}) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export const preferencesQuery = queryOptions({
  queryKey: [...notificationsKey, 'preferences'],
  queryFn: ({ signal }) => call(notificationEndpoints.preferences, { signal }),
});

/** Marks `ids` (or all, with `'all'`) read; the badge takes the count answered, the lists refetch. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | 'all') =>
      call(notificationEndpoints.read, { body: ids === 'all' ? { all: true } : { ids } }),
    onSuccess: ({ count }) => {
      setUnreadNotifications(count);
      return queryClient.invalidateQueries({ queryKey: [...notificationsKey, 'list'] });
    },
  });
}

export function useSetPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: Pick<NotificationPreference, 'category' | 'push' | 'email'>) =>
      call(notificationEndpoints.setPreferences, { body: [p] }),
    onSuccess: (all) => queryClient.setQueryData(preferencesQuery.queryKey, all),
  });
}

export type { Notification };

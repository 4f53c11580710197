/**
 * /notification[?filter=unread]: the bell's list, newest first, 20 at a time; unread ones tinted;
 * a tap marks one read and opens its link; "Đánh dấu đã đọc tất cả"; then "Cài đặt thông báo".
 * DOM hooks: `data-testid="notification-list"`, `notification-item`, `mark-all-read`.
 */
import type { Notification } from '@app/shared/contracts/notification';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Tabs, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { useUnreadNotifications } from '../../../lib/unread-notifications.ts';
import { notificationMessages as m } from '../../../messages/notification.ts';
import { notificationListQuery, useMarkRead } from '../api/notifications.ts';
import { NotificationItem } from '../components/notification-item.tsx';
import { PreferencesSection } from '../components/preferences-section.tsx';

const UNREAD = 'unread';
const ALL = 'all';

export function Component() {
  const [search, setSearch] = useSearchParams();
  const unreadOnly = search.get('filter') === UNREAD;
  const list = useInfiniteQuery({ ...notificationListQuery(unreadOnly), refetchOnWindowFocus: true });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = useUnreadNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();

  const open = (n: Notification) => {
    if (!n.read) markRead.mutate([n.id]);
    // A staff member's notification opens the console (another app on this origin).
    if (n.link.startsWith('/admin')) window.location.assign(n.link);
    else navigate(n.link);
  };

  let body: ReactNode;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = <LoadError title={m.loadFailed} error={list.error} onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    body = unreadOnly ? (
      <EmptyState title={m.emptyUnreadTitle} description={m.emptyUnreadDescription} />
    ) : (
      <EmptyState title={m.emptyTitle} description={m.emptyDescription} />
    );
  else
    body = (
      <>
        {items.map((n) => (
          <NotificationItem key={n.id} n={n} onOpen={open} />
        ))}
        {list.hasNextPage && (
          <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {m.more}
          </Button>
        )}
      </>
    );

  return (
    <div className="page" style={{ gap: 12 }} data-testid="notification-list">
      <nav aria-label={m.filterLabel} style={{ margin: '-16px -16px 0', background: 'var(--app-surface)' }}>
        <Tabs
          activeKey={unreadOnly ? UNREAD : ALL}
          onChange={(key) => setSearch(key === UNREAD ? { filter: UNREAD } : {}, { replace: true })}
        >
          <Tabs.Tab key={ALL} title={m.all} />
          <Tabs.Tab key={UNREAD} title={unread > 0 ? `${m.unread} (${unread})` : m.unread} />
        </Tabs>
      </nav>
      {unread > 0 && (
        <Button
          size="small"
          fill="outline"
          data-testid="mark-all-read"
          loading={markRead.isPending}
          style={{ alignSelf: 'flex-end' }}
          onClick={() =>
            markRead.mutate('all', { onSuccess: () => Toast.show({ icon: 'success', content: m.markedAllRead }) })
          }
        >
          {m.markAllRead}
        </Button>
      )}
      {body}
      <PreferencesSection />
    </div>
  );
}

/**
 * The header's bell: the member's unread count as a badge; a click opens their latest
 * notifications (unread in bold), each opening its console page and marked read; "Đánh dấu đã đọc
 * tất cả". Links are `/admin/...` paths: the router's basename is cut off before navigating.
 * DOM hooks: `data-testid="notification-bell"`, `notification-bell-count`, `staff-notification`.
 */
import type { Notification } from '@app/shared/contracts/notification';
import { notificationCategoryLabels } from '@app/shared/live';
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, Flex, List, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notificationMessages as m } from '../../messages-notification.ts';
import { latestQuery, NOTIFICATION_PAGE_SIZE, unreadCountQuery, useMarkRead } from './api.ts';

const BASENAME = '/admin';

/** A console path without the basename; null for a link outside the console. */
function consolePath(link: string): string | null {
  if (link === BASENAME) return '/';
  return link.startsWith(`${BASENAME}/`) ? link.slice(BASENAME.length) : null;
}

function Latest({ onOpen }: { onOpen: (n: Notification) => void }) {
  const [pageSize, setPageSize] = useState(NOTIFICATION_PAGE_SIZE);
  const latest = useQuery(latestQuery(pageSize));
  const markRead = useMarkRead();
  const items = latest.data?.items ?? [];
  return (
    <div style={{ width: 360, maxWidth: '80vw' }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{m.title}</Typography.Text>
        <Button size="small" type="link" onClick={() => markRead.mutate('all')} disabled={items.every((n) => n.read)}>
          {m.markAllRead}
        </Button>
      </Flex>
      {latest.isError ? (
        <Typography.Text type="danger">{m.loadFailed}</Typography.Text>
      ) : items.length === 0 && !latest.isPending ? (
        <Empty description={m.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          loading={latest.isPending}
          dataSource={items}
          style={{ maxHeight: 420, overflowY: 'auto' }}
          renderItem={(n) => (
            <List.Item
              data-testid="staff-notification"
              data-read={n.read}
              onClick={() => {
                if (!n.read) markRead.mutate([n.id]);
                onOpen(n);
              }}
              style={{ cursor: 'pointer', background: n.read ? undefined : '#fff7e6', paddingInline: 8 }}
            >
              <List.Item.Meta
                title={<span style={{ fontWeight: n.read ? 400 : 600 }}>{n.title}</span>}
                description={
                  <>
                    <div>{n.body}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {notificationCategoryLabels[n.category]} · {formatDateTime(n.createdAt)}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {latest.data && latest.data.total > items.length && (
        <Button block type="link" onClick={() => setPageSize(pageSize + NOTIFICATION_PAGE_SIZE)}>
          {m.more}
        </Button>
      )}
    </div>
  );
}

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const count = useQuery(unreadCountQuery).data?.count ?? 0;
  const navigate = useNavigate();
  const openLink = (n: Notification) => {
    setOpen(false);
    const path = consolePath(n.link);
    if (path !== null) navigate(path);
    else window.location.assign(n.link);
  };
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={open ? <Latest onOpen={openLink} /> : null}
      destroyOnHidden
    >
      <Button data-testid="notification-bell" aria-label={m.bellLabel(count)}>
        <Badge count={count} overflowCount={99} size="small" offset={[8, -4]} data-testid="notification-bell-count">
          {m.bell}
        </Badge>
      </Button>
    </Popover>
  );
}

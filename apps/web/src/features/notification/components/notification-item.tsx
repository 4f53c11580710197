/**
 * One notification of the list: its category's icon and label, title, body and time; unread ones
 * tinted with a dot. Tapping it marks it read and opens its link. DOM hooks:
 * `data-testid="notification-item"` with `data-read="true|false"`.
 */
import type { Notification } from '@app/shared/contracts/notification';
import { type NotificationCategory, notificationCategoryLabels } from '@app/shared/live';
import { formatDateTime } from '@app/shared/money';
import type { ReactNode } from 'react';
import {
  BellIcon,
  BoxIcon,
  ListIcon,
  OrdersIcon,
  TruckIcon,
  UserIcon,
  WalletIcon,
} from '../../../components/icons.tsx';
import { notificationMessages as m } from '../../../messages/notification.ts';

const icons: Record<NotificationCategory, ReactNode> = {
  order: <OrdersIcon />,
  finance: <WalletIcon />,
  delivery: <TruckIcon />,
  complaint: <ListIcon />,
  chat: <UserIcon />,
  system: <BellIcon />,
};

export function NotificationItem({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  return (
    <button
      type="button"
      className="card"
      data-testid="notification-item"
      data-read={n.read}
      onClick={() => onOpen(n)}
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'flex-start',
        width: '100%',
        textAlign: 'left',
        font: 'inherit',
        color: 'var(--app-text)',
        cursor: 'pointer',
        minHeight: 48,
        background: n.read ? 'var(--app-surface)' : 'var(--app-surface-muted)',
        border: n.read ? '1px solid transparent' : '1px solid #fed7aa',
      }}
    >
      <span aria-hidden="true" style={{ fontSize: 24, display: 'inline-flex', color: 'var(--app-primary)' }}>
        {icons[n.category] ?? <BoxIcon />}
      </span>
      <span style={{ display: 'grid', gap: 4, flex: 1, minWidth: 0 }}>
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 13 }}>
          <span style={{ color: 'var(--app-text-muted)' }}>{notificationCategoryLabels[n.category]}</span>
          <time dateTime={n.createdAt} style={{ color: 'var(--app-text-muted)' }}>
            {formatDateTime(n.createdAt)}
          </time>
        </span>
        <strong style={{ fontWeight: n.read ? 500 : 700, overflowWrap: 'anywhere' }}>{n.title}</strong>
        <span style={{ fontSize: 14, color: 'var(--app-text-muted)', overflowWrap: 'anywhere' }}>{n.body}</span>
      </span>
      {!n.read && (
        <span
          role="img"
          aria-label={m.unreadMark}
          style={{
            width: 10,
            height: 10,
            borderRadius: 5,
            background: 'var(--app-primary)',
            flex: 'none',
            marginTop: 6,
          }}
        />
      )}
    </button>
  );
}

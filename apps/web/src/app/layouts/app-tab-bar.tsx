/**
 * Bottom tab bar: Trang chủ, Đơn hàng, Giỏ hàng, Thông báo, Tài khoản. Real links in a <nav>
 * (keyboard and screen-reader friendly), styled like antd-mobile's TabBar with its CSS variables;
 * plain elements because the kit's TabBar + NavBar cost ~6 KB gzip of signed-in `/`'s 100 KB
 * budget (docs/decisions/0012). DOM hooks: `nav[aria-label="Điều hướng chính"]`, links
 * `data-testid="tab-home|tab-orders|tab-cart|tab-notifications|tab-account"`, the current one
 * with `aria-current="page"`. The bell carries the unread count (`data-testid="tab-notifications-badge"`,
 * features/notification's `useUnreadNotifications`, plain client: no TanStack Query here, decision 0110).
 */
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BellIcon, CartIcon, HomeIcon, OrdersIcon, UserIcon } from '../../components/icons.tsx';
import { startLiveSocket } from '../../lib/live-socket.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useUnreadNotifications } from '../../lib/unread-notifications.ts';
import { commonMessages } from '../../messages/common.ts';
import { notificationMessages } from '../../messages/notification.ts';
import { type TabKey, tabOf, tabs } from './tabs.ts';

const icons: Record<TabKey, ReactNode> = {
  home: <HomeIcon />,
  orders: <OrdersIcon />,
  cart: <CartIcon />,
  notifications: <BellIcon />,
  account: <UserIcon />,
};

/** The count on the bell: `99+` beyond 99; nothing at 0. */
function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="tab-bar__badge" data-testid="tab-notifications-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function AppTabBar() {
  const active = tabOf(useLocation().pathname)?.key;
  const signedIn = useCurrentUser() !== null;
  const unread = useUnreadNotifications(signedIn);
  // The live socket from the first page on, light ones included: the bell counts as things happen.
  useEffect(() => {
    if (signedIn) startLiveSocket();
  }, [signedIn]);
  return (
    <nav className="tab-bar" aria-label={commonMessages.tabBarLabel}>
      {tabs.map((t) => (
        <Link
          key={t.key}
          to={t.path}
          className="tab-bar__item"
          data-testid={`tab-${t.key}`}
          aria-current={t.key === active ? 'page' : undefined}
          aria-label={
            t.key === 'notifications' && signedIn && unread > 0
              ? `${commonMessages.tabs[t.key]}, ${notificationMessages.badgeLabel(unread)}`
              : undefined
          }
        >
          <span className="tab-bar__icon">
            {icons[t.key]}
            {t.key === 'notifications' && signedIn && <UnreadBadge count={unread} />}
          </span>
          <span className="tab-bar__title">{commonMessages.tabs[t.key]}</span>
        </Link>
      ))}
    </nav>
  );
}

/**
 * Bottom tab bar: Trang chủ, Đơn hàng, Giỏ hàng, Thông báo, Tài khoản. Real links in a <nav>
 * (keyboard and screen-reader friendly), styled like antd-mobile's TabBar with its CSS variables;
 * plain elements because the kit's TabBar + NavBar cost ~6 KB gzip of signed-in `/`'s 100 KB
 * budget (docs/decisions/0012). DOM hooks: `nav[aria-label="Điều hướng chính"]`, links
 * `data-testid="tab-home|tab-orders|tab-cart|tab-notifications|tab-account"`, the current one
 * with `aria-current="page"`.
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BellIcon, CartIcon, HomeIcon, OrdersIcon, UserIcon } from '../../components/icons.tsx';
import { commonMessages } from '../../messages/common.ts';
import { type TabKey, tabOf, tabs } from './tabs.ts';

const icons: Record<TabKey, ReactNode> = {
  home: <HomeIcon />,
  orders: <OrdersIcon />,
  cart: <CartIcon />,
  notifications: <BellIcon />,
  account: <UserIcon />,
};

export function AppTabBar() {
  const active = tabOf(useLocation().pathname)?.key;
  return (
    <nav className="tab-bar" aria-label={commonMessages.tabBarLabel}>
      {tabs.map((t) => (
        <Link
          key={t.key}
          to={t.path}
          className="tab-bar__item"
          data-testid={`tab-${t.key}`}
          aria-current={t.key === active ? 'page' : undefined}
        >
          <span className="tab-bar__icon">{icons[t.key]}</span>
          <span className="tab-bar__title">{commonMessages.tabs[t.key]}</span>
        </Link>
      ))}
    </nav>
  );
}

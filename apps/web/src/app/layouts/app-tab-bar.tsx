/**
 * Bottom tab bar: Trang chủ, Đơn hàng, Giỏ hàng, Thông báo, Tài khoản (antd-mobile TabBar).
 * DOM hooks: `nav[aria-label="Điều hướng chính"]`, items `data-testid="tab-home|tab-orders|
 * tab-cart|tab-notifications|tab-account"`, each showing its Vietnamese title.
 */
import TabBar from 'antd-mobile/es/components/tab-bar';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import BellOutline from 'antd-mobile-icons/es/BellOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { commonMessages } from '../../messages/common.ts';
import { type TabKey, tabOf, tabs } from './tabs.ts';

const icons: Record<TabKey, ReactNode> = {
  home: <AppOutline aria-hidden="true" />,
  orders: <UnorderedListOutline aria-hidden="true" />,
  cart: <ShopbagOutline aria-hidden="true" />,
  notifications: <BellOutline aria-hidden="true" />,
  account: <UserOutline aria-hidden="true" />,
};

export function AppTabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabOf(pathname)?.key ?? '';
  return (
    <nav className="tab-bar" aria-label={commonMessages.tabBarLabel}>
      <TabBar activeKey={active} safeArea onChange={(key) => navigate(tabs.find((t) => t.key === key)?.path ?? '/')}>
        {tabs.map((t) => (
          <TabBar.Item
            key={t.key}
            icon={icons[t.key]}
            title={commonMessages.tabs[t.key]}
            data-testid={`tab-${t.key}`}
          />
        ))}
      </TabBar>
    </nav>
  );
}

/**
 * The signed-in frame: a Sider menu (Đơn mua hộ, Nạp tiền, Tỷ giá: the pages the member's roles
 * grant, menu.ts; badges count what waits for the member there, lib/staff-counts.ts), a header with the staff member's name, roles, 'Bảo mật' (their two-factor sign-in, decision 0098) and 'Đăng xuất', and the page. Desktop-first; below the `lg` breakpoint
 * the menu folds away behind a 'Menu' button in the header so tables keep the width on a tablet.
 */
import type { CurrentUser } from '@app/shared/contracts/auth';
import { roleLabels } from '@app/shared/roles';
import { Badge, Button, Flex, Layout, Menu, Space, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { ConnectionBanner } from '../components/connection-banner.tsx';
import { signOutRemote } from '../features/auth/api.ts';
import { StaffGate } from '../features/auth/staff-gate.tsx';
import { NotificationBell } from '../features/notification/notification-bell.tsx';
import { watchBrowserConnection } from '../lib/connection.ts';
import { endSession, getToken } from '../lib/session.ts';
import { useStaffCounts } from '../lib/staff-counts.ts';
import { messages } from '../messages.ts';
import { badgeOf, type MenuItem, menuFor, menuItems } from './menu.ts';

function signOut() {
  const token = getToken();
  endSession();
  void signOutRemote(token);
}

function StaffHeader({ user, menuButton }: { user: CurrentUser; menuButton: ReactNode }) {
  const shownRoles = user.roles.filter((role) => role !== 'customer');
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ minHeight: 64 }}>
      <div>{menuButton}</div>
      <Space size={8} wrap>
        <Typography.Text strong data-testid="staff-name">
          {user.fullName}
        </Typography.Text>
        <span data-testid="staff-roles">
          {shownRoles.map((role) => (
            <Tag key={role} color="blue">
              {roleLabels[role]}
            </Tag>
          ))}
        </span>
        <NotificationBell />
        <Link to="/security" data-testid="security-link">
          {messages.security.nav}
        </Link>
        <Button onClick={signOut} data-testid="sign-out">
          {messages.header.signOut}
        </Button>
      </Space>
    </Flex>
  );
}

/** A menu entry: its page's name and, when something waits for the member there, a count badge. */
function MenuLabel({ item, counts }: { item: MenuItem; counts: Parameters<typeof badgeOf>[1] }) {
  const badge = badgeOf(item, counts);
  const waiting = badge !== null && badge.count > 0;
  return (
    <Link to={item.key} aria-label={waiting ? `${item.label}, ${badge.title}` : undefined}>
      <Flex component="span" justify="space-between" align="center" gap={8}>
        <span>{item.label}</span>
        {waiting && (
          <Badge
            count={badge.count}
            overflowCount={999}
            title={badge.title}
            color="#fa541c"
            data-testid={`menu-badge-${item.badge}`}
          />
        )}
      </Flex>
    </Link>
  );
}

function Frame({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // The longest matching key: /orderPob/refund is its own item, /orderPob/12 belongs to /orderPob.
  const selected = menuItems
    .filter((item) => pathname === item.key || pathname.startsWith(`${item.key}/`))
    .sort((a, b) => b.key.length - a.key.length)[0]?.key;
  const [narrow, setNarrow] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const counts = useStaffCounts();
  const menuButton = narrow ? (
    <Button aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)} data-testid="menu-toggle">
      {messages.nav.menu}
    </Button>
  ) : null;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        breakpoint="lg"
        collapsedWidth={0}
        width={200}
        trigger={null}
        collapsed={narrow && !menuOpen}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setMenuOpen(false);
        }}
      >
        <Link to="/orderOrdering" style={{ display: 'block', padding: '20px 24px', color: '#fff', fontSize: 18 }}>
          {messages.appName}
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          items={menuFor(user.roles).map((item) => ({
            key: item.key,
            label: <MenuLabel item={item} counts={counts} />,
          }))}
          onClick={() => setMenuOpen(false)}
        />
      </Layout.Sider>
      <Layout>
        <ConnectionBanner />
        <Layout.Header style={{ background: '#fff', paddingInline: 24, height: 'auto', lineHeight: 'normal' }}>
          <StaffHeader user={user} menuButton={menuButton} />
        </Layout.Header>
        <Layout.Content
          style={{ padding: 24, opacity: navigation.state === 'loading' ? 0.6 : 1, transition: 'opacity .2s' }}
        >
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

export function AdminLayout() {
  useEffect(() => watchBrowserConnection(), []);
  return <StaffGate>{(user) => <Frame user={user} />}</StaffGate>;
}

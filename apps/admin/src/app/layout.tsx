/**
 * The signed-in frame: a Sider menu (Đơn mua hộ, Nạp tiền, Tỷ giá), a header with the staff
 * member's name, roles and 'Đăng xuất', and the page. Desktop-first; below the `lg` breakpoint
 * the menu folds away behind antd's trigger so tables keep the width on a tablet.
 */
import type { CurrentUser } from '@app/shared/contracts/auth';
import { roleLabels } from '@app/shared/statuses';
import { Button, Flex, Layout, Menu, Space, Tag, Typography } from 'antd';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { signOutRemote } from '../features/auth/api.ts';
import { StaffGate } from '../features/auth/staff-gate.tsx';
import { endSession, getToken } from '../lib/session.ts';
import { messages } from '../messages.ts';

const menu = [
  { key: '/orderOrdering', label: messages.nav.orders },
  { key: '/recharge', label: messages.nav.recharges },
  { key: '/exchangeRate', label: messages.nav.exchangeRate },
];

function signOut() {
  const token = getToken();
  endSession();
  void signOutRemote(token);
}

function StaffHeader({ user }: { user: CurrentUser }) {
  const staffRoles = user.roles.filter((role) => role !== 'customer');
  return (
    <Flex align="center" justify="end" gap={12} wrap style={{ minHeight: 64 }}>
      <Space size={4} wrap aria-label={messages.header.roles}>
        <Typography.Text strong data-testid="staff-name">
          {user.fullName}
        </Typography.Text>
        {staffRoles.map((role) => (
          <Tag key={role} color="blue">
            {roleLabels[role]}
          </Tag>
        ))}
      </Space>
      <Button onClick={signOut} data-testid="sign-out">
        {messages.header.signOut}
      </Button>
    </Flex>
  );
}

function Frame({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const selected = menu.find((item) => pathname === item.key || pathname.startsWith(`${item.key}/`))?.key;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={200}>
        <Link to="/orderOrdering" style={{ display: 'block', padding: '20px 24px', color: '#fff', fontSize: 18 }}>
          {messages.appName}
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          items={menu.map((item) => ({ key: item.key, label: <Link to={item.key}>{item.label}</Link> }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', paddingInline: 24, height: 'auto', lineHeight: 'normal' }}>
          <StaffHeader user={user} />
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
  return <StaffGate>{(user) => <Frame user={user} />}</StaffGate>;
}

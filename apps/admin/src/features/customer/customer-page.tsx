/**
 * One customer for staff (/customer/{id}): contact details and wallet balance at the top, the care
 * card (level, lock, sales member, note; decision 0100), the agency card (decision 0118), then the wallet's ledger, orders, recharges and addresses in tabs (the tab lives in the URL: `?tab=orders`).
 */
import { formatDateTime, formatNumber, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Flex, Result, Row, Skeleton, Statistic, Tabs, Tag, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { customerQuery } from './api.ts';
import { CustomerAgencyCard } from './customer-agency-card.tsx';
import { CustomerCareCard } from './customer-care-card.tsx';
import { AddressesTab, LedgerTab, OrdersTab, RechargesTab } from './customer-tabs.tsx';
import { RoleTags } from './role-tags.tsx';

const t = messages.customer;
const tabs = ['ledger', 'orders', 'recharges', 'addresses'] as const;
type TabKey = (typeof tabs)[number];

export function CustomerPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const customer = useQuery({ ...customerQuery(id), enabled: valid });
  const canSeeRecharges = useCan('view:recharge');
  const [params, setParams] = useSearchParams();
  const tab: TabKey = tabs.includes(params.get('tab') as TabKey) ? (params.get('tab') as TabKey) : 'ledger';
  useTitle(customer.data ? t.detailTitle(customer.data.fullName) : t.listTitle);

  const back = <Link to="/customer">← {t.backToList}</Link>;
  if (!valid) return <Result status="404" title={t.invalidId} extra={back} />;
  if (customer.isError) {
    return (
      <>
        {back}
        <div style={{ marginTop: 16 }}>
          <LoadError error={customer.error} onRetry={() => customer.refetch()} />
        </div>
      </>
    );
  }
  if (!customer.data) return <Skeleton active paragraph={{ rows: 10 }} />;

  const c = customer.data;
  return (
    <>
      {back}
      <Flex align="center" gap={12} wrap style={{ margin: '8px 0 16px' }}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="customer-name">
          {c.fullName}
        </Typography.Title>
        <RoleTags roles={c.roles} />
        {c.disabled && <Tag color="red">{t.disabled}</Tag>}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t.contact} style={{ height: '100%' }}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'phone', label: t.phone, children: <Typography.Text copyable>{c.phone}</Typography.Text> },
                { key: 'email', label: t.email, children: <Typography.Text copyable>{c.email}</Typography.Text> },
                { key: 'createdAt', label: t.createdAt, children: formatDateTime(c.createdAt) },
                { key: 'status', label: t.status, children: c.disabled ? t.disabled : t.active },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card style={{ height: '100%' }}>
            <Statistic title={t.balance} value={formatVnd(c.walletBalanceVnd)} data-testid="customer-balance" />
            <Flex gap={32} style={{ marginTop: 16 }}>
              <Statistic title={t.orderCount} value={formatNumber(c.orderCount)} />
              <Statistic title={t.rechargeCount} value={formatNumber(c.rechargeCount)} />
            </Flex>
          </Card>
        </Col>
      </Row>
      <CustomerCareCard customer={c} />
      <CustomerAgencyCard customer={c} />
      <Card style={{ marginTop: 16 }}>
        <Tabs
          activeKey={tab}
          onChange={(next) => setParams(next === 'ledger' ? {} : { tab: next }, { replace: true })}
          items={[
            { key: 'ledger', label: t.ledger, children: <LedgerTab customerId={c.id} /> },
            {
              key: 'orders',
              label: `${t.orders} (${formatNumber(c.orderCount)})`,
              children: <OrdersTab customerId={c.id} />,
            },
            {
              key: 'recharges',
              label: `${t.recharges} (${formatNumber(c.rechargeCount)})`,
              children: canSeeRecharges ? (
                <RechargesTab customerId={c.id} />
              ) : (
                <Typography.Text type="secondary">{t.noPermission}</Typography.Text>
              ),
            },
            {
              key: 'addresses',
              label: `${t.addresses} (${c.addresses.length})`,
              children: <AddressesTab customerId={c.id} addresses={c.addresses} />,
            },
          ]}
        />
      </Card>
    </>
  );
}

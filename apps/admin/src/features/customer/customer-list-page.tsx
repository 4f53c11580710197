/**
 * 'Khách hàng' page: look a customer up by phone, name (without accents) or email; each row opens
 * the customer's page. Search and page live in the URL (`?q=lan&page=2`); the list exports to CSV. The
 * "Khách của tôi" tab (`?mine=1`) shows the member's own customers (decision 0100).
 */
import type { CustomerSummary } from '@app/shared/contracts/customer';
import { customerEndpoints } from '@app/shared/contracts/customer.endpoints';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Flex, Space, Table, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { CsvButton } from '../../components/csv-button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { nowrap } from '../../components/nowrap.ts';
import { SearchBox } from '../../components/search-box.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { CUSTOMER_PAGE_SIZE, customersQuery } from './api.ts';
import { RoleTags } from './role-tags.tsx';

const t = messages.customer;

const columns: TableColumnsType<CustomerSummary> = [
  {
    title: t.name,
    key: 'name',
    render: (_, c) => (
      <Space size={4} wrap>
        <Link to={`/customer/${c.id}`} data-testid="customer-link">
          {c.fullName}
        </Link>
        <RoleTags roles={c.roles} />
        {c.disabled && <Tag color="red">{t.disabled}</Tag>}
      </Space>
    ),
  },
  { title: t.phone, dataIndex: 'phone' },
  {
    title: t.email,
    dataIndex: 'email',
    render: (email: string) => (
      <span style={nowrap} data-testid="customer-email">
        {email}
      </span>
    ),
  },
  { title: t.balance, dataIndex: 'walletBalanceVnd', align: 'right', render: (v: number) => formatVnd(v) },
  { title: t.createdAt, dataIndex: 'createdAt', render: (iso: string) => formatDateTime(iso) },
];

export function CustomerListPage() {
  useTitle(t.listTitle);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const mine = params.get('mine') === '1';
  const list = useQuery(customersQuery(q, page, mine));
  const go = (next: { q?: string; page?: number; mine?: boolean }) => {
    const to = { q, page: 1, mine, ...next };
    setParams({
      ...(to.mine ? { mine: '1' } : {}),
      ...(to.q ? { q: to.q } : {}),
      ...(to.page > 1 ? { page: String(to.page) } : {}),
    });
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.listTitle}
        </Typography.Title>
        <Space wrap>
          <SearchBox
            value={q}
            placeholder={messages.search.customers}
            onSearch={(next) => go({ q: next })}
            testId="customer-search"
          />
          <CsvButton endpoint={customerEndpoints.export} query={{ q: q || undefined }} fileName="khach-hang" />
        </Space>
      </Flex>
      <Tabs
        activeKey={mine ? 'mine' : 'all'}
        onChange={(key) => go({ mine: key === 'mine' })}
        items={[
          { key: 'all', label: messages.customerCare.allCustomers },
          { key: 'mine', label: <span data-testid="customer-tab-mine">{messages.customerCare.myCustomers}</span> },
        ]}
      />
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<CustomerSummary>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: q ? messages.search.noResults(q) : mine ? messages.customerCare.myCustomersEmpty : t.empty,
        }}
        scroll={{ x: 'max-content' }}
        onRow={(c) => ({ 'data-testid': 'customer-row', 'data-phone': c.phone }) as object}
        pagination={{
          current: page,
          pageSize: CUSTOMER_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => go({ page: next }),
        }}
      />
    </>
  );
}

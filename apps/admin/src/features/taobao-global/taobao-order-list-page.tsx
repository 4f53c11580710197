/**
 * "Đơn Taobao Global" (/taobaoIntOrder): the orders imported from customers' linked Taobao buyer
 * accounts, by trade state, with the search box (platform order id, tracking number, nick,
 * customer). Says so when the server has no provider. Filter, search and page live in the URL.
 */
import type { TaobaoGlobalOrder } from '@app/shared/contracts/taobao-global';
import { taobaoGlobalOrderMachine } from '@app/shared/machines/taobao-global';
import { formatDateTime, formatFen } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Select, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { nowrap } from '../../components/nowrap.ts';
import { SearchBox } from '../../components/search-box.tsx';
import { colorOf } from '../../components/status-colors.ts';
import { useListParams } from '../../lib/list-params.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { taobaoGlobalMessages as t } from '../../messages-taobao-global.ts';
import { isNotEnabled, TAOBAO_PAGE_SIZE, type TaobaoFilter, taobaoOrdersQuery } from './api.ts';
import { parseTaobaoFilter } from './taobao-model.ts';

const filterOptions: { value: TaobaoFilter; label: string }[] = [
  { value: 'all', label: t.allStatuses },
  ...taobaoGlobalOrderMachine.statuses.map((s) => ({
    value: s,
    // Two platform states share the label 'Đang giao hàng': the partial one says so.
    label: s === 'SELLER_CONSIGNED_PART' ? t.partlyShipped : taobaoGlobalOrderMachine.labels[s],
  })),
];

const columns: TableColumnsType<TaobaoGlobalOrder> = [
  {
    title: t.platformOrderId,
    key: 'id',
    render: (_, o) => (
      <Link to={`/taobaoIntOrder/${o.id}`} data-testid="taobao-open">
        <Typography.Text strong>{o.platformOrderId}</Typography.Text>
      </Link>
    ),
  },
  {
    title: t.customer,
    key: 'customer',
    render: (_, o) =>
      o.customer ? (
        <>
          <CustomerLink customer={o.customer} />
          <div>
            <Typography.Text type="secondary" style={nowrap}>
              {o.customer.phone}
            </Typography.Text>
          </div>
        </>
      ) : (
        '—'
      ),
  },
  { title: t.account, key: 'nick', render: (_, o) => o.account.nick },
  { title: t.seller, key: 'seller', render: (_, o) => o.sellerNick },
  {
    title: t.payment,
    key: 'payment',
    align: 'right',
    render: (_, o) => <span style={nowrap}>{formatFen(o.paymentFen)}</span>,
  },
  {
    title: t.createdOnPlatformAt,
    key: 'createdAt',
    render: (_, o) => <span style={nowrap}>{formatDateTime(o.createdOnPlatformAt)}</span>,
  },
  {
    title: t.status,
    key: 'status',
    render: (_, o) => (
      <Tag color={colorOf(taobaoGlobalOrderMachine, o.status)} data-testid="taobao-status">
        {o.statusLabel}
      </Tag>
    ),
  },
];

export function TaobaoOrderListPage() {
  useTitle(t.title);
  const { status, page, q, go } = useListParams(parseTaobaoFilter, { search: true, omitStatus: 'all' });
  const list = useQuery(taobaoOrdersQuery(status, page, q));
  if (list.isError && isNotEnabled(list.error)) {
    return (
      <>
        <Typography.Title level={2}>{t.title}</Typography.Title>
        <Alert type="info" showIcon message={t.notEnabled} data-testid="taobao-not-enabled" />
      </>
    );
  }
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
      </Flex>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox value={q} placeholder={t.search} onSearch={(next) => go({ q: next })} testId="taobao-search" />
        <Select<TaobaoFilter>
          value={status}
          options={filterOptions}
          onChange={(next) => go({ status: next })}
          style={{ minWidth: 240 }}
          aria-label={t.status}
          data-testid="taobao-status-filter"
        />
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<TaobaoGlobalOrder>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 1000 }}
        onRow={(o) => ({ 'data-testid': 'taobao-row', 'data-code': o.platformOrderId }) as object}
        pagination={{
          current: page,
          pageSize: TAOBAO_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => go({ page: next }),
        }}
      />
    </>
  );
}

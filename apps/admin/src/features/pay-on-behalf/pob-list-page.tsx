/**
 * "Thanh toán hộ" (/orderPob): the staff queue of pay-on-behalf orders by status (default 'Chờ xử
 * lý', oldest first as the API orders it), the search box (code, customer) and who took each order.
 * A row opens its detail. Filter, search and page live in the URL.
 */
import type { PobOrder } from '@app/shared/contracts/pay-on-behalf';
import { type PayOnBehalfStatus, payOnBehalfMachine } from '@app/shared/machines/pay-on-behalf';
import { formatDateTime, formatFen, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Flex, Segmented, Table, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { nowrap } from '../../components/nowrap.ts';
import { SearchBox } from '../../components/search-box.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { statusFilterOptions, useListParams } from '../../lib/list-params.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { payOnBehalfMessages as t } from '../../messages-pay-on-behalf.ts';
import { POB_PAGE_SIZE, pobOrdersQuery } from './api.ts';
import { type PobFilter, parsePobFilter } from './pob-model.ts';

const filterOptions = statusFilterOptions(payOnBehalfMachine, messages.common.all, 'last');

const columns: TableColumnsType<PobOrder> = [
  {
    title: t.code,
    key: 'code',
    render: (_, o) => (
      <Link to={`/orderPob/${o.id}`} data-testid="pob-open">
        <Typography.Text strong>{o.code}</Typography.Text>
      </Link>
    ),
  },
  {
    title: t.customer,
    key: 'customer',
    render: (_, o) =>
      o.customer ? (
        <>
          <div>
            <CustomerLink customer={o.customer} />
          </div>
          <Typography.Text type="secondary" style={nowrap}>
            {o.customer.phone}
          </Typography.Text>
          {o.agent && (
            <div>
              <Typography.Text type="secondary">
                {t.agent}: {o.agent.fullName}
              </Typography.Text>
            </div>
          )}
        </>
      ) : (
        messages.common.none
      ),
  },
  {
    title: t.lines,
    key: 'lines',
    render: (_, o) => t.linesCount(o.lines.length),
  },
  {
    title: t.amountCny,
    key: 'fen',
    align: 'right',
    render: (_, o) => <span style={nowrap}>{formatFen(o.totalFen)}</span>,
  },
  {
    title: t.totalVnd,
    key: 'vnd',
    align: 'right',
    render: (_, o) => <span style={nowrap}>{formatVnd(o.totalVnd)}</span>,
  },
  {
    title: t.createdAt,
    key: 'createdAt',
    render: (_, o) => <span style={nowrap}>{formatDateTime(o.createdAt)}</span>,
  },
  {
    title: t.takenBy,
    key: 'takenBy',
    render: (_, o) =>
      o.takenBy ? (
        <span data-testid="pob-taken-by">{o.takenBy.fullName}</span>
      ) : (
        <Typography.Text type="secondary">{t.notTaken}</Typography.Text>
      ),
  },
  {
    title: t.status,
    dataIndex: 'status',
    render: (status: PayOnBehalfStatus) => <StatusTag machine={payOnBehalfMachine} status={status} />,
  },
];

export function PobListPage() {
  useTitle(t.title);
  const { status, page, q, go } = useListParams(parsePobFilter, { search: true });
  const list = useQuery(pobOrdersQuery(status, page, q));

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Segmented<PobFilter>
          options={filterOptions}
          value={status}
          onChange={(next) => go({ status: next })}
          data-testid="pob-status-filter"
        />
      </Flex>
      <Flex style={{ marginBottom: 16 }}>
        <SearchBox value={q} placeholder={t.search} onSearch={(next) => go({ q: next })} testId="pob-search" />
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<PobOrder>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 1000 }}
        onRow={(o) => ({ 'data-testid': 'pob-row', 'data-code': o.code }) as object}
        pagination={{
          current: page,
          pageSize: POB_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => go({ page: next }),
        }}
      />
    </>
  );
}

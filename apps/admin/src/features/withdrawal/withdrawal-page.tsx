/**
 * "Rút tiền": the withdrawal queue, by status (default 'Chờ duyệt', oldest first, a request
 * waiting over 24 h flagged) and the search box (code, customer); a row opens its detail with the
 * payout QR and the decisions. Filter, search and page live in the URL.
 */
import type { Withdrawal } from '@app/shared/contracts/withdrawal';
import { type WithdrawalStatus, withdrawalMachine } from '@app/shared/machines/withdrawal';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Flex, Segmented, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { nowrap } from '../../components/nowrap.ts';
import { SearchBox } from '../../components/search-box.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { parseStatusFilter, statusFilterOptions, useListParams } from '../../lib/list-params.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { withdrawalMessages as t } from '../../messages-withdrawal.ts';
import { WITHDRAWAL_PAGE_SIZE, type WithdrawalFilter, withdrawalsQuery } from './api.ts';

const filterOptions = statusFilterOptions(withdrawalMachine, messages.common.all, 'last');

/** `?status=`: a status, `all`, or `pending` (what waits for staff) for anything else. */
const parseFilter = (value: string | null): WithdrawalFilter =>
  parseStatusFilter(withdrawalMachine.statuses, value, 'pending');

const columns: TableColumnsType<Withdrawal> = [
  {
    title: t.code,
    key: 'code',
    render: (_, w) => (
      <Link to={`/withdraw/${w.id}`} data-testid="withdrawal-open">
        <Typography.Text strong>{w.code}</Typography.Text>
      </Link>
    ),
  },
  {
    title: t.customer,
    key: 'customer',
    render: (_, w) =>
      w.customer ? (
        <>
          <div>
            <CustomerLink customer={w.customer} />
          </div>
          <Typography.Text type="secondary" style={nowrap}>
            {w.customer.phone || w.customer.email}
          </Typography.Text>
        </>
      ) : (
        messages.common.none
      ),
  },
  {
    title: t.amount,
    key: 'amount',
    align: 'right',
    render: (_, w) => <span style={nowrap}>{formatVnd(w.amountVnd)}</span>,
  },
  {
    title: t.account,
    key: 'account',
    render: (_, w) => (
      <>
        <div>
          {w.bankAccount.bankShortName} · {w.bankAccount.accountNumber}
        </div>
        <Typography.Text type="secondary">{w.bankAccount.accountName}</Typography.Text>
      </>
    ),
  },
  {
    title: t.createdAt,
    key: 'createdAt',
    render: (_, w) => (
      <>
        <div style={nowrap}>{formatDateTime(w.createdAt)}</div>
        {w.overdue && (
          <Tag color="red" title={t.overdueTitle} data-testid="withdrawal-overdue">
            {t.overdue}
          </Tag>
        )}
      </>
    ),
  },
  {
    title: t.status,
    dataIndex: 'status',
    render: (status: WithdrawalStatus) => <StatusTag machine={withdrawalMachine} status={status} />,
  },
];

export function WithdrawalPage() {
  useTitle(t.title);
  const { status, page, q, go } = useListParams(parseFilter, { search: true });
  const list = useQuery(withdrawalsQuery(status, page, q));

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Segmented<WithdrawalFilter>
          options={filterOptions}
          value={status}
          onChange={(next) => go({ status: next })}
          data-testid="withdrawal-status-filter"
        />
      </Flex>
      <Flex style={{ marginBottom: 16 }}>
        <SearchBox value={q} placeholder={t.search} onSearch={(next) => go({ q: next })} testId="withdrawal-search" />
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<Withdrawal>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 900 }}
        onRow={(w) => ({ 'data-testid': 'withdrawal-row', 'data-code': w.code }) as object}
        pagination={{
          current: page,
          pageSize: WITHDRAWAL_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => go({ page: next }),
        }}
      />
    </>
  );
}

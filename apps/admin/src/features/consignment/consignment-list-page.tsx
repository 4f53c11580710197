/**
 * 'Ký gửi' page: every customer's consignment orders, newest first, filtered by status; read-only
 * (the warehouses move them by scanning). Filter and page live in the URL (`?status=created&page=2`).
 */
import type { ConsignmentSummary } from '@app/shared/contracts/consignment';
import { type ConsignmentStatus, consignmentMachine } from '@app/shared/machines/consignment';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Table, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { CustomerLink } from '../../components/customer-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { parseStatusFilter, statusFilterOptions, useListParams } from '../../lib/list-params.ts';
import { liveFallback } from '../../lib/live.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { consignmentMessages as t } from '../../messages-consignment.ts';
import { CONSIGNMENT_PAGE_SIZE, type ConsignmentFilter, consignmentsQuery } from './api.ts';

const money = (v: number) => formatVnd(v);

const columns: TableColumnsType<ConsignmentSummary> = [
  {
    title: t.code,
    dataIndex: 'code',
    render: (code: string, o) => (
      <Link to={`/orderShipping/${o.id}`} data-testid="consignment-link">
        {code}
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
          <Typography.Text type="secondary">
            {o.customer.code} · {o.customer.phone}
          </Typography.Text>
        </>
      ) : (
        messages.common.none
      ),
  },
  {
    title: t.trackingCodes,
    key: 'codes',
    render: (_, o) => (
      <>
        <div style={{ fontFamily: 'monospace' }}>{o.trackingCodes.join(', ')}</div>
        <Typography.Text type="secondary">
          {o.parcelCount} {t.parcels.toLowerCase()} · {t.shipping[o.shippingType]} · {o.vnWarehouse.name}
        </Typography.Text>
      </>
    ),
  },
  {
    title: t.total,
    key: 'total',
    align: 'right',
    // While parcels wait for the scale: what is known so far, marked as such (decision 0093).
    render: (_, o) =>
      o.awaitingWeighing > 0 && o.status !== 'cancelled' ? (
        <>
          <div>{money(o.knownVnd)}</div>
          <Typography.Text type="secondary">{t.known}</Typography.Text>
        </>
      ) : (
        money(o.totalVnd)
      ),
  },
  { title: t.paid, dataIndex: 'paidVnd', align: 'right', render: money },
  { title: t.remaining, dataIndex: 'remainingVnd', align: 'right', render: money },
  {
    title: t.status,
    dataIndex: 'status',
    render: (s: ConsignmentStatus) => <StatusTag machine={consignmentMachine} status={s} />,
  },
  { title: t.createdAt, dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
];

const parseFilter = (value: string | null): ConsignmentFilter =>
  parseStatusFilter(consignmentMachine.statuses, value, 'all');

export function ConsignmentListPage() {
  useTitle(t.listTitle);
  const { status, page, go } = useListParams(parseFilter, { search: false, omitStatus: 'all' });
  const list = useQuery({ ...consignmentsQuery(status, page), refetchInterval: () => liveFallback(60_000) });
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.listTitle}
        </Typography.Title>
        <Select<ConsignmentFilter>
          aria-label={t.statusFilter}
          style={{ width: 240 }}
          options={statusFilterOptions(consignmentMachine, t.allStatuses, 'first')}
          value={status}
          onChange={(next) => go({ status: next })}
          data-testid="consignment-status-filter"
        />
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<ConsignmentSummary>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 1100 }}
        onRow={(o) => ({ 'data-testid': 'consignment-row', 'data-code': o.code }) as object}
        pagination={{
          current: page,
          pageSize: CONSIGNMENT_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => go({ page: next }),
        }}
      />
    </>
  );
}

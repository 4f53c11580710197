/**
 * 'Khiếu nại' queue: complaints by status (default: all, overdue first, then by due date, as the API
 * orders them), each with its customer, order, reason, the money asked and offered, and its due
 * date; an overdue row is highlighted. Filter and page live in the URL.
 */
import { type ComplaintSummary, complaintReasonLabels } from '@app/shared/contracts/complaint';
import { complaintMachine } from '@app/shared/machines/complaint';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Flex, Segmented, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { parseStatusFilter, statusFilterOptions, useListParams } from '../../lib/list-params.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { complaintMessages as t } from '../../messages-complaint.ts';
import { COMPLAINT_PAGE_SIZE, type ComplaintFilter, complaintsQuery } from './api.ts';

const filterOptions = statusFilterOptions(complaintMachine, messages.common.all, 'first');

const parseFilter = (value: string | null): ComplaintFilter =>
  parseStatusFilter(complaintMachine.statuses, value, 'all');

const columns = [
  {
    title: t.code,
    key: 'code',
    render: (_: unknown, c: ComplaintSummary) => <Link to={`/complaint/${c.id}`}>{c.code}</Link>,
  },
  { title: t.customer, key: 'customer', render: (_: unknown, c: ComplaintSummary) => c.customer?.fullName ?? '' },
  { title: t.order, dataIndex: 'orderCode', key: 'order' },
  { title: t.reason, key: 'reason', render: (_: unknown, c: ComplaintSummary) => complaintReasonLabels[c.reason] },
  {
    title: t.status,
    key: 'status',
    render: (_: unknown, c: ComplaintSummary) => (
      <>
        <StatusTag machine={complaintMachine} status={c.status} />
        {c.offerAwaitingApproval && <Tag color="orange">{t.awaitingApproval}</Tag>}
      </>
    ),
  },
  { title: t.requested, key: 'requested', render: (_: unknown, c: ComplaintSummary) => formatVnd(c.requestedVnd) },
  {
    title: t.offer,
    key: 'offer',
    render: (_: unknown, c: ComplaintSummary) => (c.offerVnd === null ? '' : formatVnd(c.offerVnd)),
  },
  {
    title: t.due,
    key: 'due',
    render: (_: unknown, c: ComplaintSummary) => (
      <>
        {formatDateTime(c.dueAt)} {c.overdue && <Tag color="red">{t.overdue}</Tag>}
      </>
    ),
  },
  { title: t.handledBy, key: 'handledBy', render: (_: unknown, c: ComplaintSummary) => c.handledBy?.fullName ?? '' },
];

export function ComplaintListPage() {
  useTitle(t.title);
  const { status, page, go } = useListParams(parseFilter, { search: false });
  const list = useQuery(complaintsQuery(status, page));
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Segmented<ComplaintFilter> options={filterOptions} value={status} onChange={(s) => go({ status: s })} />
      </Flex>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<ComplaintSummary>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 1000 }}
        onRow={(c) =>
          ({
            'data-testid': 'complaint-row',
            'data-code': c.code,
            style: c.overdue ? { background: '#fff1f0' } : undefined,
          }) as object
        }
        pagination={{
          current: page,
          pageSize: COMPLAINT_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => go({ page: next }),
        }}
      />
    </>
  );
}

/**
 * 'Điều chỉnh số dư' page (DESIGN.md §3.12, decision 0107): proposals by status (default 'Chờ
 * duyệt'; `?status=` in the URL), newest first, each with its customer, signed amount, reason and
 * evidence, who proposed and who decided; approve or reject on pending rows; a button opens the
 * proposal form.
 */
import type { Adjustment } from '@app/shared/contracts/adjustment';
import { type AdjustmentStatus, adjustmentMachine } from '@app/shared/machines/adjustment';
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Image, Segmented, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { CustomerLink } from '../../components/customer-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { parseStatusFilter, statusFilterOptions, useListParams } from '../../lib/list-params.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { moneyControlMessages } from '../../messages-money-control.ts';
import { AdjustmentActions, signedVnd } from './adjustment-actions.tsx';
import { ADJUSTMENT_PAGE_SIZE, type AdjustmentFilter, adjustmentsQuery } from './api.ts';
import { ProposeDialog } from './propose-form.tsx';

const t = moneyControlMessages.adjustment;

const filterOptions = statusFilterOptions(adjustmentMachine, t.all, 'last');

/** `?status=`: a status, `all`, or `pending` (what waits for staff) for anything else. */
const parseFilter = (value: string | null): AdjustmentFilter =>
  parseStatusFilter(adjustmentMachine.statuses, value, 'pending');

const columns: TableColumnsType<Adjustment> = [
  {
    title: t.code,
    key: 'code',
    render: (_, a) => (
      <>
        <Typography.Text strong>{a.code}</Typography.Text>
        <div>
          <Typography.Text type="secondary">{formatDateTime(a.createdAt)}</Typography.Text>
        </div>
      </>
    ),
  },
  {
    title: t.customer,
    key: 'customer',
    render: (_, a) => (
      <>
        <CustomerLink customer={a.customer} />
        <div>
          <Typography.Text type="secondary">{a.customer.phone || a.customer.email}</Typography.Text>
        </div>
      </>
    ),
  },
  {
    title: t.amount,
    key: 'amount',
    align: 'right',
    render: (_, a) => (
      <Typography.Text strong type={a.amountVnd > 0 ? 'success' : 'danger'} data-testid="adjustment-amount-cell">
        {signedVnd(a.amountVnd)}
      </Typography.Text>
    ),
  },
  {
    title: t.reason,
    key: 'reason',
    render: (_, a) => (
      <div style={{ maxWidth: 280 }}>
        <div>{a.reason}</div>
        {a.evidencePhotos.length > 0 && (
          <Image.PreviewGroup>
            <Space size={4} wrap style={{ marginTop: 4 }}>
              {a.evidencePhotos.map((p) => (
                <Image key={p.id} src={p.url} width={40} height={40} style={{ objectFit: 'cover' }} alt={t.evidence} />
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
      </div>
    ),
  },
  { title: t.proposedBy, key: 'proposedBy', render: (_, a) => a.proposedBy.fullName },
  {
    title: t.status,
    dataIndex: 'status',
    render: (status: AdjustmentStatus) => <StatusTag machine={adjustmentMachine} status={status} />,
  },
  {
    title: t.actions,
    key: 'actions',
    width: 240,
    render: (_, a) =>
      a.status === 'pending' ? (
        <AdjustmentActions adjustment={a} />
      ) : (
        <div style={{ maxWidth: 240 }}>
          {a.decidedBy && <div>{`${t.decidedBy}: ${a.decidedBy.fullName}`}</div>}
          {a.decidedAt && <Typography.Text type="secondary">{formatDateTime(a.decidedAt)}</Typography.Text>}
          {a.entryCode && <div>{t.entry(a.entryCode)}</div>}
          {a.rejectReason && (
            <div>
              <Typography.Text type="secondary" italic>
                “{a.rejectReason}”
              </Typography.Text>
            </div>
          )}
        </div>
      ),
  },
];

export function AdjustmentPage() {
  useTitle(t.title);
  const { status, page, go } = useListParams(parseFilter, { search: false });
  const list = useQuery(adjustmentsQuery(status, page));
  const [proposing, setProposing] = useState(false);
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Button type="primary" onClick={() => setProposing(true)} data-testid="adjustment-propose">
          {t.propose}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Segmented<AdjustmentFilter>
        options={filterOptions}
        value={status}
        onChange={(next) => go({ status: next })}
        style={{ marginBottom: 16 }}
        data-testid="adjustment-status-filter"
      />
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<Adjustment>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 1100 }}
        onRow={(a) => ({ 'data-testid': 'adjustment-row', 'data-code': a.code }) as object}
        pagination={{
          current: page,
          pageSize: ADJUSTMENT_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: (next) => go({ page: next }),
        }}
      />
      {proposing && <ProposeDialog onClose={() => setProposing(false)} />}
    </>
  );
}

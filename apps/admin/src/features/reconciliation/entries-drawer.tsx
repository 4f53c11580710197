/**
 * The rows behind a reconciliation figure: the day's journal entries of one type (`?type=`) or one
 * movement (`?movement=withdrawal-paid`), newest first, each with its code, description, amount,
 * the customer's wallet change and time, in a drawer over the page.
 */
import type { ReconciliationEntry } from '@app/shared/contracts/reconciliation';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { type LedgerEntryType, ledgerEntryTypeLabels } from '@app/shared/statuses';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { CustomerLink } from '../../components/customer-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { messages } from '../../messages.ts';
import { moneyControlMessages } from '../../messages-money-control.ts';
import { ENTRY_PAGE_SIZE, entriesQuery, type Movement } from './api.ts';

const t = moneyControlMessages.reconciliation;

const columns: TableColumnsType<ReconciliationEntry> = [
  { title: t.entryCode, dataIndex: 'code', render: (code: string) => <Typography.Text strong>{code}</Typography.Text> },
  { title: t.description, dataIndex: 'description' },
  { title: t.amount, dataIndex: 'amountVnd', align: 'right', render: (n: number) => formatVnd(n) },
  {
    title: t.wallet,
    key: 'wallet',
    align: 'right',
    render: (_, e) =>
      e.walletVnd === null ? messages.common.none : `${e.walletVnd > 0 ? '+' : '−'}${formatVnd(Math.abs(e.walletVnd))}`,
  },
  {
    title: t.customer,
    key: 'customer',
    render: (_, e) => (e.customer ? <CustomerLink customer={e.customer} /> : messages.common.none),
  },
  { title: t.time, dataIndex: 'createdAt', render: (iso: string) => formatDateTime(iso) },
];

export function EntriesDrawer(props: {
  date: string;
  type?: LedgerEntryType;
  movement?: Movement;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const list = useQuery(entriesQuery(props.date, { type: props.type, movement: props.movement }, page));
  const label =
    props.movement === 'withdrawal-paid'
      ? t.paidMovement
      : props.movement === 'withdrawal-hold'
        ? t.holdMovement
        : ledgerEntryTypeLabels[props.type ?? 'recharge'];
  return (
    <Drawer open width={960} title={t.entriesOf(label)} onClose={props.onClose} destroyOnHidden>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      <Table<ReconciliationEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t.none }}
        scroll={{ x: 800 }}
        onRow={() => ({ 'data-testid': 'reconciliation-entry' }) as object}
        pagination={{
          current: page,
          pageSize: ENTRY_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: messages.common.totalRows,
          onChange: setPage,
        }}
      />
    </Drawer>
  );
}

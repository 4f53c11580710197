/**
 * Columns of the bank review queue for one status tab: when, money in/out, memo and account, then why
 * it did not match (with the actions), what it settled, or why it was ignored; the 'Tất cả' tab shows
 * each row's status above it.
 */
import type { BankTransfer } from '@app/shared/contracts/bank-transfer';
import { type BankTransferStatus, bankTransferMachine } from '@app/shared/machines/bank-transfer';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CustomerLink } from '../../components/customer-link.tsx';
import { bankTransferMessages as t } from '../../messages-bank-transfer.ts';
import { BankTransferActions } from './bank-transfer-actions.tsx';
import type { StatusTab } from './filters.ts';

function Settled({ transfer }: { transfer: BankTransfer }) {
  if (transfer.status === 'unmatched')
    return <Typography.Text type="warning">{transfer.unmatchedReason}</Typography.Text>;
  if (transfer.status === 'ignored') return <Typography.Text type="secondary">{transfer.ignoreReason}</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {transfer.recharge && <span>{t.rechargeRef(transfer.recharge.code)}</span>}
      {transfer.withdrawal && <span>{t.withdrawalRef(transfer.withdrawal.code)}</span>}
      {transfer.customer && <CustomerLink customer={transfer.customer} />}
      <Typography.Text type="secondary">{transfer.decidedBy?.fullName ?? t.system}</Typography.Text>
    </Space>
  );
}

const common: ColumnsType<BankTransfer> = [
  {
    title: t.columns.occurredAt,
    key: 'occurredAt',
    width: 150,
    render: (_, r) => (
      <Space direction="vertical" size={0}>
        <span>{formatDateTime(r.occurredAt)}</span>
        <Typography.Text type="secondary">{t.provider[r.provider]}</Typography.Text>
      </Space>
    ),
  },
  {
    title: t.columns.amount,
    key: 'amount',
    width: 150,
    align: 'right',
    render: (_, r) => (
      <Space direction="vertical" size={0} align="end">
        <strong>{formatVnd(r.amountVnd)}</strong>
        <Tag color={r.direction === 'in' ? 'green' : 'volcano'}>{r.direction === 'in' ? t.in : t.out}</Tag>
      </Space>
    ),
  },
  {
    title: t.columns.content,
    key: 'content',
    render: (_, r) => (
      <Space direction="vertical" size={0}>
        <span data-testid="bank-transfer-content">{r.content}</span>
        <Typography.Text type="secondary">
          {r.accountNumber}
          {r.bankReference ? ` · ${t.reference(r.bankReference)}` : ''}
        </Typography.Text>
      </Space>
    ),
  },
];

const settledTitle: Record<StatusTab, string> = {
  unmatched: t.columns.reason,
  matched: t.columns.settled,
  ignored: t.columns.ignoreReason,
  all: t.columns.outcome,
};

const statusColor: Record<BankTransferStatus, string> = {
  unmatched: 'warning',
  matched: 'success',
  ignored: 'default',
};

/** The columns of the `status` tab (actions on unmatched rows only); 'all' shows each row's status. */
export function bankTransferColumns(status: StatusTab): ColumnsType<BankTransfer> {
  return [
    ...common,
    {
      title: settledTitle[status],
      key: 'settled',
      render: (_, r) =>
        status === 'all' ? (
          <Space direction="vertical" size={4}>
            <Tag color={statusColor[r.status]} data-testid="bank-transfer-status">
              {bankTransferMachine.labels[r.status]}
            </Tag>
            <Settled transfer={r} />
          </Space>
        ) : (
          <Settled transfer={r} />
        ),
    },
    ...(status === 'unmatched' || status === 'all'
      ? [
          {
            title: t.columns.actions,
            key: 'actions',
            width: 170,
            render: (_: unknown, r: BankTransfer) =>
              r.status === 'unmatched' ? <BankTransferActions transfer={r} /> : null,
          },
        ]
      : []),
  ];
}

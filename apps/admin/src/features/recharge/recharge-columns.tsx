/** Columns of the recharge table: code and transfer memo, customer, amount, times, status, actions. */
import type { Recharge } from '@app/shared/contracts/wallet';
import { rechargeMachine } from '@app/shared/machines/recharge';
import { formatDateTime, formatVnd } from '@app/shared/money';
import type { TableColumnsType } from 'antd';
import { Typography } from 'antd';
import { CustomerLink } from '../../components/customer-link.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { messages } from '../../messages.ts';
import { RechargeActions } from './recharge-actions.tsx';

const t = messages.recharge;

export const rechargeColumns: TableColumnsType<Recharge> = [
  {
    title: t.code,
    key: 'code',
    render: (_, r) => (
      <>
        <Typography.Text strong copyable={{ text: r.memo }} data-testid="recharge-memo">
          {r.memo}
        </Typography.Text>
        {r.code !== r.memo && (
          <div>
            <Typography.Text type="secondary">{r.code}</Typography.Text>
          </div>
        )}
      </>
    ),
  },
  {
    title: t.customer,
    key: 'customer',
    render: (_, r) =>
      r.customer ? (
        <>
          <div>
            <CustomerLink customer={r.customer} />
          </div>
          <Typography.Text type="secondary">{r.customer.phone || r.customer.email}</Typography.Text>
        </>
      ) : (
        messages.common.none
      ),
  },
  { title: t.amount, dataIndex: 'amountVnd', align: 'right', render: (v: number) => formatVnd(v) },
  { title: t.createdAt, dataIndex: 'createdAt', render: (iso: string) => formatDateTime(iso) },
  {
    title: t.status,
    dataIndex: 'status',
    render: (status: Recharge['status']) => <StatusTag machine={rechargeMachine} status={status} />,
  },
  {
    title: t.actions,
    key: 'actions',
    render: (_, r) =>
      r.status === 'pending' ? (
        <RechargeActions recharge={r} />
      ) : (
        <Typography.Text type="secondary">
          {r.decidedAt ? `${t.decidedAt}: ${formatDateTime(r.decidedAt)}` : messages.common.none}
        </Typography.Text>
      ),
  },
];

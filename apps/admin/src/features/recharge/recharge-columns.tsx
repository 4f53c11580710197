/**
 * Columns of the recharge table: code and transfer memo, customer, amount (requested and received
 * when they differ), time, status, and the actions of a pending request or who decided it, when,
 * and the note.
 */
import type { Recharge } from '@app/shared/contracts/wallet';
import { rechargeMachine } from '@app/shared/machines/recharge';
import { formatDateTime, formatVnd } from '@app/shared/money';
import type { TableColumnsType } from 'antd';
import { Typography } from 'antd';
import { CustomerLink } from '../../components/customer-link.tsx';
import { nowrap } from '../../components/nowrap.ts';
import { StatusTag } from '../../components/status-tag.tsx';
import { messages } from '../../messages.ts';
import { moneyControlMessages } from '../../messages-money-control.ts';
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
          <Typography.Text type="secondary" style={nowrap}>
            {r.customer.phone || r.customer.email}
          </Typography.Text>
        </>
      ) : (
        messages.common.none
      ),
  },
  { title: t.amount, key: 'amount', align: 'right', render: (_, r) => <RechargeAmount recharge={r} /> },
  { title: t.createdAt, dataIndex: 'createdAt', render: (iso: string) => formatDateTime(iso) },
  {
    title: t.status,
    dataIndex: 'status',
    render: (status: Recharge['status']) => <StatusTag machine={rechargeMachine} status={status} />,
  },
  {
    title: t.actions,
    key: 'actions',
    width: 300,
    render: (_, r) => (r.status === 'pending' ? <RechargeActions recharge={r} /> : <Decision recharge={r} />),
  },
];

/** The requested amount; when the bank received another, both, the received one marked. */
function RechargeAmount({ recharge: r }: { recharge: Recharge }) {
  // Above its member's limit an approval waits for a second member (DESIGN.md §3.12).
  if (r.status === 'pending' && r.proposal) {
    return (
      <span data-testid="recharge-waiting-second">
        {formatVnd(r.amountVnd)}
        <br />
        <Typography.Text type="warning" style={{ display: 'inline-block', maxWidth: 220 }}>
          {moneyControlMessages.recharge.waiting(
            formatVnd(r.proposal.receivedVnd),
            r.proposal.proposedBy?.fullName ?? moneyControlMessages.recharge.system,
          )}
        </Typography.Text>
      </span>
    );
  }
  if (r.receivedVnd === null || r.receivedVnd === r.amountVnd) return <>{formatVnd(r.amountVnd)}</>;
  return (
    <span data-testid="recharge-amounts">
      <Typography.Text type="secondary">{t.requested(formatVnd(r.amountVnd))}</Typography.Text>
      <br />
      <Typography.Text strong type="warning">
        {t.received(formatVnd(r.receivedVnd))}
      </Typography.Text>
    </span>
  );
}

/** Who approved or cancelled the request, when, and the note they left. */
function Decision({ recharge: r }: { recharge: Recharge }) {
  const name = r.decidedBy?.fullName;
  return (
    <div data-testid="recharge-decision" style={{ maxWidth: 260 }}>
      {name && <div>{r.status === 'approved' ? t.approvedBy(name) : t.cancelledBy(name)}</div>}
      <Typography.Text type="secondary">
        {r.decidedAt ? formatDateTime(r.decidedAt) : messages.common.none}
      </Typography.Text>
      {r.note && (
        <div>
          <Typography.Text type="secondary" italic ellipsis={{ tooltip: r.note }}>
            “{r.note}”
          </Typography.Text>
        </div>
      )}
    </div>
  );
}

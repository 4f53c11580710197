/**
 * A refund request: order code (a link to the order on /orderPob/refund), amount ¥ and its đồng,
 * status, reason, the Taobao Global order and sub-order when it has them, and the outcome.
 */
import type { PobRefundRequest } from '@app/shared/contracts/pay-on-behalf';
import { refundTypeLabels } from '@app/shared/contracts/pay-on-behalf';
import { refundRequestMachine } from '@app/shared/machines/pay-on-behalf';
import { formatDateTime, formatFen, formatVnd } from '@app/shared/money';
import { Link } from 'react-router';
import { StatusTag } from '../../../components/status-tag.tsx';
import { pobMessages as m } from '../../../messages/pay-on-behalf.ts';

export function RefundCard({ refund: r, orderLink = true }: { refund: PobRefundRequest; orderLink?: boolean }) {
  return (
    <div
      className="card"
      data-testid="pob-refund"
      data-status={r.status}
      style={{ display: 'grid', gap: 4, padding: '12px 16px' }}
    >
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
        {orderLink ? (
          <Link to={`/orderPob/${r.orderId}`} style={{ overflowWrap: 'anywhere' }}>
            {m.refundOrder(r.orderCode)}
          </Link>
        ) : (
          <strong>{formatFen(r.amountFen)}</strong>
        )}
        <StatusTag machine={refundRequestMachine} status={r.status} testId="pob-refund-status" />
      </span>
      {orderLink && (
        <span>
          <strong>{formatFen(r.amountFen)}</strong> · {formatVnd(r.amountVnd)}
        </span>
      )}
      {r.taobaoGlobalOrderId !== null && (
        <span data-testid="pob-refund-taobao">
          {m.taobaoOrder(r.taobaoGlobalOrderId)}
          {r.subOrderId ? ` · ${m.subOrder(r.subOrderId)}` : ''}
          {r.refundType ? ` · ${refundTypeLabels[r.refundType]}` : ''}
        </span>
      )}
      <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.reason}</span>
      {r.status === 'approved' && (
        <strong style={{ color: 'var(--app-success)' }}>{m.refundCredited(r.amountVnd + r.feeRefundVnd)}</strong>
      )}
      {r.status === 'rejected' && r.rejectReason && (
        <span style={{ color: 'var(--app-danger)' }}>{m.refundRejected(r.rejectReason)}</span>
      )}
      {r.status === 'pending' && r.platformDeadline && (
        <span style={{ fontSize: 14 }}>{m.platformDeadline(formatDateTime(r.platformDeadline))}</span>
      )}
      <span style={{ color: 'var(--app-text-muted)', fontSize: 13 }}>{m.requestedAt(formatDateTime(r.createdAt))}</span>
    </div>
  );
}

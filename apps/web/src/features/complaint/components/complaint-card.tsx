/** A complaint in the list: code, order, reason, status and the money (asked, offered or refunded). */
import type { ComplaintSummary } from '@app/shared/contracts/complaint';
import { complaintReasonLabels } from '@app/shared/contracts/complaint';
import { complaintMachine } from '@app/shared/machines/complaint';
import { formatDateTime } from '@app/shared/money';
import { Link } from 'react-router';
import { StatusTag } from '../../../components/status-tag.tsx';
import { complaintMessages as m } from '../../../messages/complaint.ts';

export function ComplaintCard({ complaint: c }: { complaint: ComplaintSummary }) {
  const money =
    c.refundedVnd !== null
      ? m.refunded(c.refundedVnd)
      : c.offerVnd !== null && c.status === 'offered'
        ? m.offerAmount(c.offerVnd)
        : m.requested(c.requestedVnd);
  return (
    <Link
      to={`/orderComplaint/${c.id}`}
      className="card"
      data-testid="complaint-card"
      style={{ display: 'grid', gap: 4, padding: '12px 16px', color: 'inherit', textDecoration: 'none' }}
    >
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
        <strong>{c.code}</strong>
        <StatusTag machine={complaintMachine} status={c.status} testId="complaint-status" />
      </span>
      <span>
        {m.order(c.orderCode)} · {complaintReasonLabels[c.reason]}
      </span>
      <span style={{ color: 'var(--app-text-muted)', fontSize: 14 }}>
        {money} · {formatDateTime(c.createdAt)}
      </span>
    </Link>
  );
}

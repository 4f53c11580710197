/**
 * /orderComplaint/{id}: the complaint's progress (status, when staff answer by), the offer to accept
 * or counter, the outcome (refund credited, or why it was rejected), the lines, photos, the
 * exchange with staff and "Bổ sung thông tin", cancelling before staff take it, and the timeline.
 * Refreshes itself every 15 s while staff owe the next step, and on focus.
 */
import { complaintReasonLabels } from '@app/shared/contracts/complaint';
import { complaintMachine } from '@app/shared/machines/complaint';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Toast } from 'antd-mobile';
import { Link, useNavigate, useParams } from 'react-router';
import { ChatLink } from '../../../components/chat-link.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/query-states.tsx';
import { Section } from '../../../components/section.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { Timeline } from '../../../components/timeline.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { commonMessages } from '../../../messages/common.ts';
import { complaintMessages as m } from '../../../messages/complaint.ts';
import { complaintQuery, useCancelComplaint } from '../api/complaints.ts';
import { AddInfoForm } from '../components/add-info-form.tsx';
import { OfferCard } from '../components/offer-card.tsx';

const photoStyle = { width: 88, height: 88, objectFit: 'cover', borderRadius: 8 } as const;

function Photos({ photos }: { photos: { id: number; url: string }[] }) {
  if (photos.length === 0) return null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 6 }}>
      {photos.map((p) => (
        <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
          <img src={p.url} alt="" style={photoStyle} data-testid="complaint-photo" />
        </a>
      ))}
    </div>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const complaint = useQuery({ ...complaintQuery(id), enabled: valid, refetchOnWindowFocus: true });
  const cancel = useCancelComplaint(id);
  const navigate = useNavigate();

  if (!valid || complaint.isError) {
    return (
      <EmptyState
        title={m.loadFailed}
        description={complaint.error ? errorText(complaint.error) : undefined}
        action={<Button onClick={() => navigate('/orderComplaint')}>{commonMessages.back}</Button>}
      />
    );
  }
  if (!complaint.data) return <Loading />;
  const c = complaint.data;
  const open = c.status === 'pending' || c.status === 'processing' || c.status === 'offered';
  const orderLink = c.orderType === 'purchase' ? `/orderOrdering/${c.orderId}` : `/orderShipping/${c.orderId}`;
  return (
    <div className="page" style={{ gap: 12 }} data-testid="complaint-detail">
      <section className="card" style={{ display: 'grid', gap: 6, padding: '12px 16px' }}>
        <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <strong style={{ fontSize: 17 }}>{c.code}</strong>
          <StatusTag machine={complaintMachine} status={c.status} testId="complaint-status" />
        </span>
        <Link to={orderLink}>{m.order(c.orderCode)}</Link>
        <span>
          {m.reason}: {complaintReasonLabels[c.reason]}
        </span>
        {c.description && <span style={{ whiteSpace: 'pre-wrap' }}>{c.description}</span>}
        <span style={{ color: 'var(--app-text-muted)', fontSize: 14 }}>
          {m.requested(c.requestedVnd)}
          {(c.status === 'pending' || c.status === 'processing') && ` · ${m.waitingStaff} ${formatDateTime(c.dueAt)}`}
        </span>
        {c.status === 'processing' && c.counterVnd !== null && (
          <span data-testid="complaint-countered">{m.counterSent(c.counterVnd)}</span>
        )}
        {c.status === 'resolved' && c.refundedVnd !== null && (
          <strong style={{ color: 'var(--app-success)' }} data-testid="complaint-refunded">
            {m.refunded(c.refundedVnd)}
          </strong>
        )}
        {c.status === 'rejected' && (
          <span style={{ color: 'var(--app-danger)' }}>
            {m.rejected}: {c.rejectReason}
          </span>
        )}
      </section>
      {c.status === 'offered' && c.offerVnd !== null && <OfferCard complaint={c} />}
      <ChatLink type="complaint" id={c.id} />
      {c.lines.length > 0 && (
        <Section title={m.linesTitle}>
          {c.lines.map((l) => (
            <p key={l.lineId} style={{ margin: '6px 0', display: 'grid' }}>
              <span>{l.title}</span>
              <span style={{ color: 'var(--app-text-muted)', fontSize: 14 }}>
                {m.lineQuantity(l.quantity)} · {formatVnd(l.paidVnd)}
              </span>
            </p>
          ))}
        </Section>
      )}
      {c.photos.length > 0 && (
        <Section title={m.photosTitle}>
          <Photos photos={c.photos} />
        </Section>
      )}
      {c.notes.length > 0 && (
        <Section title={m.notesTitle} testId="complaint-notes">
          {c.notes.map((n) => (
            <div key={n.id} style={{ padding: '8px 0', borderTop: '1px solid var(--adm-color-border)' }}>
              <span style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>
                {n.side === 'staff' ? m.staffSide : m.customerSide} · {formatDateTime(n.createdAt)}
              </span>
              <p style={{ margin: '2px 0', whiteSpace: 'pre-wrap' }}>{n.note}</p>
              <Photos photos={n.photos} />
            </div>
          ))}
        </Section>
      )}
      {open && <AddInfoForm id={c.id} />}
      {c.status === 'pending' && (
        <Button
          block
          color="danger"
          fill="outline"
          loading={cancel.isPending}
          data-testid="complaint-cancel"
          onClick={async () => {
            const ok = await Dialog.confirm({ content: m.cancelConfirm, confirmText: m.cancel, cancelText: m.keep });
            if (!ok) return;
            cancel.mutate(undefined, {
              onSuccess: () => Toast.show({ icon: 'success', content: m.cancelled }),
              onError: (e) => Toast.show({ content: errorText(e) }),
            });
          }}
        >
          {m.cancel}
        </Button>
      )}
      <Section title={m.timelineTitle}>
        <Timeline machine={complaintMachine} events={c.events.map((e, i) => ({ ...e, id: i }))} />
      </Section>
    </div>
  );
}

/**
 * /delivery/{id}: code and status, method, warehouse, receiver, carrier and tracking code once
 * shipped, the parcels, what was paid on each order (refunded after a cancellation), the timeline,
 * and "Hủy yêu cầu" before shipping. While staff work on it the page refreshes itself (every 10 s
 * while open, and when the tab comes back).
 */
import { type Delivery, deliveryMethodLabels } from '@app/shared/contracts/delivery';
import { deliveryMachine } from '@app/shared/machines/delivery';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { ChatLink } from '../../../components/chat-link.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/query-states.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { Timeline } from '../../../components/timeline.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { liveFallback } from '../../../lib/live.ts';
import { commonMessages } from '../../../messages/common.ts';
import { deliveryMessages as m } from '../../../messages/delivery.ts';
import { deliveryQuery } from '../api/delivery.ts';
import { CancelDelivery } from '../components/cancel-delivery.tsx';
import { Block, Row } from '../components/choice.tsx';
import { weightText } from '../components/parcel-picker.tsx';

/** How often an open request is read again while staff work on it. */
const LIVE_MS = 10_000;

export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const q = useQuery({
    ...deliveryQuery(id),
    enabled: valid,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && deliveryMachine.isFinal(status) ? false : liveFallback(LIVE_MS);
    },
  });

  if (!valid || q.isError) {
    return (
      <EmptyState
        title={m.loadFailed}
        description={q.error ? errorText(q.error) : undefined}
        action={<Button onClick={() => navigate('/delivery')}>{commonMessages.back}</Button>}
      />
    );
  }
  if (!q.data) return <Loading />;
  const d = q.data;
  const live = !deliveryMachine.isFinal(d.status);
  return (
    <div className="page" style={{ gap: 12 }} data-testid="delivery-detail">
      <section className="card" style={{ display: 'grid', gap: 4 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
          <h1 style={{ fontSize: 18, margin: 0 }} data-testid="delivery-code">
            {d.code}
          </h1>
          <StatusTag machine={deliveryMachine} status={d.status} testId="delivery-status" />
        </div>
        <span style={{ color: 'var(--app-text-muted)', fontSize: 13 }}>{formatDateTime(d.createdAt)}</span>
        {live && (
          <span style={{ color: 'var(--app-text-muted)', fontSize: 13 }} aria-live="polite">
            {m.live}
          </span>
        )}
        <Row label={m.method} value={deliveryMethodLabels[d.method]} />
        <Row label={m.warehouse} value={d.warehouse.name} />
        <Row label={m.receiver} value={`${d.receiver.name} · ${d.receiver.phone}`} />
        <p style={{ margin: 0, fontSize: 14, textAlign: 'right', overflowWrap: 'anywhere' }}>{d.receiver.address}</p>
        {d.exportSlipCode && <Row label={m.exportSlip} value={d.exportSlipCode} />}
        {d.carrier && <Row label={m.carrier} value={d.carrier} testId="delivery-carrier" />}
        {d.trackingCode && <Row label={m.trackingCode} value={d.trackingCode} testId="delivery-tracking" />}
        {d.codVnd > 0 && <Row label={m.cod} value={formatVnd(d.codVnd)} />}
        {d.note && <Row label={m.note} value={d.note} />}
      </section>
      <Block title={m.parcelsTitle(d.parcels.length)} testId="delivery-parcel-list">
        {d.parcels.map((p) => (
          <div
            key={p.id}
            style={{ borderTop: '1px solid var(--adm-color-border)', padding: '8px 0', display: 'grid', gap: 2 }}
          >
            <strong>{m.parcelLine(p.code, weightText(p.weightGrams, p.chargeableKg10))}</strong>
            <span style={{ color: 'var(--app-text-muted)', fontSize: 14, overflowWrap: 'anywhere' }}>
              {p.trackingCode}
              {p.order ? ` · ${m.orderTypes[p.order.type]} ${p.order.code}` : ''}
            </span>
          </div>
        ))}
      </Block>
      <Block title={m.paymentsTitle} testId="delivery-payments">
        {d.payments.map((p) => (
          <Row
            // One payment per order and kind (at the request, at shipping, handed over from one request).
            key={`${p.type}-${p.orderId}-${p.kind}-${p.movedFrom ?? ''}`}
            label={m.paymentLine(p.orderCode)}
            value={paymentText(p)}
          />
        ))}
        <Row label={m.paid} value={formatVnd(d.paidVnd)} strong testId="delivery-paid" />
      </Block>
      <ChatLink type="delivery" id={d.id} />
      {d.canCancel && <CancelDelivery delivery={d} />}
      <Block title={m.timelineTitle} testId="delivery-timeline">
        <Timeline machine={deliveryMachine} events={d.events} />
      </Block>
    </div>
  );
}

/** One payment: its amount, how the request came to hold it, and what its cancellation did with it. */
function paymentText(p: Delivery['payments'][number]): string {
  const parts = [formatVnd(p.amountVnd)];
  if (p.kind === 'shipping') parts.push(m.paidAtShipping);
  if (p.movedFrom) parts.push(m.movedFrom(p.movedFrom));
  if (p.refundedVnd === p.amountVnd) parts.push(m.refunded);
  else if (p.refundedVnd > 0) parts.push(m.refundedPart(formatVnd(p.refundedVnd)));
  if (p.movedTo) parts.push(m.movedTo(p.movedTo));
  return parts.join(' · ');
}

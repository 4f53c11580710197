/**
 * /orderPob/{id}: one pay-on-behalf order — status, the lines, the money (¥, rate, fee apart, total
 * ₫, refunded), the Alipay trade number and proof images once paid, the status timeline, refunds.
 * Actions by status: "Xác nhận" (an agent's order awaiting the customer: debits then, a shortfall
 * shows what is missing and a way to recharge) and "Hủy đơn" (awaiting_customer, pending);
 * "Đã nhận hàng" (paid → completed); "Yêu cầu hoàn tiền" (paid, completed, while something is left).
 * "Nhắn tin" opens the thread `pob-{id}`. Refreshed by the live connection while staff owe a step.
 */
import { payOnBehalfMachine } from '@app/shared/machines/pay-on-behalf';
import { formatDateTime, formatFen, formatVnd } from '@app/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ChatLink } from '../../../components/chat-link.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/query-states.tsx';
import { Section } from '../../../components/section.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { Timeline } from '../../../components/timeline.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { currentUserKey, currentUserQuery } from '../../../lib/current-user.ts';
import { missingVnd } from '../../../lib/pob-quote-form.ts';
import { commonMessages } from '../../../messages/common.ts';
import { pobMessages as m, pobChannelNames } from '../../../messages/pay-on-behalf.ts';
import { pobOrderQuery, staffOwes, useCancelPob, useConfirmPob, useConfirmReceivedPob } from '../api/pay-on-behalf.ts';
import { RefundCard } from '../components/refund-card.tsx';
import { RefundForm } from '../components/refund-form.tsx';

const photoStyle = { width: 96, height: 96, objectFit: 'cover', borderRadius: 8 } as const;

function Row(props: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <p style={{ margin: '4px 0', display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <span>{props.label}</span>
      <span data-testid={props.testId} style={{ fontWeight: props.strong ? 700 : undefined, textAlign: 'right' }}>
        {props.value}
      </span>
    </p>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useQuery({ ...pobOrderQuery(id), enabled: valid, refetchOnWindowFocus: true });
  const user = useQuery(currentUserQuery());
  const queryClient = useQueryClient();
  const cancel = useCancelPob(id);
  const confirm = useConfirmPob(id);
  const received = useConfirmReceivedPob(id);
  const [refunding, setRefunding] = useState(false);
  const navigate = useNavigate();

  if (!valid || order.isError) {
    return (
      <EmptyState
        title={m.loadFailed}
        description={order.error ? errorText(order.error) : undefined}
        action={<Button onClick={() => navigate('/orderPob')}>{commonMessages.back}</Button>}
      />
    );
  }
  if (!order.data) return <Loading />;
  const o = order.data;
  const pendingRefundFen = o.refunds.filter((r) => r.status === 'pending').reduce((s, r) => s + r.amountFen, 0);
  const refundableFen = Math.max(0, o.totalFen - o.refundedFen - pendingRefundFen);
  const canRefund = (o.status === 'paid' || o.status === 'completed') && refundableFen > 0;
  const short = confirm.error instanceof ApiError && confirm.error.code === 'insufficient-balance';
  const shortfall = Math.max(1, missingVnd(o.totalVnd, user.data?.availableVnd ?? 0));

  async function doCancel() {
    const ok = await Dialog.confirm({ content: m.cancelConfirm, confirmText: m.cancel, cancelText: m.keep });
    if (!ok) return;
    cancel.mutate(undefined, {
      onSuccess: () => Toast.show({ icon: 'success', content: m.cancelled }),
      onError: (e) => Toast.show({ content: errorText(e) }),
    });
  }

  return (
    <div className="page" style={{ gap: 12 }} data-testid="pob-detail">
      <section className="card" style={{ display: 'grid', gap: 6, padding: '12px 16px' }}>
        <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <strong style={{ fontSize: 17, overflowWrap: 'anywhere' }} data-testid="pob-code">
            {o.code}
          </strong>
          <StatusTag machine={payOnBehalfMachine} status={o.status} testId="pob-status" />
        </span>
        <span style={{ color: 'var(--app-text-muted)', fontSize: 14 }}>
          {o.agent && o.source === 'agent' ? m.fromAgent(o.agent.fullName) : m.source[o.source]} ·{' '}
          {formatDateTime(o.createdAt)}
        </span>
        {staffOwes(o.status) && <span style={{ fontSize: 14 }}>{m.waitingStaff}</span>}
        {o.status === 'failed' && o.failReason && (
          <span style={{ color: 'var(--app-danger)' }} data-testid="pob-fail-reason">
            {m.failReason}: {o.failReason}
          </span>
        )}
      </section>

      {o.status === 'awaiting_customer' && (
        <section className="card" data-testid="pob-awaiting" style={{ display: 'grid', gap: 8, padding: '12px 16px' }}>
          <strong>{m.awaitingTitle}</strong>
          <span>{m.awaitingBody(o.totalVnd)}</span>
          {user.data && <span style={{ color: 'var(--app-text-muted)' }}>{m.balance(user.data.availableVnd)}</span>}
          {confirm.isError && (
            <span role="alert" style={{ color: 'var(--app-danger)' }} data-testid="pob-confirm-error">
              {short ? m.missing(shortfall) : errorText(confirm.error)}
            </span>
          )}
          {short && (
            <Link className="btn btn--primary" to={`/wallet/recharge?amount=${shortfall}`}>
              {m.recharge}
            </Link>
          )}
          <Button
            color="primary"
            block
            loading={confirm.isPending}
            data-testid="pob-confirm"
            onClick={() =>
              confirm.mutate(undefined, {
                onSuccess: () => Toast.show({ icon: 'success', content: m.confirmed }),
                onError: () => void queryClient.invalidateQueries({ queryKey: currentUserKey }),
              })
            }
          >
            {m.confirm}
          </Button>
        </section>
      )}

      <Section title={m.linesTitle} testId="pob-lines">
        {o.lines.map((l, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder
            key={i}
            data-testid="pob-detail-line"
            style={{ padding: '8px 0', borderTop: i ? '1px solid var(--app-border)' : undefined, display: 'grid' }}
          >
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span style={{ color: 'var(--app-text-muted)', fontSize: 14 }}>{pobChannelNames[l.channel]}</span>
              <strong>{formatFen(l.amountFen)}</strong>
            </span>
            <span style={{ overflowWrap: 'anywhere' }}>{l.reference}</span>
            {l.note && <span style={{ fontSize: 14, color: 'var(--app-text-muted)' }}>{l.note}</span>}
          </div>
        ))}
      </Section>

      <Section title={m.moneyTitle} testId="pob-money">
        <Row label={m.goods} value={formatFen(o.totalFen)} />
        <Row label={m.rate} value={m.rateValue(o.rate)} />
        <Row label={m.amountVnd} value={formatVnd(o.amountVnd)} />
        <Row label={m.fee} value={formatVnd(o.feeVnd)} testId="pob-fee" />
        <Row label={m.totalVnd} value={formatVnd(o.totalVnd)} testId="pob-total-vnd" strong />
        {o.refundedFen > 0 && (
          <Row label={m.refunded} value={`${formatFen(o.refundedFen)} · ${formatVnd(o.refundedVnd)}`} />
        )}
      </Section>

      {o.alipayTradeNo && (
        <Section title={m.paymentTitle} testId="pob-proof">
          <Row label={m.tradeNo} value={o.alipayTradeNo} testId="pob-trade-no" />
          {o.paidAt && <Row label={m.paidAt} value={formatDateTime(o.paidAt)} />}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 6 }}>
            {o.proofPhotos.map((p) => (
              <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                <img src={p.url} alt={m.paymentTitle} style={photoStyle} data-testid="pob-proof-photo" />
              </a>
            ))}
          </div>
          {o.status === 'paid' && o.autoCompleteAt && (
            <p style={{ fontSize: 14, color: 'var(--app-text-muted)', margin: '6px 0 0' }}>
              {m.autoComplete(formatDateTime(o.autoCompleteAt))}
            </p>
          )}
        </Section>
      )}

      {o.status === 'paid' && (
        <Button
          block
          color="success"
          loading={received.isPending}
          data-testid="pob-received"
          onClick={async () => {
            const ok = await Dialog.confirm({
              content: m.receivedConfirm,
              confirmText: m.received,
              cancelText: m.keep,
            });
            if (!ok) return;
            received.mutate(undefined, {
              onSuccess: () => Toast.show({ icon: 'success', content: m.receivedDone }),
              onError: (e) => Toast.show({ content: errorText(e) }),
            });
          }}
        >
          {m.received}
        </Button>
      )}

      {canRefund &&
        (refunding ? (
          <RefundForm orderId={o.id} maxFen={refundableFen} onDone={() => setRefunding(false)} />
        ) : (
          <Button block fill="outline" data-testid="pob-refund-open" onClick={() => setRefunding(true)}>
            {m.refundTitle}
          </Button>
        ))}

      {o.refunds.length > 0 && (
        <Section title={m.refundsTitle}>
          <div style={{ display: 'grid', gap: 8 }}>
            {o.refunds.map((r) => (
              <RefundCard key={r.id} refund={r} orderLink={false} />
            ))}
          </div>
        </Section>
      )}

      <ChatLink type="pob" id={o.id} />

      {(o.status === 'pending' || o.status === 'awaiting_customer') && (
        <Button
          block
          color="danger"
          fill="outline"
          loading={cancel.isPending}
          data-testid="pob-cancel"
          onClick={doCancel}
        >
          {m.cancel}
        </Button>
      )}

      <Section title={m.timelineTitle} testId="pob-timeline">
        <Timeline
          machine={payOnBehalfMachine}
          events={o.timeline.map((e, i) => ({
            id: i,
            toStatus: e.status,
            createdAt: e.at,
            actorName: e.by ?? m.systemActor,
            note: e.note,
          }))}
        />
      </Section>
    </div>
  );
}

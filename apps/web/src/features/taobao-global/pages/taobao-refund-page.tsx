/**
 * /taobaoIntOrder/refund (DESIGN.md §3.3, decision 0120): the refund requests of the customer's
 * Taobao Global orders (our status, the platform's state, a countdown to the platform's deadline,
 * what was credited), and the form opening one for a line of an order paid through pay-on-behalf
 * (`?orderId=&subOrderId=` preselects it): only refund before the seller ships, return and refund
 * after. Refreshes from the live connection (polls only while it is down).
 */
import {
  type TaobaoRefund,
  taobaoRefundStatusLabels,
  taobaoRefundTypeLabels,
} from '@app/shared/contracts/taobao-global';
import { refundRequestMachine } from '@app/shared/machines/pay-on-behalf';
import { formatDateTime, formatFen } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button, Selector, TextArea, Toast } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../../components/query-states.tsx';
import { Section } from '../../../components/section.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { liveFallback } from '../../../lib/live.ts';
import { taobaoMessages as m } from '../../../messages/taobao-global.ts';
import { ordersQuery, refundsQuery, useRequestRefund } from '../api/taobao-global.ts';
import { TaobaoLoadError } from '../components/not-enabled.tsx';
import { refundTypesFor, timeLeft } from '../taobao-model.ts';

const muted = { fontSize: 14, color: 'var(--app-text-muted)' } as const;

/** Re-renders every 30 s so the countdowns move. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

function Countdown({ refund, now }: { refund: TaobaoRefund; now: Date }) {
  if (refund.status !== 'pending') return null;
  if (!refund.deadlineAt) return <span style={muted}>{m.deadlineUnknown}</span>;
  const left = timeLeft(refund.deadlineAt, now);
  return (
    <span
      data-testid="taobao-refund-deadline"
      style={{ fontSize: 14, color: left ? 'var(--app-primary-pressed)' : 'var(--app-danger)' }}
    >
      {left ? m.deadline(left) : m.deadlinePassed} ({formatDateTime(refund.deadlineAt)})
    </span>
  );
}

function RefundItem({ refund, now }: { refund: TaobaoRefund; now: Date }) {
  return (
    <div
      data-testid="taobao-refund"
      style={{ display: 'grid', gap: 3, padding: '10px 0', borderTop: '1px solid var(--adm-color-border)' }}
    >
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
        <Link to={`/taobaoIntOrder/${refund.orderId}`} style={{ overflowWrap: 'anywhere' }}>
          {m.orderNo(refund.platformOrderId)}
        </Link>
        <StatusTag machine={refundRequestMachine} status={refund.status} testId="taobao-refund-status" />
      </span>
      <span style={{ overflowWrap: 'anywhere' }}>{refund.subOrder.title}</span>
      <span style={muted}>
        {taobaoRefundTypeLabels[refund.type]} · {m.refundAmount(formatFen(refund.refundFen))}
      </span>
      <span style={muted}>{m.platformStatus(taobaoRefundStatusLabels[refund.platformStatus])}</span>
      <Countdown refund={refund} now={now} />
      {refund.creditedVnd !== null && (
        <strong style={{ color: 'var(--app-success)' }}>{m.credited(refund.creditedVnd)}</strong>
      )}
      {refund.status === 'rejected' && (
        <span style={{ color: 'var(--app-danger)', fontSize: 14 }}>{m.rejected(refund.rejectReason)}</span>
      )}
      <span style={muted}>
        {m.refundOrder(refund.payOnBehalfOrder.code)} · {formatDateTime(refund.createdAt)}
      </span>
    </div>
  );
}

function RefundForm({ initial }: { initial: { orderId: number; subOrderId: number } | null }) {
  const orders = useQuery(ordersQuery({}));
  const request = useRequestRefund();
  const choices = useMemo(
    () =>
      (orders.data?.items ?? []).flatMap((o) =>
        refundTypesFor(o).length > 0 ? o.subOrders.map((l) => ({ order: o, line: l, key: `${o.id}:${l.id}` })) : [],
      ),
    [orders.data],
  );
  const [picked, setPicked] = useState<string | null>(initial ? `${initial.orderId}:${initial.subOrderId}` : null);
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const choice = choices.find((c) => c.key === picked) ?? null;
  const types = choice ? refundTypesFor(choice.order) : [];
  const type = types[0];

  if (orders.isPending) return <Loading />;
  if (orders.isError) return null;
  return (
    <Section title={m.refundTitle} testId="taobao-refund-form">
      <p style={{ ...muted, margin: '0 0 8px' }}>{m.refundRules}</p>
      {choices.length === 0 ? (
        <p style={{ margin: 0 }}>{m.refundNoEligible}</p>
      ) : (
        <div style={{ display: 'grid', gap: 10 }}>
          <span>{m.refundProduct}</span>
          <Selector
            columns={1}
            value={picked ? [picked] : []}
            onChange={(v) => setPicked(v[0] ?? null)}
            options={choices.map((c) => ({
              value: c.key,
              label: `${c.line.title} · ${formatFen(c.line.paymentFen)}`,
              description: m.orderNo(c.order.platformOrderId),
            }))}
          />
          {type && (
            <span>
              {m.refundType}: <strong>{taobaoRefundTypeLabels[type]}</strong>
            </span>
          )}
          <div style={{ display: 'grid', gap: 4 }}>
            <span id="taobao-refund-reason-label">{m.refundReason}</span>
            <TextArea
              value={reason}
              onChange={setReason}
              placeholder={m.refundReasonPlaceholder}
              maxLength={1000}
              rows={3}
              aria-labelledby="taobao-refund-reason-label"
              data-testid="taobao-refund-reason"
              style={{ border: '1px solid var(--adm-color-border)', borderRadius: 8, padding: 8 }}
            />
          </div>
          {request.isError && (
            <span role="alert" style={{ color: 'var(--app-danger)' }}>
              {errorText(request.error)}
            </span>
          )}
          <Button
            block
            color="primary"
            disabled={!choice || !type || reason.trim().length === 0}
            loading={request.isPending}
            data-testid="taobao-refund-submit"
            onClick={() => {
              if (!choice || !type) return;
              request.mutate(
                { orderId: choice.order.id, input: { subOrderId: choice.line.id, type, reason: reason.trim() }, key },
                {
                  onSuccess: () => {
                    Toast.show({ icon: 'success', content: m.refundSent });
                    setReason('');
                    setPicked(null);
                    setKey(newIdempotencyKey());
                  },
                },
              );
            }}
          >
            {m.refundSubmit}
          </Button>
        </div>
      )}
    </Section>
  );
}

export function Component() {
  const [search] = useSearchParams();
  const orderId = Number(search.get('orderId'));
  const subOrderId = Number(search.get('subOrderId'));
  const initial = orderId > 0 && subOrderId > 0 ? { orderId, subOrderId } : null;
  const now = useNow();
  const refunds = useQuery({
    ...refundsQuery,
    refetchInterval: (q) => liveFallback(q.state.data?.items.some((r) => r.status === 'pending') ? 30_000 : false),
  });
  if (refunds.isError) return <TaobaoLoadError error={refunds.error} onRetry={() => void refunds.refetch()} />;
  return (
    <div className="page" style={{ gap: 12 }} data-testid="taobao-refund-page">
      <RefundForm initial={initial} />
      <Section title={m.refundsTitle} testId="taobao-refunds">
        {refunds.isPending && <Loading />}
        {refunds.data && refunds.data.items.length === 0 && (
          <p style={{ ...muted, margin: '4px 0' }}>{m.refundsEmpty}</p>
        )}
        {refunds.data?.items.map((r) => (
          <RefundItem key={r.id} refund={r} now={now} />
        ))}
      </Section>
    </div>
  );
}

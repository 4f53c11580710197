/**
 * /taobaoIntOrder/{id}: one Taobao Global order: trade state, lines, tracking numbers and parcels,
 * the pay-on-behalf order it was sent in (status, Alipay trade number and proof photos once paid,
 * a link to /orderPob/{id}), "Yêu cầu hoàn tiền" on lines a refund is open to, and "Nhắn tin"
 * (thread `taobao-{id}`). Refreshes from the live connection (polls only while it is down).
 */
import { payOnBehalfMachine } from '@app/shared/machines/pay-on-behalf';
import { taobaoGlobalOrderMachine } from '@app/shared/machines/taobao-global';
import { formatDateTime, formatFen } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { Link, useNavigate, useParams } from 'react-router';
import { ChatLink } from '../../../components/chat-link.tsx';
import { Loading } from '../../../components/query-states.tsx';
import { Section } from '../../../components/section.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { liveFallback } from '../../../lib/live.ts';
import { taobaoMessages as m } from '../../../messages/taobao-global.ts';
import { orderQuery } from '../api/taobao-global.ts';
import { TaobaoLoadError } from '../components/not-enabled.tsx';
import { SubOrderRow, Trackings } from '../components/taobao-order-card.tsx';
import { refundTypesFor } from '../taobao-model.ts';

const muted = { fontSize: 14, color: 'var(--app-text-muted)' } as const;

export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const order = useQuery({
    ...orderQuery(id),
    enabled: valid,
    refetchOnWindowFocus: true,
    // Waiting on staff to pay: poll while the live connection is down.
    refetchInterval: (q) => {
      const s = q.state.data?.payOnBehalf?.status;
      return liveFallback(s === 'pending' || s === 'processing' ? 10_000 : 60_000);
    },
  });
  if (!valid) return <TaobaoLoadError error={new Error(m.loadFailed)} onRetry={() => navigate('/taobaoIntOrder')} />;
  if (order.isError) return <TaobaoLoadError error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <Loading />;
  const o = order.data;
  const pob = o.payOnBehalf;
  const canRefund = refundTypesFor(o).length > 0;
  return (
    <div className="page" style={{ gap: 12 }} data-testid="taobao-order-detail">
      <section className="card" style={{ display: 'grid', gap: 4 }}>
        <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <strong style={{ fontSize: 16, overflowWrap: 'anywhere' }}>{m.orderNo(o.platformOrderId)}</strong>
          <StatusTag machine={taobaoGlobalOrderMachine} status={o.status} testId="taobao-order-status" />
        </span>
        <span style={muted}>
          {m.account(o.account.nick)} · {m.seller(o.sellerNick)}
        </span>
        <span style={muted}>{formatDateTime(o.createdOnPlatformAt)}</span>
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span style={muted}>
            {m.postFee} {formatFen(o.postFeeFen)}
          </span>
          <span>
            {m.total} <strong>{formatFen(o.paymentFen)}</strong>
          </span>
        </span>
      </section>
      {pob && (
        <Section title={m.pobTitle} testId="taobao-pob">
          <div style={{ display: 'grid', gap: 6 }}>
            <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
              <span data-testid="taobao-pob-code">{m.sentToPob(pob.code)}</span>
              <StatusTag machine={payOnBehalfMachine} status={pob.status} testId="taobao-pob-status" />
            </span>
            {pob.alipayTradeNo && (
              <span style={{ overflowWrap: 'anywhere' }}>
                {m.pobTradeNo}: <strong data-testid="taobao-pob-trade-no">{pob.alipayTradeNo}</strong>
              </span>
            )}
            {pob.proofPhotos.length > 0 && (
              <>
                <span>{m.pobProofs}</span>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                  {pob.proofPhotos.map((p) => (
                    <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                      <img
                        src={p.url}
                        alt={m.pobProofs}
                        data-testid="taobao-pob-proof"
                        style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 8 }}
                      />
                    </a>
                  ))}
                </div>
              </>
            )}
            <Link to={`/orderPob/${pob.id}`} data-testid="taobao-pob-link">
              {m.pobOpen}
            </Link>
          </div>
        </Section>
      )}
      <Section title={m.linesTitle(o.subOrders.length)}>
        {o.subOrders.map((l) => (
          <div key={l.id} style={{ borderTop: '1px solid var(--adm-color-border)', paddingTop: 4 }}>
            <SubOrderRow line={l} />
            {canRefund && (
              <Button
                size="small"
                fill="outline"
                data-testid="taobao-refund-open"
                onClick={() => navigate(`/taobaoIntOrder/refund?orderId=${o.id}&subOrderId=${l.id}`)}
              >
                {m.refundAsk}
              </Button>
            )}
          </div>
        ))}
      </Section>
      <Section title={m.trackingsTitle}>
        <Trackings order={o} />
        {o.shippingVnd > 0 && <p style={{ ...muted, margin: '6px 0 0' }}>{m.shipping(o.shippingVnd, o.paidVnd)}</p>}
      </Section>
      <ChatLink type="taobao" id={o.id} />
    </div>
  );
}

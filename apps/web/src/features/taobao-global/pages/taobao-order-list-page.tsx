/**
 * /taobaoIntOrder (DESIGN.md §3.3, decision 0120): the imported Taobao Global orders by trade state
 * (and linked account, `?tokenId=`), each with its lines, tracking numbers and parcels; unpaid ones
 * can be selected and paid together as one pay-on-behalf order ("Thanh toán hộ"), after which the
 * page opens the first order, which shows the pay-on-behalf order's progress and proofs.
 */
import { type TaobaoGlobalOrderStatus, taobaoGlobalOrderMachine } from '@app/shared/machines/taobao-global';
import { useQuery } from '@tanstack/react-query';
import { Button, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/query-states.tsx';
import { liveFallback } from '../../../lib/live.ts';
import { taobaoMessages as m } from '../../../messages/taobao-global.ts';
import { ordersQuery } from '../api/taobao-global.ts';
import { TaobaoLoadError } from '../components/not-enabled.tsx';
import { PaySheet } from '../components/pay-sheet.tsx';
import { TaobaoOrderCard } from '../components/taobao-order-card.tsx';
import { isPayable } from '../taobao-model.ts';

/** The tabs: every trade state once (two share the "Đang giao hàng" label, shown under the first). */
const tabs: { key: string; title: string; status?: TaobaoGlobalOrderStatus }[] = [
  { key: 'all', title: m.filterAll },
  ...(
    ['WAIT_BUYER_PAY', 'WAIT_SELLER_SEND_GOODS', 'WAIT_BUYER_CONFIRM_GOODS', 'TRADE_FINISHED', 'TRADE_CLOSED'] as const
  ).map((s) => ({ key: s, title: taobaoGlobalOrderMachine.labels[s], status: s })),
];

export function Component() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const tab = tabs.find((t) => t.key === search.get('status')) ?? tabs[0]!;
  const tokenId = Number(search.get('tokenId')) || undefined;
  const orders = useQuery({
    ...ordersQuery({ status: tab.status, tokenId }),
    refetchInterval: () => liveFallback(30_000),
  });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [paying, setPaying] = useState(false);

  const items = orders.data?.items ?? [];
  const chosen = items.filter((o) => selected.has(o.id) && isPayable(o));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="page" style={{ gap: 12 }} data-testid="taobao-orders-page">
      <Tabs
        activeKey={tab.key}
        onChange={(key) => {
          const next = new URLSearchParams(search);
          if (key === 'all') next.delete('status');
          else next.set('status', key);
          setSearch(next, { replace: true });
        }}
      >
        {tabs.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {orders.isError && <TaobaoLoadError error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.isPending && <Loading />}
      {orders.data && items.length === 0 && (
        <EmptyState
          title={m.ordersEmpty}
          action={
            <Link to="/taobaoIntToken" className="btn btn--primary">
              {m.goLink}
            </Link>
          }
        />
      )}
      {items.some(isPayable) && (
        <p style={{ margin: 0, fontSize: 14, color: 'var(--app-text-muted)' }}>{m.selectHint}</p>
      )}
      {items.map((o) => (
        <TaobaoOrderCard
          key={o.id}
          order={o}
          selectable={isPayable(o)}
          selected={selected.has(o.id)}
          onToggle={() => toggle(o.id)}
        />
      ))}
      {chosen.length > 0 && (
        <div
          className="card"
          style={{ position: 'sticky', bottom: 8, padding: 8, boxShadow: '0 -1px 6px rgb(0 0 0 / 12%)', zIndex: 10 }}
        >
          <Button block color="primary" data-testid="taobao-pay" onClick={() => setPaying(true)}>
            {m.payCount(chosen.length)}
          </Button>
        </div>
      )}
      <PaySheet
        orders={paying ? chosen : null}
        onClose={() => setPaying(false)}
        onPaid={(r) => {
          setPaying(false);
          setSelected(new Set());
          Toast.show({ icon: 'success', content: m.paid(r.code) });
          navigate(`/taobaoIntOrder/${r.orderIds[0]}`);
        }}
      />
    </div>
  );
}

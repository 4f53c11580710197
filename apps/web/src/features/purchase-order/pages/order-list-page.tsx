/**
 * /orderOrdering[?status=…]: the customer's purchase orders, newest first, filtered by status
 * tabs (Tất cả + every status label), 20 at a time with "Xem thêm".
 */
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/query-states.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { commonMessages } from '../../../messages/common.ts';
import { orderMessages as m } from '../../../messages/order.ts';
import { ordersQuery } from '../api/orders.ts';
import { OrderCard } from '../components/order-card.tsx';

const ALL = 'all';

export function Component() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const raw = search.get('status');
  const status = purchaseOrderMachine.statuses.includes(raw as PurchaseOrderStatus)
    ? (raw as PurchaseOrderStatus)
    : null;
  const orders = useInfiniteQuery(ordersQuery(status));
  const items = orders.data?.pages.flatMap((p) => p.items) ?? [];

  let body: ReactNode;
  if (orders.isPending) {
    body = <Loading />;
  } else if (orders.isError) {
    body = (
      <EmptyState
        title={m.loadFailed}
        description={errorText(orders.error)}
        action={<Button onClick={() => void orders.refetch()}>{commonMessages.retry}</Button>}
      />
    );
  } else if (items.length === 0) {
    const action = status ? undefined : (
      <Button color="primary" onClick={() => navigate('/chinaWebProduct')}>
        {m.findProduct}
      </Button>
    );
    body = (
      <EmptyState
        title={status ? m.emptyFiltered : m.emptyTitle}
        description={status ? undefined : m.emptyDescription}
        action={action}
      />
    );
  } else {
    body = (
      <>
        {items.map((o) => (
          <OrderCard key={o.id} order={o} />
        ))}
        {orders.hasNextPage && (
          <Button block loading={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
            {m.more}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="page" style={{ gap: 12 }}>
      <nav aria-label={m.filterLabel} style={{ margin: '-16px -16px 0', background: 'var(--app-surface)' }}>
        <Tabs
          activeKey={status ?? ALL}
          onChange={(key) => setSearch(key === ALL ? {} : { status: key }, { replace: true })}
          style={{ '--title-font-size': '15px' }}
        >
          <Tabs.Tab key={ALL} title={m.all} />
          {purchaseOrderMachine.statuses.map((s) => (
            <Tabs.Tab key={s} title={purchaseOrderMachine.labels[s]} />
          ))}
        </Tabs>
      </nav>
      {body}
    </div>
  );
}

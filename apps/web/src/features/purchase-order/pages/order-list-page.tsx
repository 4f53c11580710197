/**
 * /orderOrdering[?status=…]: the customer's purchase orders, newest first, filtered by status
 * tabs (Tất cả + every status label), 20 at a time with "Xem thêm".
 */
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/query-states.tsx';
import { StatusTabs, useStatusParam } from '../../../components/status-tabs.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { commonMessages } from '../../../messages/common.ts';
import { orderMessages as m } from '../../../messages/order.ts';
import { ordersQuery } from '../api/orders.ts';
import { OrderCard } from '../components/order-card.tsx';

export function Component() {
  const navigate = useNavigate();
  const status = useStatusParam(purchaseOrderMachine);
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
      <StatusTabs machine={purchaseOrderMachine} status={status} label={m.filterLabel} allLabel={m.all} />
      {body}
    </div>
  );
}

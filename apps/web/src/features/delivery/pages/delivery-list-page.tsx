/**
 * /delivery[?status=…]: the customer's delivery requests, newest first, filtered by status tabs, 20
 * at a time with "Xem thêm", and the way to a new request.
 */
import { deliveryMachine } from '@app/shared/machines/delivery';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { StatusTabs, useStatusParam } from '../../../components/status-tabs.tsx';
import { liveFallback } from '../../../lib/live.ts';
import { deliveryMessages as m } from '../../../messages/delivery.ts';
import { deliveriesQuery } from '../api/delivery.ts';
import { DeliveryCard } from '../components/delivery-card.tsx';

export function Component() {
  const navigate = useNavigate();
  const status = useStatusParam(deliveryMachine);
  const list = useInfiniteQuery({
    ...deliveriesQuery(status),
    refetchOnWindowFocus: true,
    refetchInterval: () => liveFallback(30_000),
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const create = (
    <Button color="primary" onClick={() => navigate('/delivery/create')} data-testid="delivery-create-link">
      {m.create}
    </Button>
  );

  let body: ReactNode;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = <LoadError title={m.loadFailed} error={list.error} onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    body = <EmptyState title={m.listEmptyTitle} description={m.listEmptyText} action={create} />;
  else {
    body = (
      <>
        {items.map((d) => (
          <DeliveryCard key={d.id} delivery={d} />
        ))}
        {list.hasNextPage && (
          <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {m.more}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="page" style={{ gap: 12 }}>
      <StatusTabs machine={deliveryMachine} status={status} label={m.filterLabel} allLabel={m.all} />
      {items.length > 0 && create}
      {body}
    </div>
  );
}

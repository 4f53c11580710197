/**
 * /delivery[?status=…]: the customer's delivery requests, newest first, filtered by status tabs, 20
 * at a time with "Xem thêm", and the way to a new request.
 */
import { type DeliveryStatus, deliveryMachine } from '@app/shared/machines/delivery';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { liveFallback } from '../../../lib/live.ts';
import { deliveryMessages as m } from '../../../messages/delivery.ts';
import { deliveriesQuery } from '../api/delivery.ts';
import { DeliveryCard } from '../components/delivery-card.tsx';

const ALL = 'all';

export function Component() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const raw = search.get('status');
  const status = deliveryMachine.statuses.includes(raw as DeliveryStatus) ? (raw as DeliveryStatus) : null;
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
      <nav aria-label={m.filterLabel} style={{ margin: '-16px -16px 0', background: 'var(--app-surface)' }}>
        <Tabs
          activeKey={status ?? ALL}
          onChange={(key) => setSearch(key === ALL ? {} : { status: key }, { replace: true })}
          style={{ '--title-font-size': '15px' }}
        >
          <Tabs.Tab key={ALL} title={m.all} />
          {deliveryMachine.statuses.map((s) => (
            <Tabs.Tab key={s} title={deliveryMachine.labels[s]} />
          ))}
        </Tabs>
      </nav>
      {items.length > 0 && create}
      {body}
    </div>
  );
}

/**
 * /orderShipping[?status=…]: the customer's consignment orders, newest first, by status tabs, 20 at a
 * time with "Xem thêm"; links to create one, the fee calculator and the measure look-up.
 */
import { type ConsignmentStatus, consignmentMachine } from '@app/shared/machines/consignment';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { consignmentMessages as m } from '../../../messages/consignment.ts';
import { consignmentListQuery } from '../api/consignment.ts';
import { ConsignmentCard } from '../components/consignment-card.tsx';

const ALL = 'all';
const toolLink = { minHeight: 44, display: 'inline-flex', alignItems: 'center' } as const;

export function Component() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const raw = search.get('status');
  const status = consignmentMachine.statuses.includes(raw as ConsignmentStatus) ? (raw as ConsignmentStatus) : null;
  const orders = useInfiniteQuery({ ...consignmentListQuery(status), refetchOnWindowFocus: true });
  const items = orders.data?.pages.flatMap((p) => p.items) ?? [];

  let body: ReactNode;
  if (orders.isPending) body = <Loading />;
  else if (orders.isError)
    body = <LoadError title={m.loadFailed} error={orders.error} onRetry={() => void orders.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        title={status ? m.emptyFiltered : m.emptyTitle}
        description={status ? undefined : m.emptyDescription}
        action={
          status ? undefined : (
            <Button color="primary" onClick={() => navigate('/orderShipping/create')}>
              {m.create}
            </Button>
          )
        }
      />
    );
  else
    body = (
      <>
        {items.map((o) => (
          <ConsignmentCard key={o.id} order={o} />
        ))}
        {orders.hasNextPage && (
          <Button block loading={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
            {m.more}
          </Button>
        )}
      </>
    );

  return (
    <div className="page" style={{ gap: 12 }}>
      <nav aria-label={m.filterLabel} style={{ margin: '-16px -16px 0', background: 'var(--app-surface)' }}>
        <Tabs
          activeKey={status ?? ALL}
          onChange={(key) => setSearch(key === ALL ? {} : { status: key }, { replace: true })}
          style={{ '--title-font-size': '15px' }}
        >
          <Tabs.Tab key={ALL} title={m.all} />
          {consignmentMachine.statuses.map((s) => (
            <Tabs.Tab key={s} title={consignmentMachine.labels[s]} />
          ))}
        </Tabs>
      </nav>
      <Button color="primary" block onClick={() => navigate('/orderShipping/create')} data-testid="consignment-new">
        + {m.create}
      </Button>
      <nav aria-label={m.toolsLabel} style={{ display: 'flex', justifyContent: 'space-around', gap: 8 }}>
        <Link to="/orderShipping/calcShippingFee" style={toolLink}>
          {m.calculator}
        </Link>
        <Link to="/orderShipping/measureCode" style={toolLink}>
          {m.measureCode}
        </Link>
      </nav>
      {body}
    </div>
  );
}

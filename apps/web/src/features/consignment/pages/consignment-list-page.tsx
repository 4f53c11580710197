/**
 * /orderShipping[?status=…]: the customer's consignment orders, newest first, by status tabs, 20 at a
 * time with "Xem thêm"; links to create one, the fee calculator and the measure look-up.
 */
import { consignmentMachine } from '@app/shared/machines/consignment';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { StatusTabs, useStatusParam } from '../../../components/status-tabs.tsx';
import { consignmentMessages as m } from '../../../messages/consignment.ts';
import { consignmentListQuery } from '../api/consignment.ts';
import { ConsignmentCard } from '../components/consignment-card.tsx';

const toolLink = { minHeight: 44, display: 'inline-flex', alignItems: 'center' } as const;

export function Component() {
  const navigate = useNavigate();
  const status = useStatusParam(consignmentMachine);
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
      <StatusTabs machine={consignmentMachine} status={status} label={m.filterLabel} allLabel={m.all} />
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

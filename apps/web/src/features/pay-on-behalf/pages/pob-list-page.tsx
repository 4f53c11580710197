/**
 * /orderPob[?status=…]: the customer's pay-on-behalf orders, newest first, by status tabs, 20 at a
 * time; "Tạo yêu cầu" and the refund lists. Refreshed by the live connection.
 */
import { payOnBehalfMachine } from '@app/shared/machines/pay-on-behalf';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { StatusTabs, useStatusParam } from '../../../components/status-tabs.tsx';
import { liveFallback } from '../../../lib/live.ts';
import { pobMessages as m } from '../../../messages/pay-on-behalf.ts';
import { pobListQuery } from '../api/pay-on-behalf.ts';
import { PobOrderCard } from '../components/pob-order-card.tsx';

export function Component() {
  const navigate = useNavigate();
  const status = useStatusParam(payOnBehalfMachine);
  const list = useInfiniteQuery({
    ...pobListQuery(status),
    refetchOnWindowFocus: true,
    refetchInterval: () => liveFallback(30_000),
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  let body: ReactNode;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = <LoadError title={m.loadFailed} error={list.error} onRetry={() => void list.refetch()} />;
  else if (items.length === 0) body = <EmptyState title={m.emptyTitle} description={m.emptyDescription} />;
  else
    body = (
      <>
        {items.map((o) => (
          <PobOrderCard key={o.id} order={o} />
        ))}
        {list.hasNextPage && (
          <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {m.more}
          </Button>
        )}
      </>
    );

  return (
    <div className="page" style={{ gap: 12 }} data-testid="pob-list">
      <StatusTabs machine={payOnBehalfMachine} status={status} label={m.filterLabel} allLabel={m.all} />
      <Button color="primary" block size="large" onClick={() => navigate('/orderPob/create')} data-testid="pob-create">
        {m.create}
      </Button>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: 14 }}>
        <Link to="/orderPob/refund">{m.refundsLink}</Link>
        <Link to="/orderPob/refundTaobaoInt">{m.refundsTaobaoLink}</Link>
      </div>
      {body}
    </div>
  );
}

/**
 * /orderPob/refund and /orderPob/refundTaobaoInt: the customer's refund requests, newest first —
 * all of them, or only those of Taobao Global orders (`source=taobao_global`, with the Taobao order
 * and sub-order). New requests are made from an order's page.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { liveFallback } from '../../../lib/live.ts';
import { pobMessages as m } from '../../../messages/pay-on-behalf.ts';
import { pobRefundsQuery } from '../api/pay-on-behalf.ts';
import { RefundCard } from '../components/refund-card.tsx';

export function Component() {
  const taobao = useLocation().pathname.startsWith('/orderPob/refundTaobaoInt');
  const list = useInfiniteQuery({
    ...pobRefundsQuery(taobao ? 'taobao_global' : null),
    refetchOnWindowFocus: true,
    refetchInterval: () => liveFallback(30_000),
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="page" style={{ gap: 12 }} data-testid={taobao ? 'pob-refunds-taobao' : 'pob-refunds'}>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError title={m.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={m.refundsEmptyTitle}
          description={taobao ? m.refundsTaobaoEmptyDescription : m.refundsEmptyDescription}
        />
      ) : (
        <>
          {items.map((r) => (
            <RefundCard key={r.id} refund={r} />
          ))}
          {list.hasNextPage && (
            <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {m.more}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

/** /orderComplaint[?status=…]: the customer's complaints, newest first, by status tabs, 20 at a time. */
import { complaintMachine } from '@app/shared/machines/complaint';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { StatusTabs, useStatusParam } from '../../../components/status-tabs.tsx';
import { liveFallback } from '../../../lib/live.ts';
import { complaintMessages as m } from '../../../messages/complaint.ts';
import { complaintListQuery } from '../api/complaints.ts';
import { ComplaintCard } from '../components/complaint-card.tsx';

export function Component() {
  const status = useStatusParam(complaintMachine);
  const list = useInfiniteQuery({
    ...complaintListQuery(status),
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
        {items.map((c) => (
          <ComplaintCard key={c.id} complaint={c} />
        ))}
        {list.hasNextPage && (
          <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {m.more}
          </Button>
        )}
      </>
    );

  return (
    <div className="page" style={{ gap: 12 }} data-testid="complaint-list">
      <StatusTabs machine={complaintMachine} status={status} label={m.filterLabel} allLabel={m.all} />
      {body}
    </div>
  );
}

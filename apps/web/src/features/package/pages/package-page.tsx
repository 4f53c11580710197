/**
 * /package[?status=…]: the customer's parcels, newest first, filtered by status tabs (Tất cả + every
 * parcel status), each with tracking code, order, where it is, weights, size and fee, and its photos
 * and journey on demand; 20 at a time with "Xem thêm".
 */
import { type ParcelStatus, parcelMachine } from '@app/shared/machines/parcel';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ParcelCard } from '../../../components/parcel-card.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { parcelsQuery } from '../../../lib/parcel-queries.ts';
import { parcelMessages as m } from '../../../messages/parcel.ts';
import { UnclaimedList } from '../components/unclaimed-list.tsx';

const ALL = 'all';
const UNCLAIMED = 'unclaimed';

export function Component() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const showUnclaimed = search.get('view') === UNCLAIMED;
  const status = parcelMachine.statuses.includes(raw as ParcelStatus) ? (raw as ParcelStatus) : null;
  const parcels = useInfiniteQuery({
    ...parcelsQuery({ status }),
    refetchOnWindowFocus: true,
    enabled: !showUnclaimed,
  });
  const items = parcels.data?.pages.flatMap((p) => p.items) ?? [];

  let body: ReactNode;
  if (showUnclaimed) body = <UnclaimedList />;
  else if (parcels.isPending) body = <Loading />;
  else if (parcels.isError)
    body = <LoadError title={m.loadFailed} error={parcels.error} onRetry={() => void parcels.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        title={status ? m.emptyFiltered : m.emptyTitle}
        description={status ? undefined : m.emptyDescription}
      />
    );
  else
    body = (
      <>
        {items.map((p) => (
          <ParcelCard key={p.id} parcel={p} />
        ))}
        {parcels.hasNextPage && (
          <Button block loading={parcels.isFetchingNextPage} onClick={() => void parcels.fetchNextPage()}>
            {m.more}
          </Button>
        )}
      </>
    );

  return (
    <div className="page" style={{ gap: 12 }} data-testid="package-page">
      <nav aria-label={m.filterLabel} style={{ margin: '-16px -16px 0', background: 'var(--app-surface)' }}>
        <Tabs
          activeKey={showUnclaimed ? UNCLAIMED : (status ?? ALL)}
          onChange={(key) =>
            setSearch(key === ALL ? {} : key === UNCLAIMED ? { view: UNCLAIMED } : { status: key }, { replace: true })
          }
          style={{ '--title-font-size': '15px' }}
        >
          <Tabs.Tab key={ALL} title={m.all} />
          {parcelMachine.statuses.map((s) => (
            <Tabs.Tab key={s} title={parcelMachine.labels[s]} />
          ))}
          <Tabs.Tab key={UNCLAIMED} title={m.unclaimedTab} />
        </Tabs>
      </nav>
      {body}
    </div>
  );
}

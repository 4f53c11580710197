/**
 * The parcels of an order on its page (decision 0052): each with where it is, its weights and fee,
 * and its own journey, so a partial arrival shows per parcel.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { ParcelCard } from '../../../components/parcel-card.tsx';
import { Section } from '../../../components/section.tsx';
import { liveFallback } from '../../../lib/live.ts';
import { parcelsQuery } from '../../../lib/parcel-queries.ts';
import { parcelMessages as m } from '../../../messages/parcel.ts';

export function OrderParcels({ orderId }: { orderId: number }) {
  const parcels = useInfiniteQuery({ ...parcelsQuery({ orderId }), refetchInterval: () => liveFallback(30_000) });
  const items = parcels.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Section title={m.orderParcelsTitle(items.length)} testId="order-parcels">
      {parcels.isPending && <DotLoading />}
      {!parcels.isPending && items.length === 0 && (
        <p style={{ margin: '4px 0', color: 'var(--app-text-muted)', fontSize: 14 }}>{m.orderNoParcels}</p>
      )}
      <div style={{ display: 'grid', gap: 8, margin: '0 -16px' }}>
        {items.map((p) => (
          <ParcelCard key={p.id} parcel={p} showOrder={false} />
        ))}
      </div>
    </Section>
  );
}

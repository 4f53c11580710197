/**
 * Unclaimed parcels (kiện trôi nổi) for customers: tracking code masked, warehouse, weight, photos;
 * "Đây là kiện của tôi" sends a claim with proof (POST /Package/{id}/Claim) for staff to confirm.
 */
import type { PublicUnclaimedParcel } from '@app/shared/contracts/parcel';
import { parcelEndpoints } from '@app/shared/contracts/parcel.endpoints';
import { formatDateTime } from '@app/shared/money';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Image, Popup, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError, Loading } from '../../../components/query-states.tsx';
import { call, errorText } from '../../../lib/api-client.ts';
import { unclaimedQuery } from '../../../lib/parcel-queries.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { parcelMessages as m } from '../../../messages/parcel.ts';

function ClaimSheet({ parcel, onClose }: { parcel: PublicUnclaimedParcel | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: (v: { id: number; note: string }) =>
      call(parcelEndpoints.claim, { params: { id: v.id }, body: { note: v.note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.parcels }),
  });
  return (
    <Popup visible={parcel !== null} onMaskClick={onClose} bodyStyle={{ padding: 16, borderRadius: '12px 12px 0 0' }}>
      {parcel && (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            try {
              await claim.mutateAsync({ id: parcel.id, note });
              Toast.show({ content: m.claimSent });
              setNote('');
              setError(null);
              onClose();
            } catch (err) {
              setError(errorText(err));
            }
          }}
          style={{ display: 'grid', gap: 8 }}
          data-testid="claim-sheet"
        >
          <h2 style={{ fontSize: 17, margin: 0 }}>{m.claimTitle}</h2>
          <div style={{ fontFamily: 'monospace' }}>{parcel.maskedTrackingCode}</div>
          <p style={{ margin: 0, color: 'var(--app-text-muted)', fontSize: 14 }}>{m.claimHint}</p>
          <TextArea
            value={note}
            onChange={setNote}
            rows={4}
            maxLength={1000}
            placeholder={m.claimPlaceholder}
            data-testid="claim-note"
          />
          {error && (
            <div role="alert" style={{ color: 'var(--adm-color-danger)', fontSize: 14 }}>
              {error}
            </div>
          )}
          <Button type="submit" color="primary" block loading={claim.isPending} data-testid="claim-submit">
            {m.claimSubmit}
          </Button>
          <Button block onClick={onClose}>
            {m.claimCancel}
          </Button>
        </form>
      )}
    </Popup>
  );
}

export function UnclaimedList() {
  const list = useInfiniteQuery(unclaimedQuery());
  const [claiming, setClaiming] = useState<PublicUnclaimedParcel | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadError title={m.loadFailed} error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <p style={{ margin: 0, color: 'var(--app-text-muted)', fontSize: 14 }}>{m.unclaimedIntro}</p>
      {items.length === 0 && <EmptyState title={m.unclaimedEmpty} />}
      {items.map((p) => (
        <article
          key={p.id}
          className="card"
          style={{ padding: '12px 16px', display: 'grid', gap: 4 }}
          data-testid="unclaimed-card"
        >
          <strong style={{ fontFamily: 'monospace', fontSize: 15 }}>{p.maskedTrackingCode}</strong>
          <span style={{ fontSize: 14 }}>
            {p.warehouse?.name} ·{' '}
            {p.weightGrams !== null
              ? `${new Intl.NumberFormat('vi-VN').format(p.weightGrams / 1000)} kg`
              : m.notMeasured}
          </span>
          <span style={{ fontSize: 13, color: 'var(--app-text-muted)' }}>
            {m.receivedAt} {formatDateTime(p.createdAt)}
          </span>
          {p.photos.length > 0 && (
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              {p.photos.map((ph) => (
                <Image key={ph.id} src={ph.url} width={72} height={72} fit="cover" lazy />
              ))}
            </div>
          )}
          {p.myClaim ? (
            <strong style={{ fontSize: 14 }} data-testid="claim-status">
              {m.claimStatus[p.myClaim.status]}
            </strong>
          ) : (
            <Button size="small" color="primary" fill="outline" onClick={() => setClaiming(p)} data-testid="claim-open">
              {m.claim}
            </Button>
          )}
        </article>
      ))}
      {list.hasNextPage && (
        <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {m.more}
        </Button>
      )}
      <ClaimSheet parcel={claiming} onClose={() => setClaiming(null)} />
    </>
  );
}

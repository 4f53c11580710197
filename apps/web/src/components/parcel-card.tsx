/**
 * One parcel as its customer sees it (DESIGN.md §3.5): tracking code and status, parcel code, order,
 * where it is (following its status, decision 0094), weight, volumetric and chargeable weight,
 * size, its fee lines (or "Tính khi hàng về kho" before weighing), and on demand its photos and
 * journey (GET /Package/{id}).
 */
import type { ParcelSummary } from '@app/shared/contracts/parcel';
import { parcelMachine } from '@app/shared/machines/parcel';
import { formatNumber, formatVnd } from '@app/shared/money';
import { chargeableWeightRule, formatKg10 } from '@app/shared/parcel-fees';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, Image } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { parcelQuery } from '../lib/parcel-queries.ts';
import { parcelMessages as m } from '../messages/parcel.ts';
import { LoadError } from './query-states.tsx';
import { StatusTag } from './status-tag.tsx';
import { Timeline } from './timeline.tsx';

/** Where the parcel is: the warehouse's name while it sits at one, else what its status says. */
function place(p: ParcelSummary): string {
  const atWarehouse = p.status === 'at_cn_warehouse' || p.status === 'at_vn_warehouse';
  return (atWarehouse ? p.warehouse?.name : null) ?? m.places[p.status];
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, fontSize: 14, padding: '2px 0' }}>
      <span style={{ color: 'var(--app-text-muted)', flexShrink: 0 }}>{label}</span>
      <span style={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

function Journey({ id }: { id: number }) {
  const parcel = useQuery(parcelQuery(id));
  if (parcel.isError)
    return <LoadError title={m.loadFailed} error={parcel.error} onRetry={() => void parcel.refetch()} />;
  if (!parcel.data) return <DotLoading />;
  const p = parcel.data;
  return (
    <div data-testid="parcel-journey" style={{ marginTop: 8 }}>
      {p.photos.length > 0 && (
        <>
          <h3 style={{ fontSize: 14, margin: '8px 0 4px' }}>{m.photos}</h3>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {p.photos.map((ph) => (
              <Image
                key={ph.id}
                src={ph.url}
                alt={m.photoAlt(p.code)}
                width={88}
                height={88}
                fit="cover"
                lazy
                data-testid="parcel-photo"
              />
            ))}
          </div>
        </>
      )}
      <h3 style={{ fontSize: 14, margin: '8px 0 4px' }}>{m.journey}</h3>
      <Timeline machine={parcelMachine} events={p.events} />
    </div>
  );
}

/** The customer app's page of each kind of order. */
const orderPage = { purchase: 'orderOrdering', consignment: 'orderShipping', taobao_global: 'taobaoIntOrder' } as const;

export function ParcelCard({ parcel: p, showOrder = true }: { parcel: ParcelSummary; showOrder?: boolean }) {
  const [open, setOpen] = useState(false);
  const measured = p.weightGrams !== null;
  return (
    <article className="card" style={{ padding: '12px 16px' }} data-testid="parcel-card" data-status={p.status}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 4 }}>
        <strong
          style={{ fontFamily: 'monospace', fontSize: 15, overflowWrap: 'anywhere' }}
          data-testid="parcel-tracking"
        >
          {p.trackingCode}
        </strong>
        <StatusTag machine={parcelMachine} status={p.status} testId="parcel-status" />
      </div>
      <Row label={m.parcelCode}>{p.code}</Row>
      {showOrder && p.order && (
        <Row label={m.order}>
          <Link to={`/${orderPage[p.order.kind]}/${p.order.id}`}>{p.order.code}</Link>
        </Row>
      )}
      <Row label={m.where} testId="parcel-place">
        {place(p)}
      </Row>
      {p.destination && <Row label={m.destination}>{p.destination.name}</Row>}
      {/* In formatWeights' words (decision 0093): "Cân thực", exact, beside "Cân tính phí". */}
      <Row label={m.weight}>{measured ? `${formatNumber(p.weightGrams! / 1000)} kg` : m.notMeasured}</Row>
      {measured && (
        <>
          <Row label={m.size}>{`${p.lengthCm} × ${p.widthCm} × ${p.heightCm} cm`}</Row>
          <Row label={m.volumetric}>{formatKg10(p.volumetricKg10 ?? 0)}</Row>
          <Row label={m.chargeable}>
            <strong data-testid="parcel-chargeable">{formatKg10(p.chargeableKg10 ?? 0)}</strong>
          </Row>
          <p
            style={{ margin: '0 0 2px', color: 'var(--app-text-muted)', fontSize: 12 }}
            data-testid="parcel-weight-rule"
          >
            {chargeableWeightRule()}
          </p>
        </>
      )}
      {p.fees.length > 0 ? (
        p.fees.map((f) => (
          <Row key={f.kind} label={f.label}>
            <span style={{ display: 'grid' }}>
              <strong data-testid="parcel-fee">{f.amountVnd === null ? m.feePending : formatVnd(f.amountVnd)}</strong>
              {f.note && <small style={{ color: 'var(--app-text-muted)' }}>{f.note}</small>}
            </span>
          </Row>
        ))
      ) : (
        <Row label={m.fee}>{m.feePending}</Row>
      )}
      <Button
        size="small"
        fill="none"
        color="primary"
        onClick={() => setOpen((v) => !v)}
        data-testid="parcel-journey-toggle"
        style={{ padding: '4px 0' }}
      >
        {open ? m.hideJourney : m.showJourney}
      </Button>
      {open && <Journey id={p.id} />}
    </article>
  );
}

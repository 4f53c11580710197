/** One delivery request in the list: code, status, parcels and weight, method, paid, date. */
import { type DeliverySummary, deliveryMethodLabels } from '@app/shared/contracts/delivery';
import { deliveryMachine } from '@app/shared/machines/delivery';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { Link } from 'react-router';
import { StatusTag } from '../../../components/status-tag.tsx';
import { deliveryMessages as m } from '../../../messages/delivery.ts';
import { weightText } from './parcel-picker.tsx';

export function DeliveryCard({ delivery: d }: { delivery: DeliverySummary }) {
  return (
    <Link
      to={`/delivery/${d.id}`}
      className="card"
      data-testid="delivery-card"
      style={{ display: 'grid', gap: 6, textDecoration: 'none', color: 'var(--app-text)' }}
    >
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
        <strong>{d.code}</strong>
        <StatusTag machine={deliveryMachine} status={d.status} />
      </span>
      <span style={{ color: 'var(--app-text-muted)', fontSize: 14 }}>
        {m.summary(d.parcelCount, weightText(d.weightGrams, d.chargeableKg10))} · {deliveryMethodLabels[d.method]} ·{' '}
        {d.warehouse.name}
      </span>
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 14 }}>
        <span>
          {m.paid}: <strong>{formatVnd(d.paidVnd)}</strong>
        </span>
        <span style={{ color: 'var(--app-text-muted)' }}>{formatDateTime(d.createdAt)}</span>
      </span>
    </Link>
  );
}

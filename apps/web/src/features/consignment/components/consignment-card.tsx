/**
 * One consignment order in the list: code and status, tracking codes, parcels, total and what is left
 * (what is known so far while parcels wait for the scale); opens it.
 */
import type { ConsignmentSummary } from '@app/shared/contracts/consignment';
import { consignmentMachine } from '@app/shared/machines/consignment';
import { formatDateTime, formatVnd } from '@app/shared/money';
import { Link } from 'react-router';
import { StatusTag } from '../../../components/status-tag.tsx';
import { consignmentMessages as m } from '../../../messages/consignment.ts';

const muted = { color: 'var(--app-text-muted)', fontSize: 14 };

export function ConsignmentCard({ order }: { order: ConsignmentSummary }) {
  const more = order.parcelCount - order.trackingCodes.length;
  return (
    <Link
      to={`/orderShipping/${order.id}`}
      className="card"
      data-testid="consignment-card"
      style={{ display: 'grid', gap: 6, padding: 12, color: 'var(--app-text)', textDecoration: 'none' }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
        <strong>{order.code}</strong>
        <StatusTag machine={consignmentMachine} status={order.status} testId="consignment-status" />
      </div>
      <span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {order.trackingCodes.join(', ')}
        {more > 0 && ` ${m.codesMore(more)}`}
      </span>
      <span style={muted}>
        {m.parcelCount(order.parcelCount)} · {m.shipping[order.shippingType]} · {order.vnWarehouse.name}
      </span>
      {/* Before every parcel is weighed the total is not known: what is, and what waits (decision 0093). */}
      <span style={muted} data-testid="consignment-card-money">
        {order.status !== 'cancelled' && order.awaitingWeighing > 0
          ? m.knownOnCard(formatVnd(order.knownVnd))
          : `${m.totals.total}: ${formatVnd(order.totalVnd)} · ${m.totals.remaining}: ${formatVnd(order.remainingVnd)}`}
      </span>
      <span style={muted}>{formatDateTime(order.createdAt)}</span>
    </Link>
  );
}

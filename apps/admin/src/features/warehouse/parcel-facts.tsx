/** What the station shows about a scanned parcel: order, customer, destination, weights, fee, bag. */
import type { AdminParcelSummary } from '@app/shared/contracts/parcel';
import { parcelMachine } from '@app/shared/machines/parcel';
import { formatVnd } from '@app/shared/money';
import { formatKg10 } from '@app/shared/parcel-fees';
import { Alert, Descriptions } from 'antd';
import { Link } from 'react-router';
import { StatusTag } from '../../components/status-tag.tsx';
import { messages } from '../../messages.ts';

const t = messages.warehouse.parcel;

function grams(g: number): string {
  return `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 }).format(g / 1000)} kg`;
}

export function ParcelFacts({ parcel: p }: { parcel: AdminParcelSummary }) {
  const size = p.lengthCm !== null ? `${p.lengthCm} × ${p.widthCm} × ${p.heightCm} cm` : t.notMeasured;
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered data-testid="parcel-facts">
        <Descriptions.Item label={t.code}>
          <strong data-testid="parcel-code">{p.code}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t.trackingCode}>{p.trackingCode}</Descriptions.Item>
        <Descriptions.Item label={t.status}>
          <StatusTag machine={parcelMachine} status={p.status} testId="parcel-status" />
        </Descriptions.Item>
        <Descriptions.Item label={t.order}>
          {p.order ? <Link to={`/orderOrdering/${p.order.id}`}>{p.order.code}</Link> : t.unclaimed}
        </Descriptions.Item>
        <Descriptions.Item label={t.customer}>
          <span data-testid="parcel-customer">
            {p.customer ? `${p.customer.code} · ${p.customer.fullName}` : t.unclaimed}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t.destination}>{p.destination?.name ?? messages.common.none}</Descriptions.Item>
        <Descriptions.Item label={t.weight}>
          {p.weightGrams !== null ? grams(p.weightGrams) : t.notMeasured}
        </Descriptions.Item>
        <Descriptions.Item label={t.size}>{size}</Descriptions.Item>
        <Descriptions.Item label={t.chargeable}>
          <span data-testid="parcel-chargeable">
            {p.chargeableKg10 !== null ? formatKg10(p.chargeableKg10) : t.notMeasured}
            {p.volumetricKg10 !== null && ` (${t.volumetric.toLowerCase()} ${formatKg10(p.volumetricKg10)})`}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t.fee}>
          <span data-testid="parcel-fee">{p.feeVnd !== null ? formatVnd(p.feeVnd) : messages.common.none}</span>
        </Descriptions.Item>
        {p.bag && <Descriptions.Item label={t.bag}>{p.bag.code}</Descriptions.Item>}
      </Descriptions>
      {p.order && !p.mayLeaveChina && p.status === 'at_cn_warehouse' && (
        <Alert type="warning" showIcon title={t.notDeposited} style={{ marginTop: 8 }} />
      )}
    </>
  );
}

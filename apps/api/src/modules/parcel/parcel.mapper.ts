/** Maps parcel rows to the wire shapes of contracts/parcel.ts. */
import type { AdminParcel, AdminParcelSummary, Parcel, ParcelSummary } from '@app/shared/contracts/parcel';
import { parcelFeeTotal } from '@app/shared/contracts/parcel';
import { customerCode } from '@app/shared/customer-code';
import type { ParcelStatus } from '@app/shared/machines/parcel';
import type { StatusEventRow } from '../../lib/status/status-events.ts';
import { type OrderRow, orderType } from '../order/order-types.service.ts';
import type * as repo from './parcel.repository.ts';

/** Warehouse names by id. */
export type WarehouseNames = Map<number, string>;

/** A photo's address for people (signed, see photo-urls.ts). */
export type PhotoUrl = (photo: { id: number; storageKey: string }) => string;

type Details = Awaited<ReturnType<typeof repo.findParcelDetails>>;

const named = (names: WarehouseNames, id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });

/**
 * Whether the order behind a parcel is deposited for it to leave China (decision 0060): its deposit was
 * paid and it is not waiting for a quote, a deposit or the customer's answer. Not `paid ≥ deposit
 * due`: buying refunds a short line in full (paid drops by more than the deposit due) and an
 * accepted price change raises the deposit due without debiting anything (decision 0050), so that
 * test kept every such order in China with no way for the customer to pay (decision 0060).
 */
export function orderAllowsLeavingChina(order: repo.JoinedParcel['order']): boolean {
  if (!order) return false;
  if (['cancelled', 'awaiting_customer_confirmation', 'awaiting_quote', 'awaiting_deposit'].includes(order.status)) {
    return false;
  }
  return order.depositedAt !== null;
}

/**
 * Whether a parcel may leave China: a consignment order's parcel always (unless the order was
 * cancelled), since consignment is paid in full with the delivery request (decision
 * 0062); a purchase order's once its deposit was paid (above).
 */
export function parcelMayLeaveChina(j: Pick<repo.JoinedParcel, 'order' | 'consignment' | 'other' | 'parcel'>): boolean {
  if (j.consignment) return j.consignment.status !== 'cancelled';
  // Another kind says so in its declaration (decision 0089), from the view's status.
  if (j.other && j.parcel.orderType) {
    return orderType(j.parcel.orderType).parcels.mayLeaveChina(j.other as unknown as OrderRow);
  }
  return orderAllowsLeavingChina(j.order);
}

/** The order a parcel belongs to, of either kind. */
function orderRef(j: repo.JoinedParcel): ParcelSummary['order'] {
  if (j.order) return { id: j.order.id, code: j.order.code, kind: 'purchase' };
  if (j.consignment) return { id: j.consignment.id, code: j.consignment.code, kind: 'consignment' };
  if (j.other) return { id: j.other.id, code: j.other.code, kind: 'taobao_global' };
  return null;
}

export function mapParcelSummary(j: repo.JoinedParcel, names: WarehouseNames): ParcelSummary {
  const p = j.parcel;
  return {
    id: p.id,
    code: p.code,
    trackingCode: p.trackingCode,
    status: p.status as ParcelStatus,
    order: orderRef(j),
    warehouse: named(names, p.warehouseId),
    destination: named(names, p.vnWarehouseId),
    weightGrams: p.weightGrams,
    lengthCm: p.lengthCm,
    widthCm: p.widthCm,
    heightCm: p.heightCm,
    volumetricKg10: p.volumetricKg10,
    chargeableKg10: p.chargeableKg10,
    fees: p.feeLines,
    feeVnd: p.feeVnd ?? parcelFeeTotal(p.feeLines),
    measuredAt: p.measuredAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function staffExtras(j: repo.JoinedParcel) {
  return {
    customer: j.customer
      ? { id: j.customer.id, code: customerCode(j.customer.id), fullName: j.customer.fullName, phone: j.customer.phone }
      : null,
    bag: j.bag ? { id: j.bag.id, code: j.bag.code, status: j.bag.status } : null,
    mayLeaveChina: parcelMayLeaveChina(j),
  };
}

export function mapAdminParcelSummary(j: repo.JoinedParcel, names: WarehouseNames): AdminParcelSummary {
  return { ...mapParcelSummary(j, names), ...staffExtras(j) };
}

function mapEvents(events: StatusEventRow[], parcelId: number) {
  return events
    .filter((e) => e.subjectId === parcelId)
    .map((e) => ({
      id: e.id,
      fromStatus: e.fromStatus as ParcelStatus | null,
      toStatus: e.toStatus as ParcelStatus,
      note: e.note,
      actorName: e.actorName,
      createdAt: e.createdAt.toISOString(),
    }));
}

function mapPhotos(d: Details, parcelId: number, url: PhotoUrl) {
  return d.photos
    .filter((ph) => ph.parcelId === parcelId)
    .map((ph) => ({ id: ph.id, url: url(ph), createdAt: ph.createdAt.toISOString(), showsLabel: ph.showsLabel }));
}

export function mapParcel(j: repo.JoinedParcel, names: WarehouseNames, d: Details, url: PhotoUrl): Parcel {
  return {
    ...mapParcelSummary(j, names),
    photos: mapPhotos(d, j.parcel.id, url),
    events: mapEvents(d.events, j.parcel.id),
  };
}

export function mapAdminParcel(j: repo.JoinedParcel, names: WarehouseNames, d: Details, url: PhotoUrl): AdminParcel {
  return { ...mapParcel(j, names, d, url), ...staffExtras(j) };
}

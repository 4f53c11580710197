/** Rows of delivery requests → their wire shapes (@app/shared/contracts/delivery). */
import type {
  AdminDelivery,
  Delivery,
  DeliveryParcel,
  DeliverySummary,
  ExportSlip,
  PayableOrderType,
} from '@app/shared/contracts/delivery';
import { DELIVERY_OVERDUE_HOURS } from '@app/shared/contracts/delivery';
import { customerCode } from '@app/shared/customer-code';
import { deliveryMachine } from '@app/shared/machines/delivery';
import type { StatusEventRow } from '../../lib/status/status-events.ts';
import type { warehouseMap } from '../warehouse/warehouse.service.ts';
import type * as repo from './delivery.repository.ts';

type Warehouses = Awaited<ReturnType<typeof warehouseMap>>;
type PaymentRow = Awaited<ReturnType<typeof repo.requestPayments>>[number];

/** Everything a request's views show, loaded by delivery.service.ts `loadDetails`. */
export interface DeliveryDetails {
  parcels: repo.RequestParcel[];
  payments: PaymentRow[];
  events: StatusEventRow[];
  warehouses: Warehouses;
  /** Codes of the requests payments were handed to or from. */
  requestCodes: Map<number, string>;
  /** By request id: what cancelling it now would refund (delivery-settlement.ts#refundOnCancel). */
  refundOnCancel: Map<number, number>;
}

/** The order a parcel belongs to, as a delivery names it. */
export function orderOf(p: {
  orderType: PayableOrderType | null;
  orderId: number | null;
}): { type: PayableOrderType; id: number } | null {
  return p.orderType !== null && p.orderId !== null ? { type: p.orderType, id: p.orderId } : null;
}

export function mapParcel(
  p: repo.ParcelRow,
  orderCode: string | null,
  scannedOutAt: Date | null = null,
): DeliveryParcel {
  const order = orderOf(p);
  return {
    id: p.id,
    code: p.code,
    trackingCode: p.trackingCode,
    weightGrams: p.weightGrams,
    chargeableKg10: p.chargeableKg10,
    status: p.status,
    order: order ? { ...order, code: orderCode ?? '' } : null,
    scannedOutAt: scannedOutAt?.toISOString() ?? null,
  };
}

function requestParcelView(p: repo.RequestParcel): DeliveryParcel {
  return mapParcel(p.parcel, p.orderCode, p.scannedOutAt);
}

/** True while the request waits for staff longer than DELIVERY_OVERDUE_HOURS. */
export function isOverdue(row: repo.DeliveryRow, now = Date.now()): boolean {
  return (
    (row.status === 'requested' || row.status === 'processing') &&
    now - row.createdAt.getTime() > DELIVERY_OVERDUE_HOURS * 3_600_000
  );
}

export function mapSummary(
  row: repo.DeliveryRow,
  totals: { count: number; grams: number; kg10: number } | undefined,
  warehouses: Warehouses,
): DeliverySummary {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    method: row.method,
    warehouse: { id: row.vnWarehouseId, name: warehouses.get(row.vnWarehouseId)?.name ?? '' },
    parcelCount: totals?.count ?? 0,
    weightGrams: totals?.grams ?? 0,
    chargeableKg10: totals?.kg10 ?? 0,
    paidVnd: row.paidVnd,
    codVnd: row.codVnd,
    receiver: row.receiver,
    carrier: row.carrier,
    trackingCode: row.trackingCode,
    carrierPhone: row.carrierPhone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A cancelled request shows every parcel it carried; a live one its live links. */
function shownParcels(row: repo.DeliveryRow, d: DeliveryDetails) {
  const mine = d.parcels.filter((p) => p.requestId === row.id);
  return row.status === 'cancelled' ? mine : mine.filter((p) => p.active);
}

export function mapDelivery(row: repo.DeliveryRow, d: DeliveryDetails): Delivery {
  const parcels = shownParcels(row, d);
  const grams = parcels.reduce((s, p) => s + (p.parcel.weightGrams ?? 0), 0);
  const kg10 = parcels.reduce((s, p) => s + (p.parcel.chargeableKg10 ?? 0), 0);
  return {
    ...mapSummary(row, { count: parcels.length, grams, kg10 }, d.warehouses),
    addressId: row.addressId,
    note: row.note,
    exportSlipCode: row.exportSlipCode,
    parcels: parcels.map(requestParcelView),
    payments: d.payments
      .filter((p) => p.requestId === row.id)
      .map((p) => ({
        type: p.orderType,
        orderId: p.orderId,
        orderCode: p.orderCode,
        amountVnd: p.amountVnd,
        kind: p.kind,
        refunded: p.refundedVnd > 0,
        refundedVnd: p.refundedVnd,
        movedTo: p.movedToRequestId !== null ? (d.requestCodes.get(p.movedToRequestId) ?? null) : null,
        movedFrom: p.movedFromRequestId !== null ? (d.requestCodes.get(p.movedFromRequestId) ?? null) : null,
      })),
    events: d.events
      .filter((e) => e.subjectId === row.id)
      .map((e) => ({
        id: e.id,
        fromStatus: e.fromStatus as Delivery['status'] | null,
        toStatus: e.toStatus as Delivery['status'],
        note: e.note,
        actorName: e.actorName,
        createdAt: e.createdAt.toISOString(),
      })),
    canCancel: deliveryMachine.canTransition(row.status, 'cancelled'),
    refundOnCancelVnd: deliveryMachine.canTransition(row.status, 'cancelled') ? (d.refundOnCancel.get(row.id) ?? 0) : 0,
  };
}

export interface CustomerRef {
  id: number;
  fullName: string;
  phone: string;
}

export function staffCustomer(c: CustomerRef) {
  return { id: c.id, code: customerCode(c.id), fullName: c.fullName, phone: c.phone };
}

export function mapAdminDelivery(row: repo.DeliveryRow, d: DeliveryDetails, customer: CustomerRef): AdminDelivery {
  return { ...mapDelivery(row, d), customer: staffCustomer(customer), overdue: isOverdue(row) };
}

export function mapExportSlip(row: repo.DeliveryRow, d: DeliveryDetails, customer: CustomerRef): ExportSlip {
  const parcels = shownParcels(row, d);
  const house = d.warehouses.get(row.vnWarehouseId);
  return {
    code: row.exportSlipCode ?? '',
    deliveryId: row.id,
    deliveryCode: row.code,
    status: row.status,
    warehouse: { id: row.vnWarehouseId, name: house?.name ?? '', address: house?.address ?? '' },
    customer: staffCustomer(customer),
    receiver: row.receiver,
    method: row.method,
    note: row.note,
    carrier: row.carrier,
    trackingCode: row.trackingCode,
    carrierPhone: row.carrierPhone,
    parcels: parcels.map(requestParcelView),
    weightGrams: parcels.reduce((s, p) => s + (p.parcel.weightGrams ?? 0), 0),
    chargeableKg10: parcels.reduce((s, p) => s + (p.parcel.chargeableKg10 ?? 0), 0),
    codVnd: row.codVnd,
    scannedOutCount: parcels.filter((p) => p.scannedOutAt !== null).length,
    createdAt: (row.exportedAt ?? row.createdAt).toISOString(),
  };
}

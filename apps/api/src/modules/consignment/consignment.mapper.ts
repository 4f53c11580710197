/** Maps consignment rows to the wire shapes of contracts/consignment.ts. */

import { consignmentKnownMoney } from '@app/shared/consignment-fees';
import type { ConsignmentOrder, ConsignmentSummary, SendToAddress } from '@app/shared/contracts/consignment';
import type { ParcelSummary } from '@app/shared/contracts/parcel';
import { customerCode } from '@app/shared/customer-code';
import type { ConsignmentStatus } from '@app/shared/machines/consignment';
import type { StatusEventRow } from '../../lib/status/status-events.ts';
import type { DeclarationRow } from '../parcel/consignment-parcels.service.ts';
import type { WarehouseNames } from '../parcel/parcel.service.ts';
import type { ConsignmentRow } from './consignment.repository.ts';

/**
 * Where the seller sends the parcels (decision 0061): the China warehouse's address, and the recipient
 * line `KH00042 KG2611-000001` (customer code, then order code) that Chinese sellers write as the
 * 收货人 so the warehouse knows whose parcel it is. The copied text carries the Chinese field names
 * the seller's form uses beside the Vietnamese ones (decision 0061).
 */
export function sendToOf(
  order: Pick<ConsignmentRow, 'code' | 'userId'>,
  warehouse: { id: number; name: string; address: string },
): SendToAddress {
  const recipient = `${customerCode(order.userId)} ${order.code}`;
  return {
    warehouse: { id: warehouse.id, name: warehouse.name },
    recipient,
    address: warehouse.address,
    copyText: `收货人 (Người nhận): ${recipient}\n地址 (Địa chỉ): ${warehouse.address}`,
  };
}

/** What is known of the order's money now (shared consignmentKnownMoney, issue 19, decision 0093). */
function known(row: ConsignmentRow, awaitingWeighing: number, insuranceBasisPoints: number) {
  return consignmentKnownMoney({
    feeLines: row.feeLines,
    totalVnd: row.totalVnd,
    declaredValueVnd: row.declaredValueVnd,
    awaitingWeighing,
    insuranceBasisPoints,
  });
}

/** Whether no parcel of the order was received yet (so it may still be cancelled). */
export function noneReceived(parcels: { status: string }[]): boolean {
  return parcels.every((p) => p.status === 'expected');
}

export function mapOrder(
  row: ConsignmentRow,
  parts: {
    parcels: { view: ParcelSummary; declaration: DeclarationRow | undefined }[];
    events: StatusEventRow[];
    names: WarehouseNames;
    cnWarehouse: { id: number; name: string; address: string };
    customer?: { id: number; fullName: string; phone: string };
    /** The consignment tariff's insurance rate (basis points). */
    insuranceBasisPoints: number;
  },
): ConsignmentOrder {
  const editable = row.status === 'created';
  const parcels = parts.parcels.map(({ view, declaration: d }) => ({
    ...view,
    declaration: d ? { description: d.description, quantity: d.quantity, declaredValueVnd: d.declaredValueVnd } : null,
    canRemove: editable && view.status === 'expected' && parts.parcels.length > 1,
  }));
  const remaining = row.status === 'cancelled' ? 0 : Math.max(0, row.totalVnd - row.paidVnd);
  const awaitingWeighing =
    row.status === 'cancelled'
      ? 0
      : parts.parcels.filter((p) => p.view.weightGrams === null && p.view.status !== 'lost').length;
  const money = known(row, awaitingWeighing, parts.insuranceBasisPoints);
  return {
    id: row.id,
    code: row.code,
    status: row.status as ConsignmentStatus,
    shippingType: row.shippingType,
    options: row.options,
    receiver: row.receiver,
    cnWarehouse: { id: row.cnWarehouseId, name: parts.names.get(row.cnWarehouseId) ?? '' },
    vnWarehouse: { id: row.vnWarehouseId, name: parts.names.get(row.vnWarehouseId) ?? '' },
    exchangeRate: row.exchangeRate,
    sendTo: sendToOf(row, parts.cnWarehouse),
    parcels,
    fees: money.fees,
    totals: {
      declaredValueVnd: row.declaredValueVnd,
      totalVnd: row.totalVnd,
      paidVnd: row.paidVnd,
      remainingVnd: remaining,
      knownVnd: money.knownVnd,
      awaitingWeighing,
    },
    events: parts.events.map((e) => ({
      id: e.id,
      fromStatus: e.fromStatus as ConsignmentStatus | null,
      toStatus: e.toStatus as ConsignmentStatus,
      note: e.note,
      actorName: e.actorName,
      createdAt: e.createdAt.toISOString(),
    })),
    canCancel: editable && noneReceived(parts.parcels.map((p) => p.view)),
    canEditParcels: editable,
    ...(parts.customer ? { customer: { ...parts.customer, code: customerCode(parts.customer.id) } } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function mapSummary(
  row: ConsignmentRow,
  parcels: { trackingCode: string; awaitingWeighing: boolean }[],
  names: WarehouseNames,
  insuranceBasisPoints: number,
  customer?: { id: number; fullName: string; phone: string },
): ConsignmentSummary {
  const codes = parcels.map((p) => p.trackingCode);
  const awaitingWeighing = row.status === 'cancelled' ? 0 : parcels.filter((p) => p.awaitingWeighing).length;
  return {
    id: row.id,
    code: row.code,
    status: row.status as ConsignmentStatus,
    shippingType: row.shippingType,
    vnWarehouse: { id: row.vnWarehouseId, name: names.get(row.vnWarehouseId) ?? '' },
    parcelCount: codes.length,
    trackingCodes: codes.slice(0, 3),
    totalVnd: row.totalVnd,
    paidVnd: row.paidVnd,
    remainingVnd: row.status === 'cancelled' ? 0 : Math.max(0, row.totalVnd - row.paidVnd),
    knownVnd: known(row, awaitingWeighing, insuranceBasisPoints).knownVnd,
    awaitingWeighing,
    createdAt: row.createdAt.toISOString(),
    ...(customer ? { customer: { ...customer, code: customerCode(customer.id) } } : {}),
  };
}

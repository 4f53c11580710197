/** Maps consignment rows to the wire shapes of contracts/consignment.ts. */
import { consignmentKnownMoney } from '@app/shared/consignment-fees';
import type { ChinaAddress } from '@app/shared/contracts/address';
import type { ConsignmentOrder, ConsignmentSummary, SendToAddress } from '@app/shared/contracts/consignment';
import type { ParcelSummary } from '@app/shared/contracts/parcel';
import { customerCode } from '@app/shared/customer-code';
import type { ConsignmentStatus } from '@app/shared/machines/consignment';
import { fillRecipient, regionText, sellerAddressText } from '@app/shared/seller-address';
import type { StatusEventRow } from '../../lib/status/status-events.ts';
import type { DeclarationRow } from '../parcel/consignment-parcels.service.ts';
import type { WarehouseNames } from '../parcel/parcel.service.ts';
import type { ConsignmentRow } from './consignment.repository.ts';

/** The China warehouse an order's parcels go to, with its address for Chinese sellers. */
export interface CnWarehouse {
  id: number;
  name: string;
  address: string;
  chinaAddress: ChinaAddress;
  /** What sellers write as the recipient (decision 0099, shared/seller-address.ts fillRecipient). */
  recipientTemplate: string;
}

/**
 * Where the seller sends the parcels (decisions 0061, 0092): the China warehouse's address in Chinese
 * as sellers' forms ask for it, and the recipient (收货人) `KH00042 KG2611-000001` (customer code,
 * then order code) so the warehouse knows whose parcel it is: the warehouse's recipient template,
 * `{customerCode} {orderCode}` by default (decision 0099). Before the order exists (`orderCode` null)
 * the recipient is the customer code alone: the parcel is matched by the tracking code the customer
 * declares later (decision 0092).
 */
export function sendToOf(
  userId: number,
  orderCode: string | null,
  warehouse: CnWarehouse,
  customerName = '',
): SendToAddress {
  const recipient = fillRecipient(warehouse.recipientTemplate, {
    customerCode: customerCode(userId),
    customerName,
    orderCode,
  });
  const fields = {
    recipient,
    phone: warehouse.chinaAddress.phone,
    region: regionText(warehouse.chinaAddress),
    street: warehouse.chinaAddress.street,
  };
  return {
    warehouse: { id: warehouse.id, name: warehouse.name },
    orderCode,
    ...fields,
    address: warehouse.address,
    copyText: sellerAddressText(fields),
  };
}

/** What is known of the order's money now (shared consignmentKnownMoney, decision 0093). */
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
    cnWarehouse: CnWarehouse;
    customer?: { id: number; fullName: string; phone: string };
    /** The consignment tariff's insurance rate (basis points). */
    insuranceBasisPoints: number;
    /** The order's customer's name, for a recipient template that names it. */
    customerName?: string;
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
    sendTo: sendToOf(row.userId, row.code, parts.cnWarehouse, parts.customerName),
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

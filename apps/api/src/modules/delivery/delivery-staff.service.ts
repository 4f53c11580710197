/**
 * Staff work on delivery requests (decision 0065): the queue by VN warehouse (open
 * requests oldest first, overdue ones flagged), moving a request along (processing makes the export
 * slip; shipped needs every parcel scanned out against it and, unless picked up, a carrier and its
 * tracking code; delivered), scanning parcels out, and making a request for a customer who called.
 * Warehouse steps (processing, shipped, scan-out) need a Vietnam warehouse role (admin or
 * warehouse_vn) at the request's warehouse; sales may mark delivered, cancel and create. A Vietnam
 * warehouse member sees only the requests at its warehouses (delivery-scope.ts, decision 0103).
 */

import { MAX_ID } from '@app/shared/contracts/common';
import type {
  AdminCreateDeliveryInput,
  AdminDelivery,
  AdminDeliveryAvailable,
  AdminDeliveryList,
  DeliveryStatusInput,
  ExportSlip,
} from '@app/shared/contracts/delivery';
import { DELIVERY_OVERDUE_HOURS, shippingNeeds } from '@app/shared/contracts/delivery';
import { customerIdOf } from '@app/shared/customer-code';
import { deliveryMachine } from '@app/shared/machines/delivery';
import { formatNumber, formatVnd } from '@app/shared/money';
import { canonicalVnPhone } from '@app/shared/phone';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import { type Actor, assertNotOwnObject, moversOf } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { transition } from '../../lib/status/transition.ts';
import { liveAddressesOf, mapAddress } from '../address/address.service.ts';
import { findUserCard } from '../auth/auth.service.ts';
import * as parcelService from '../parcel/parcel.service.ts';
import { inScope } from '../staff/warehouse-scope.service.ts';
import { warehouseMap } from '../warehouse/warehouse.service.ts';
import { isOverdue, mapAdminDelivery, mapExportSlip, mapParcel, mapSummary, staffCustomer } from './delivery.mapper.ts';
import * as repo from './delivery.repository.ts';
import { available, cancelLocked, createRequest, loadDetails } from './delivery.service.ts';
import { followRequest } from './delivery-progress.ts';
import { assertWorksAtRequestWarehouse, deliveryScopeOf } from './delivery-scope.ts';
import { settleForShipping } from './delivery-settlement.ts';

async function customerOf(db: Executor, row: repo.DeliveryRow) {
  const c = await findUserCard(db, { id: row.userId });
  return c ?? { id: row.userId, fullName: '', phone: '' };
}

/** A request for staff, with its customer: 404 `delivery-not-found` (also at another's warehouse). */
export async function getAdminDelivery(db: Executor, actor: Actor, id: number): Promise<AdminDelivery> {
  const row = await repo.findRequest(db, actor, id, await deliveryScopeOf(db, actor));
  if (!row) throw new AppError('delivery-not-found');
  return mapAdminDelivery(row, await loadDetails(db, [row.id]), await customerOf(db, row));
}

/**
 * The queue: requests of `status` (default the open ones, requested and processing) at `warehouseId`
 * (any VN warehouse when absent), oldest first, and per warehouse the open and overdue counts; only
 * the actor's warehouses' (decision 0103).
 */
export async function adminQueue(
  db: Db,
  actor: Actor,
  q: { status?: repo.DeliveryStatus; warehouseId?: number; page: number; pageSize: number },
): Promise<AdminDeliveryList> {
  const statuses = q.status ? [q.status] : repo.openStatuses;
  const scope = await deliveryScopeOf(db, actor);
  const { rows, total } = await repo.queue(db, { ...q, statuses, scope });
  const totals = await repo.parcelTotals(
    db,
    rows.map((r) => r.request.id),
  );
  const warehouses = await warehouseMap(db);
  const counts = await repo.openCounts(db, new Date(Date.now() - DELIVERY_OVERDUE_HOURS * 3_600_000), scope);
  const vn = [...warehouses.values()]
    .filter((w) => w.country === 'VN' && inScope(scope, w.id))
    .sort((a, b) => a.id - b.id);
  return {
    items: rows.map(({ request, customer }) => ({
      ...mapSummary(request, totals.get(request.id), warehouses),
      customer: staffCustomer(customer),
      overdue: isOverdue(request),
    })),
    page: q.page,
    pageSize: q.pageSize,
    total,
    warehouses: vn.map((w) => {
      const c = counts.find((x) => x.warehouseId === w.id);
      return { id: w.id, name: w.name, openCount: c?.open ?? 0, overdueCount: c?.overdue ?? 0 };
    }),
  };
}

/**
 * The customer `who` names (customer code `KH00042`, phone number, or account id), their addresses
 * and their parcels waiting at VN warehouses: what staff need to make a request for a customer who
 * called in, at the actor's warehouses (decision 0103). 404 `customer-not-found`.
 */
export async function availableFor(db: Db, actor: Actor, who: string): Promise<AdminDeliveryAvailable> {
  const text = who.replace(/[\s.-]/g, '').toUpperCase();
  const id = customerIdOf(text) ?? (/^\d{1,9}$/.test(text) ? Number(text) : null);
  const phone = canonicalVnPhone(text);
  const found =
    id !== null && id <= MAX_ID
      ? await findUserCard(db, { id })
      : phone
        ? await findUserCard(db, { phone })
        : undefined;
  if (!found) throw new AppError('customer-not-found');
  const addresses = (await liveAddressesOf(db, found.id)).map(mapAddress);
  const scope = await deliveryScopeOf(db, actor);
  const all = await available(db, found.id);
  const warehouses = all.warehouses.filter((w) => inScope(scope, w.id));
  const remainingVnd = warehouses.reduce((s, w) => s + w.remainingVnd, 0);
  return { ...all, warehouses, remainingVnd, customer: staffCustomer(found), addresses };
}

/**
 * Staff create a request for a customer who called in: the customer's own rules and payments; 403
 * `warehouse-not-assigned` for parcels at a warehouse not the actor's (decision 0103).
 */
export async function createForCustomer(
  db: Db,
  actor: Actor,
  input: AdminCreateDeliveryInput & { note: string; codVnd: number },
  key: string,
): Promise<AdminDelivery> {
  if (!(await findUserCard(db, { id: input.customerId }))) throw new AppError('customer-not-found');
  assertNotOwnObject(actor, input.customerId, 'own-order-action');
  const scope = await deliveryScopeOf(db, actor);
  const id = await createRequest(db, actor, input, key, { ownerId: input.customerId, codVnd: input.codVnd, scope });
  return getAdminDelivery(db, actor, id);
}

/** The export slip code of a request: `GH2611-000123` → `PX2611-000123`. */
export function slipCodeOf(code: string): string {
  return code.replace(/^GH/, 'PX');
}

/**
 * Moves a request to `input.status` as a staff member. Refuses, writing nothing: 409 outside the
 * machine's table, 403 outside the role's statuses (and the warehouse steps outside a Vietnam
 * warehouse role), 400 `delivery-carrier-required` when shipping without carrier and tracking code
 * (except a pick-up at the warehouse), 409 `delivery-not-scanned-out` while a parcel is not scanned out;
 * shipping also needs every parcel weighed (409 `parcel-not-measured`) and every order it carries
 * fully paid: what is still owed is charged from the wallet then, 409 `order-not-paid` while the
 * wallet is short (decision 0084).
 */
export async function setStatus(
  db: Db,
  actor: Actor,
  id: number,
  input: DeliveryStatusInput & { note: string },
): Promise<AdminDelivery> {
  return transaction(db, async (tx) => {
    const row = await repo.lockRequest(tx, actor, id, await deliveryScopeOf(tx, actor));
    if (!row) throw new AppError('delivery-not-found');
    const updated = await move(tx, actor, row, input);
    return mapAdminDelivery(updated, await loadDetails(tx, [row.id]), await customerOf(tx, row));
  });
}

async function move(tx: Tx, actor: Actor, row: repo.DeliveryRow, input: DeliveryStatusInput & { note: string }) {
  const to = input.status;
  if (to === 'cancelled') {
    return cancelLocked(tx, actor, row, input.note ? `Nhân viên hủy yêu cầu: ${input.note}` : 'Nhân viên hủy yêu cầu');
  }
  if (!deliveryMachine.canTransition(row.status, to)) {
    throw new AppError(
      'invalid-status-transition',
      `Không thể chuyển yêu cầu giao từ "${deliveryMachine.label(row.status)}" sang "${deliveryMachine.label(to)}"`,
    );
  }
  if (!deliveryMachine.mayEnter(to, moversOf(actor))) throw new AppError('forbidden');
  if (to !== 'delivered') await assertWorksAtRequestWarehouse(tx, actor, row.vnWarehouseId);
  if (to === 'processing') {
    const slip = slipCodeOf(row.code);
    return transition(tx, deliveryMachine, row, 'processing', actor, {
      note: input.note || `Tạo phiếu xuất ${slip}`,
      set: { exportSlipCode: slip, exportedAt: new Date() },
    });
  }
  if (to === 'shipped') {
    // Only a carrier needs its tracking code, only a coach its phone (decision 0091); whatever else
    // was sent for another method is not kept.
    const needs = shippingNeeds[row.method];
    const given = {
      carrier: input.carrier?.trim() || null,
      trackingCode: input.trackingCode?.trim() || null,
      carrierPhone: input.carrierPhone || null,
    };
    if (needs.some((f) => !given[f])) {
      throw new AppError(row.method === 'coach' ? 'delivery-coach-required' : 'delivery-carrier-required');
    }
    const carrier = row.method === 'carrier' || row.method === 'coach' ? given.carrier : null;
    const trackingCode = row.method === 'carrier' ? given.trackingCode : null;
    const carrierPhone = row.method === 'coach' ? given.carrierPhone : null;
    const links = (await repo.requestParcels(tx, [row.id])).filter((l) => l.active);
    const waiting = links.filter((l) => l.scannedOutAt === null);
    if (waiting.length > 0) {
      throw new AppError(
        'delivery-not-scanned-out',
        `Còn ${formatNumber(waiting.length)} kiện chưa quét xuất kho theo phiếu xuất: ${waiting.map((l) => l.parcel.code).join(', ')}`,
      );
    }
    // Goods never leave while an order owes money (decision 0084): what is still owed is paid now.
    const charged = await settleForShipping(tx, actor, row);
    await followRequest(tx, actor, row, 'shipped');
    const via = {
      pickup: 'khách nhận tại kho',
      company_courier: 'nhân viên công ty',
      carrier: `${carrier}, mã vận đơn ${trackingCode}`,
      coach: `${carrier} (${carrierPhone})`,
    }[row.method];
    const paid = charged > 0 ? `. Thu thêm ${formatVnd(charged)} từ ví cho phần đơn hàng còn thiếu` : '';
    return transition(tx, deliveryMachine, row, 'shipped', actor, {
      note: `Giao cho ${via}${paid}${input.note ? `. ${input.note}` : ''}`,
      set: { carrier, trackingCode, carrierPhone, paidVnd: row.paidVnd + charged },
    });
  }
  await followRequest(tx, actor, row, 'delivered');
  return transition(tx, deliveryMachine, row, 'delivered', actor, { note: input.note || 'Đã giao hàng cho khách' });
}

/** The printable export slip: 404 `export-slip-not-found` before processing. */
export async function getExportSlip(db: Executor, actor: Actor, id: number): Promise<ExportSlip> {
  const row = await repo.findRequest(db, actor, id, await deliveryScopeOf(db, actor));
  if (!row) throw new AppError('delivery-not-found');
  if (!row.exportSlipCode) throw new AppError('export-slip-not-found');
  return mapExportSlip(row, await loadDetails(db, [row.id]), await customerOf(db, row));
}

/**
 * Scans a parcel (parcel code or tracking code) out against the request's export slip, Vietnam
 * warehouse staff only. 409 `delivery-not-processing` outside `processing`, 404 `parcel-not-found`
 * for an unknown code, 409 `parcel-not-on-slip` for a parcel the slip does not list. A second scan of
 * the same parcel changes nothing (`first: false`). The first is audited as
 * `delivery_request.scan_out` (decision 0096).
 */
export async function scanOut(db: Db, actor: Actor, id: number, code: string) {
  return transaction(db, async (tx) => {
    const row = await repo.lockRequest(tx, actor, id, await deliveryScopeOf(tx, actor));
    if (!row) throw new AppError('delivery-not-found');
    await assertWorksAtRequestWarehouse(tx, actor, row.vnWarehouseId);
    if (row.status !== 'processing') throw new AppError('delivery-not-processing');
    const parcel = await parcelService.findParcelByCode(tx, code);
    if (!parcel) throw new AppError('parcel-not-found');
    const links = (await repo.requestParcels(tx, [row.id])).filter((l) => l.active);
    const link = links.find((l) => l.parcel.id === parcel.id);
    if (!link) {
      throw new AppError(
        'parcel-not-on-slip',
        `Kiện ${parcel.code} không thuộc phiếu xuất ${row.exportSlipCode}, không được xuất kho`,
      );
    }
    const first = await repo.markScannedOut(tx, row.id, parcel.id, actor.userId);
    if (first) {
      await writeAudit(tx, actor, {
        action: 'delivery_request.scan_out',
        subjectType: 'delivery_request',
        subjectId: row.id,
        after: { parcelId: parcel.id, parcelCode: parcel.code },
      });
    }
    const details = await loadDetails(tx, [row.id]);
    const now = details.parcels.find((p) => p.parcel.id === parcel.id)!;
    return {
      parcel: mapParcel(now.parcel, now.orderCode, now.scannedOutAt),
      first,
      slip: mapExportSlip(row, details, await customerOf(tx, row)),
    };
  });
}

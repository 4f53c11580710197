/**
 * Delivery requests (yêu cầu giao, DESIGN.md §3.6, decision 0065): what a customer may
 * ask to deliver, creating a request that pays every remaining order amount in one transaction,
 * reading and cancelling it. Staff steps live in delivery-staff.service.ts.
 */
import type {
  CreateDeliveryInput,
  Delivery,
  DeliveryAvailable,
  DeliveryMethod,
  DeliverySummary,
} from '@app/shared/contracts/delivery';
import { deliveryMethodLabels } from '@app/shared/contracts/delivery';
import { deliveryMachine } from '@app/shared/machines/delivery';
import { formatVnd } from '@app/shared/money';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db/pg-errors.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { once } from '../../lib/http/idempotency.ts';
import { type Actor, moversOf } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { listStatusEvents } from '../../lib/status/status-events.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { findLiveAddress, mapAddress } from '../address/address.service.ts';
import * as parcelService from '../parcel/parcel.service.ts';
import { inScope, type WarehouseScope } from '../staff/warehouse-scope.service.ts';
import { walletBalance } from '../wallet/ledger.service.ts';
import { warehouseMap } from '../warehouse/warehouse.service.ts';
import { type DeliveryDetails, mapDelivery, mapParcel, mapSummary, orderOf } from './delivery.mapper.ts';
import * as repo from './delivery.repository.ts';
import { assertBalance, lockOrders, payOrders, remainingOf } from './delivery-money.ts';
import { closePaymentsOnCancel, refundOnCancel } from './delivery-settlement.ts';

/** `GH2611-000123`: year and month (Asia/Ho_Chi_Minh), then the request number. */
export function deliveryCode(n: number, at = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: '2-digit',
    month: '2-digit',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `GH${part('year')}${part('month')}-${String(n).padStart(6, '0')}`;
}

/** Parcels, payments, events and warehouses of the requests. */
export async function loadDetails(db: Executor, ids: number[]): Promise<DeliveryDetails> {
  const parcels = await repo.requestParcels(db, ids);
  const payments = await repo.requestPayments(db, ids);
  const events = await listStatusEvents(db, 'delivery_request', ids);
  const warehouses = await warehouseMap(db);
  const linked = payments.flatMap((p) => [p.movedToRequestId, p.movedFromRequestId]);
  const requestCodes = await repo.requestCodes(db, [...new Set(linked.filter((id): id is number => id !== null))]);
  const refunds = new Map<number, number>();
  for (const id of ids) refunds.set(id, await refundOnCancel(db, id));
  return { parcels, payments, events, warehouses, requestCodes, refundOnCancel: refunds };
}

/**
 * The owner's parcels at VN warehouses that no live request carries, by warehouse then order, each
 * order with what is still owed on it (total − paid, never below 0), and the owner's balance.
 */
export async function available(db: Executor, ownerId: number): Promise<DeliveryAvailable> {
  const rows = await parcelService.parcelsAvailableForDelivery(db, ownerId);
  const warehouses = await warehouseMap(db);
  const byHouse = new Map<number, DeliveryAvailable['warehouses'][number]>();
  for (const row of rows) {
    const p = row.parcel;
    const houseId = p.warehouseId ?? p.vnWarehouseId!;
    let house = byHouse.get(houseId);
    if (!house) {
      const w = warehouses.get(houseId);
      house = {
        id: houseId,
        name: w?.name ?? '',
        address: w?.address ?? '',
        orders: [],
        weightGrams: 0,
        chargeableKg10: 0,
        remainingVnd: 0,
      };
      byHouse.set(houseId, house);
    }
    const o = row.order;
    const ref = orderOf(p);
    if (!o || !ref) continue;
    let order = house.orders.find((x) => x.type === ref.type && x.id === ref.id);
    if (!order) {
      order = {
        ...ref,
        code: o.code,
        status: o.status,
        totalVnd: o.totalVnd,
        paidVnd: o.paidVnd,
        remainingVnd: remainingOf(o),
        parcels: [],
      };
      house.orders.push(order);
      house.remainingVnd += order.remainingVnd;
    }
    order.parcels.push(mapParcel(p, o.code));
    house.weightGrams += p.weightGrams ?? 0;
    house.chargeableKg10 += p.chargeableKg10 ?? 0;
  }
  const list = [...byHouse.values()];
  return {
    warehouses: list,
    remainingVnd: list.reduce((s, h) => s + h.remainingVnd, 0),
    balanceVnd: await walletBalance(db, ownerId),
    inRequestCount: await parcelService.countInLiveRequest(db, ownerId),
    unweighedCount: await parcelService.countUnweighedAtVn(db, ownerId),
  };
}

export interface CreateOptions {
  /** The customer the parcels belong to (the actor for a customer; the called-in customer for staff). */
  ownerId: number;
  /** Carrier collects on delivery (staff only); 0 for none. */
  codVnd?: number;
  /** The VN warehouses the acting staff member works at (decision 0103); all when absent. */
  scope?: WarehouseScope;
}

type Input = { parcelIds: number[]; addressId: number; method: DeliveryMethod; note: string };

/**
 * Creates a request over `input.parcelIds` (all the owner's, at one VN warehouse, in no live request)
 * and pays what remains on every order they belong to, in one transaction; idempotent on `key` (a
 * replay answers the first result). Refuses, writing nothing: 404 `parcel-not-found` (not the
 * owner's), 404 `receiver-address-not-found`, 400 `delivery-mixed-warehouses`, 409
 * `parcel-not-available` (not waiting at a VN warehouse), 409 `parcel-in-delivery` (in another live
 * request, also when a concurrent request took it first), 409 `insufficient-balance` with the
 * missing amount. Answers the request's row id.
 */
export async function createRequest(
  db: Db,
  actor: Actor,
  input: Input,
  key: string,
  opts: CreateOptions,
): Promise<number> {
  const parcelIds = [...new Set(input.parcelIds)].sort((a, b) => a - b);
  const hash = `delivery:${opts.ownerId}:${parcelIds.join(',')}:${input.addressId}:${input.method}`;
  try {
    return await transaction(db, (tx) =>
      once(tx, actor.userId, key, hash, () => createIn(tx, actor, parcelIds, input, opts)),
    );
  } catch (error) {
    // The partial unique index's refusal: a concurrent request committed these parcels first.
    if (isUniqueViolation(error)) throw new AppError('parcel-in-delivery');
    throw error;
  }
}

async function createIn(tx: Tx, actor: Actor, parcelIds: number[], input: Input, opts: CreateOptions): Promise<number> {
  const seen = await parcelService.parcelsWithOrders(tx, parcelIds);
  if (seen.length !== parcelIds.length || seen.some((r) => r.parcel.userId !== opts.ownerId)) {
    throw new AppError('parcel-not-found');
  }
  const address = await findLiveAddress(tx, opts.ownerId, input.addressId);
  if (!address) throw new AppError('receiver-address-not-found');
  const away = seen.find((r) => r.parcel.status !== 'at_vn_warehouse' || r.parcel.warehouseId === null);
  if (away) {
    throw new AppError(
      'parcel-not-available',
      `Kiện ${away.parcel.code} không còn chờ giao tại kho Việt Nam, vui lòng tải lại danh sách`,
    );
  }
  const houses = new Set(seen.map((r) => r.parcel.warehouseId));
  if (houses.size > 1) throw new AppError('delivery-mixed-warehouses');
  if (!inScope(opts.scope ?? 'all', seen[0]?.parcel.warehouseId ?? null)) throw new AppError('warehouse-not-assigned');
  // Orders first (id order), then parcels: the order every writer of both locks in.
  const orders = await lockOrders(
    tx,
    seen.flatMap((r) => orderOf(r.parcel) ?? []),
  );
  const locked = await parcelService.lockParcelsForDelivery(tx, parcelIds);
  for (const { parcel, inRequest } of locked) {
    const waiting = parcel.status === 'at_vn_warehouse' && parcel.warehouseId !== null && orderOf(parcel) !== null;
    if (!waiting)
      throw new AppError(
        'parcel-not-available',
        `Kiện ${parcel.code} không còn chờ giao tại kho Việt Nam, vui lòng tải lại danh sách`,
      );
    if (inRequest)
      throw new AppError(
        'parcel-in-delivery',
        `Kiện ${parcel.code} đã nằm trong một yêu cầu giao khác, vui lòng tải lại danh sách`,
      );
    // Its shipping fee is not known until it is weighed (decision 0084).
    if (parcel.measuredAt === null || parcel.weightGrams === null)
      throw new AppError(
        'parcel-not-measured',
        `Kiện ${parcel.code} chưa được cân đo nên chưa tính được phí vận chuyển. Vui lòng bỏ chọn kiện này hoặc chờ kho cân kiện`,
      );
  }
  const warehouseId = locked[0]!.parcel.warehouseId!;
  const due = orders.reduce((s, o) => s + remainingOf(o), 0);
  await assertBalance(tx, opts.ownerId, due);
  const a = mapAddress(address);
  const byStaff = actor.scope === 'staff';
  const row = await enter(
    tx,
    deliveryMachine,
    {
      code: deliveryCode(await repo.nextNumber(tx)),
      userId: opts.ownerId,
      vnWarehouseId: warehouseId,
      method: input.method,
      addressId: address.id,
      receiver: { name: a.receiverName, phone: a.phone, address: a.fullAddress },
      note: input.note,
      codVnd: opts.codVnd ?? 0,
      paidVnd: due,
      createdBy: actor.userId,
    },
    actor,
    {
      note: `${byStaff ? 'Nhân viên tạo yêu cầu giao cho khách' : 'Khách hàng tạo yêu cầu giao'}: ${locked.length} kiện, ${deliveryMethodLabels[input.method].toLowerCase()}`,
    },
  );
  await repo.insertRequestParcels(tx, row.id, parcelIds);
  const paid = await payOrders(tx, actor, row.id, orders);
  if (paid !== due) throw new Error(`delivery request ${row.id}: paid ${paid} of ${due}`);
  return row.id;
}

/** The customer's request: 404 `delivery-not-found` when missing or another customer's. */
export async function getDelivery(db: Executor, actor: Actor, id: number): Promise<Delivery> {
  const row = await repo.findRequest(db, actor, id);
  if (!row) throw new AppError('delivery-not-found');
  return mapDelivery(row, await loadDetails(db, [row.id]));
}

/** Creates the actor's own request (POST /Delivery) and answers it. */
export async function createDelivery(db: Db, actor: Actor, input: CreateDeliveryInput & { note: string }, key: string) {
  const id = await createRequest(db, actor, input, key, { ownerId: actor.userId });
  return getDelivery(db, actor, id);
}

export async function listDeliveries(
  db: Db,
  actor: Actor,
  q: { status?: repo.DeliveryStatus; page: number; pageSize: number },
): Promise<{ items: DeliverySummary[]; page: number; pageSize: number; total: number }> {
  const { rows, total } = await repo.listRequests(db, actor, q);
  const totals = await repo.parcelTotals(
    db,
    rows.map((r) => r.id),
  );
  const warehouses = await warehouseMap(db);
  return {
    items: rows.map((r) => mapSummary(r, totals.get(r.id), warehouses)),
    page: q.page,
    pageSize: q.pageSize,
    total,
  };
}

/**
 * Cancels a locked request before `shipped`, in the caller's transaction: its payments go back to
 * the wallet, except what another live request of the same order relies on, which stays on the
 * order for that request (decision 0084; the event's note says where); its parcels are free for
 * another request. 409 `delivery-not-cancellable` after; 403 when the actor's role may not cancel.
 */
export async function cancelLocked(tx: Tx, actor: Actor, row: repo.DeliveryRow, note: string) {
  if (!deliveryMachine.canTransition(row.status, 'cancelled')) throw new AppError('delivery-not-cancellable');
  if (!deliveryMachine.mayEnter('cancelled', moversOf(actor))) throw new AppError('forbidden');
  const money = await closePaymentsOnCancel(tx, actor, row.id);
  const kept = money.moved.map(
    (m) => `${formatVnd(m.amountVnd)} đã trả cho đơn ${m.orderCode} được giữ cho yêu cầu ${m.requestCode}`,
  );
  const updated = await transition(tx, deliveryMachine, row, 'cancelled', actor, {
    note: kept.length > 0 ? `${note}. ${kept.join('; ')}` : note,
  });
  await repo.releaseParcels(tx, row.id);
  return updated;
}

/** The customer cancels their request (POST /Delivery/{id}/Cancel). */
export async function cancelDelivery(db: Db, actor: Actor, id: number, reason: string): Promise<Delivery> {
  return transaction(db, async (tx) => {
    const row = await repo.lockRequest(tx, actor, id);
    if (!row) throw new AppError('delivery-not-found');
    const updated = await cancelLocked(
      tx,
      actor,
      row,
      reason ? `Khách hàng hủy yêu cầu: ${reason}` : 'Khách hàng hủy yêu cầu',
    );
    return mapDelivery(updated, await loadDetails(tx, [row.id]));
  });
}

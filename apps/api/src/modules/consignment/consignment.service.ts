/**
 * Consignment orders (ký gửi, DESIGN.md §3.4, decision 0061): the customer declares the parcels they
 * bought elsewhere; each declared code becomes an expected parcel of the order (a code already
 * received as unclaimed joins it at once, and the order follows it); the warehouses receive, weigh
 * and ship them as purchase-order parcels (parcel/order-progress.ts, decision 0089). Cancelling is allowed
 * only while no parcel was received; codes are added while `created` and removed while expected.
 */
import type {
  addDeclaredParcelsInput,
  ConsignmentOrder,
  consignmentListQuery,
  createConsignmentInput,
  SendToAddress,
} from '@app/shared/contracts/consignment';
import { DEFAULT_RECIPIENT_TEMPLATE } from '@app/shared/contracts/warehouse-admin';
import { consignmentMachine } from '@app/shared/machines/consignment';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { once } from '../../lib/http/idempotency.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { listStatusEvents } from '../../lib/status/status-events.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { receiverOf } from '../address/address.service.ts';
import { findUserContact } from '../auth/auth.service.ts';
import { consignmentRate } from '../exchange-rate/exchange-rate.service.ts';
import {
  consignmentParcelViews,
  declareConsignmentParcels,
  deleteExpectedParcel,
  lockConsignmentParcels,
  settleConsignment,
} from '../parcel/consignment-parcels.service.ts';
import { trackingCodesOfOrders, warehouseNames } from '../parcel/parcel.service.ts';
import { tariffById, tariffInForce } from '../tariff/tariff.service.ts';
import { chinaAddressOf, findWarehouse, routeTo } from '../warehouse/warehouse.service.ts';
import { type CnWarehouse, mapOrder, mapSummary, noneReceived, sendToOf } from './consignment.mapper.ts';
import * as repo from './consignment.repository.ts';

/** `KG2611-000123`: year and month of creation (Vietnam time), then the order number. */
export function consignmentCode(n: number, at = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { year: '2-digit', month: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  return `KG${parts.year}${parts.month}-${String(n).padStart(6, '0')}`;
}

/** China warehouse `id` with its address for sellers (empty fields if it is gone). */
async function cnWarehouseOf(db: Executor, id: number): Promise<CnWarehouse> {
  const w = await findWarehouse(db, id);
  const empty = { phone: '', provinceZh: '', cityZh: '', districtZh: '', streetZh: '' };
  return {
    id,
    name: w?.name ?? '',
    address: w?.address ?? '',
    chinaAddress: chinaAddressOf(w ?? empty),
    recipientTemplate: w?.recipientTemplate ?? DEFAULT_RECIPIENT_TEMPLATE,
  };
}

/** The customer's name when the warehouse's recipient template asks for it ('' otherwise). */
async function nameFor(db: Executor, warehouse: CnWarehouse, userId: number): Promise<string> {
  if (!warehouse.recipientTemplate.includes('{customerName}')) return '';
  return (await findUserContact(db, userId))?.fullName ?? '';
}

/**
 * Where the actor's seller sends parcels before the order exists (decision 0092): the China warehouse
 * of the route to VN warehouse `vnWarehouseId` (400 `warehouse-invalid` otherwise), the recipient the
 * actor's customer code alone.
 */
export async function previewSendTo(db: Executor, actor: Actor, vnWarehouseId: number): Promise<SendToAddress> {
  const route = await routeTo(db, vnWarehouseId);
  const warehouse = await cnWarehouseOf(db, route.cnWarehouseId);
  return sendToOf(actor.userId, null, warehouse, await nameFor(db, warehouse, actor.userId));
}

/** The full order as `actor` sees it (staff also see its customer). */
export async function loadOrder(db: Executor, actor: Actor, row: repo.ConsignmentRow): Promise<ConsignmentOrder> {
  // One after another: `db` is often a transaction, one connection, where queries cannot overlap.
  const parcels = await consignmentParcelViews(db, actor, row.id);
  const events = await listStatusEvents(db, 'consignment_order', [row.id]);
  const names = await warehouseNames(db);
  const cnWarehouse = await cnWarehouseOf(db, row.cnWarehouseId);
  const customer = actor.scope === 'staff' ? await findUserContact(db, row.userId) : undefined;
  const { insuranceBasisPoints } = (await tariffById(db, row.tariffVersionId)).body.consignment;
  return mapOrder(row, {
    insuranceBasisPoints,
    parcels,
    events,
    names,
    cnWarehouse,
    customer,
    customerName: await nameFor(db, cnWarehouse, row.userId),
  });
}

/**
 * Creates the actor's consignment order `created` with its declared parcels, once per
 * `Idempotency-Key` (a replay answers the first result). Refuses, writing nothing: 404
 * `receiver-address-not-found`, 400 `warehouse-invalid`, 409 `exchange-rate-missing`, 409
 * `tracking-code-taken`.
 */
export async function createOrder(
  db: Db,
  actor: Actor,
  input: z.output<typeof createConsignmentInput>,
  key: string,
): Promise<ConsignmentOrder> {
  return transaction(db, (tx) =>
    once(tx, actor.userId, key, `consignment-create:${JSON.stringify(input)}`.slice(0, 4000), async () => {
      const receiver = await receiverOf(tx, actor, input.addressId);
      const route = await routeTo(tx, input.vnWarehouseId);
      const order = await enter(
        tx,
        consignmentMachine,
        {
          code: consignmentCode(await repo.nextOrderNumber(tx)),
          userId: actor.userId,
          shippingType: input.shippingType,
          options: input.options,
          receiver,
          cnWarehouseId: route.cnWarehouseId,
          vnWarehouseId: route.vnWarehouseId,
          exchangeRate: await consignmentRate(tx),
          // The version in force prices every parcel of the order (decision 0099).
          tariffVersionId: (await tariffInForce(tx)).id,
        },
        actor,
        { status: 'created', note: 'Khách hàng tạo đơn ký gửi' },
      );
      const settled = await declareConsignmentParcels(tx, actor, order, input.parcels);
      return loadOrder(tx, actor, settled);
    }),
  );
}

/** One order the actor may see; 404 `consignment-not-found` otherwise. */
export async function getOrder(db: Db, actor: Actor, id: number): Promise<ConsignmentOrder> {
  const row = await repo.findOrder(db, actor, id);
  if (!row) throw new AppError('consignment-not-found');
  return loadOrder(db, actor, row);
}

/** One page of the orders the actor may see, newest first; staff lists name each customer. */
export async function listOrders(
  db: Db,
  actor: Actor,
  q: z.output<typeof consignmentListQuery> & { customerId?: number },
) {
  const { rows, total } = await repo.listOrders(db, actor, q);
  const digest = await trackingCodesOfOrders(
    db,
    'consignment_order',
    rows.map((r) => r.order.id),
  );
  const names = await warehouseNames(db);
  const versions = new Map<number, number>();
  for (const id of new Set(rows.map((r) => r.order.tariffVersionId))) {
    versions.set(id, (await tariffById(db, id)).body.consignment.insuranceBasisPoints);
  }
  const items = rows.map((r) =>
    mapSummary(
      r.order,
      digest.filter((d) => d.orderId === r.order.id),
      names,
      versions.get(r.order.tariffVersionId)!,
      actor.scope === 'staff' ? r.customer : undefined,
    ),
  );
  return { items, page: q.page, pageSize: q.pageSize, total };
}

async function lockOwn(tx: Tx, actor: Actor, id: number) {
  const order = await repo.lockOrder(tx, actor, id);
  if (!order) throw new AppError('consignment-not-found');
  return order;
}

/**
 * Cancels the actor's order while no parcel of it was received (409 `consignment-not-cancellable`):
 * its expected parcels are removed, so their codes are free again (a parcel arriving later becomes
 * unclaimed and may be claimed). Nothing was paid, so nothing is refunded.
 */
export async function cancelOrder(db: Db, actor: Actor, id: number): Promise<ConsignmentOrder> {
  return transaction(db, async (tx) => {
    const order = await lockOwn(tx, actor, id);
    const parcels = await lockConsignmentParcels(tx, order.id);
    if (order.status !== 'created' || !noneReceived(parcels)) throw new AppError('consignment-not-cancellable');
    for (const p of parcels) await deleteExpectedParcel(tx, p.id);
    const codes = parcels.map((p) => p.trackingCode).join(', ');
    const cancelled = await transition(tx, consignmentMachine, order, 'cancelled', actor, {
      note: codes ? `Khách hủy đơn; bỏ các mã vận đơn: ${codes}` : 'Khách hủy đơn',
    });
    return loadOrder(tx, actor, cancelled);
  });
}

/** Declares more parcels on the actor's `created` order (409 `consignment-not-editable` after). */
export async function addParcels(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof addDeclaredParcelsInput>,
): Promise<ConsignmentOrder> {
  return transaction(db, async (tx) => {
    const order = await lockOwn(tx, actor, id);
    if (order.status !== 'created') throw new AppError('consignment-not-editable');
    const settled = await declareConsignmentParcels(tx, actor, order, input.parcels);
    return loadOrder(tx, actor, settled);
  });
}

/**
 * Removes declared parcel `parcelId` from the actor's `created` order while it is still expected:
 * 404 when it is not on the order; 409 `consignment-parcel-received` once received; 409
 * `consignment-parcel-last` for the only parcel (cancel the order instead).
 */
export async function removeParcel(db: Db, actor: Actor, id: number, parcelId: number): Promise<ConsignmentOrder> {
  return transaction(db, async (tx) => {
    const order = await lockOwn(tx, actor, id);
    if (order.status !== 'created') throw new AppError('consignment-not-editable');
    const parcels = await lockConsignmentParcels(tx, order.id);
    const parcel = parcels.find((p) => p.id === parcelId);
    if (!parcel) throw new AppError('parcel-not-found');
    if (parcel.status !== 'expected') throw new AppError('consignment-parcel-received');
    if (parcels.length === 1) throw new AppError('consignment-parcel-last');
    await deleteExpectedParcel(tx, parcel.id);
    const settled = await settleConsignment(tx, actor, order.id);
    return loadOrder(tx, actor, settled);
  });
}

/**
 * Consignment orders (ký gửi, DESIGN.md §3.4, issue 9 §3): the customer declares the parcels they
 * bought elsewhere; each declared code becomes an expected parcel of the order (a code already
 * received as unclaimed joins it at once, and the order follows it); the warehouses receive, weigh
 * and ship them as purchase-order parcels (parcel/consignment-progress.ts). Cancelling is allowed
 * only while no parcel was received; codes are added while `created` and removed while expected.
 */
import type {
  addDeclaredParcelsInput,
  ConsignmentOrder,
  consignmentListQuery,
  createConsignmentInput,
} from '@app/shared/contracts/consignment';
import { MAX_DECLARED_PARCELS } from '@app/shared/contracts/consignment';
import { parcelCode } from '@app/shared/customer-code';
import { consignmentMachine } from '@app/shared/machines/consignment';
import { parcelMachine } from '@app/shared/machines/parcel';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { parcels as parcelTable } from '../../db/schema/parcel.ts';
import { type Actor, systemActor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { once } from '../../lib/idempotency.ts';
import { listStatusEvents } from '../../lib/status-events.ts';
import { transaction } from '../../lib/transaction.ts';
import { enter, transition } from '../../lib/transition.ts';
import { receiverOf } from '../address/address.service.ts';
import { followConsignmentParcels, refreshConsignmentFees } from '../parcel/consignment-progress.ts';
import { consignmentRate } from '../parcel/consignment-tariff.ts';
import { consignmentFeesFor, measuresOf, writeMeasures } from '../parcel/measure.service.ts';
import * as parcelRepo from '../parcel/parcel.repository.ts';
import { warehouseNames } from '../parcel/parcel.service.ts';
import { findWarehouse } from '../warehouse/warehouse.repository.ts';
import { routeTo } from '../warehouse/warehouse.service.ts';
import { mapOrder, mapSummary, noneReceived } from './consignment.mapper.ts';
import * as repo from './consignment.repository.ts';

type DeclaredParcel = z.output<typeof createConsignmentInput>['parcels'][number];

/** `KG2611-000123`: year and month of creation (Vietnam time), then the order number. */
export function consignmentCode(n: number, at = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { year: '2-digit', month: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `KG${parts.year}${parts.month}-${String(n).padStart(6, '0')}`;
}

/** The full order as `actor` sees it (staff also see its customer). */
export async function loadOrder(db: Executor, actor: Actor, row: repo.ConsignmentRow): Promise<ConsignmentOrder> {
  const ids = (await parcelRepo.parcelsOfConsignment(db, row.id)).map((p) => p.id);
  const [parcels, declarations, events, names, cn] = await Promise.all([
    parcelRepo.findJoined(db, actor, ids),
    repo.declarationsOf(db, [row.id]),
    listStatusEvents(db, 'consignment_order', [row.id]),
    warehouseNames(db),
    findWarehouse(db, row.cnWarehouseId),
  ]);
  const customer = actor.scope === 'staff' ? await repo.findCustomer(db, row.userId) : undefined;
  return mapOrder(row, {
    parcels,
    declarations,
    events,
    names,
    cnWarehouse: { id: row.cnWarehouseId, name: cn?.name ?? '', address: cn?.address ?? '' },
    customer,
  });
}

/**
 * Declares `inputs` on the locked `order`: a new code becomes an expected parcel; a code received as
 * unclaimed (no order, no owner) joins the order as it is, re-priced on the consignment tariff when
 * already weighed. 409 `tracking-code-taken` for a code that belongs to anyone else; codes already
 * on this order are skipped. Then the order follows its parcels and its lines are summed again.
 */
async function declareParcels(tx: Tx, actor: Actor, order: repo.ConsignmentRow, inputs: DeclaredParcel[]) {
  const existing = await parcelRepo.findByTrackingCodes(
    tx,
    inputs.map((p) => p.trackingCode),
  );
  const taken = existing.find(
    (p) =>
      p.consignmentOrderId !== order.id && (p.orderId !== null || p.consignmentOrderId !== null || p.userId !== null),
  );
  if (taken) {
    throw new AppError('tracking-code-taken', `Mã vận đơn ${taken.trackingCode} đã được khai báo cho một đơn khác`);
  }
  const fresh = inputs.filter(
    (i) => !existing.some((p) => p.trackingCode === i.trackingCode && p.consignmentOrderId === order.id),
  );
  if ((await parcelRepo.parcelsOfConsignment(tx, order.id)).length + fresh.length > MAX_DECLARED_PARCELS) {
    throw new AppError('consignment-parcel-limit');
  }
  const declarations = [];
  for (const input of fresh) {
    const lone = existing.find((p) => p.trackingCode === input.trackingCode);
    let parcelId: number;
    if (lone) {
      // Unclaimed: lock it, then re-check nobody took it meanwhile.
      const parcel = await parcelRepo.lockParcel(tx, systemActor, lone.id);
      if (!parcel || parcel.orderId !== null || parcel.consignmentOrderId !== null || parcel.userId !== null) {
        throw new AppError('tracking-code-taken', `Mã vận đơn ${input.trackingCode} vừa được nhận cho đơn khác`);
      }
      await tx
        .update(parcelTable)
        .set({
          consignmentOrderId: order.id,
          userId: order.userId,
          vnWarehouseId: order.vnWarehouseId,
          cnWarehouseId: parcel.cnWarehouseId ?? order.cnWarehouseId,
          updatedAt: new Date(),
        })
        .where(eq(parcelTable.id, parcel.id));
      parcelId = parcel.id;
    } else {
      const created = await enter(
        tx,
        parcelMachine,
        {
          code: parcelCode(await parcelRepo.nextParcelNumber(tx)),
          trackingCode: input.trackingCode,
          consignmentOrderId: order.id,
          userId: order.userId,
          cnWarehouseId: order.cnWarehouseId,
          vnWarehouseId: order.vnWarehouseId,
        },
        actor,
        { status: 'expected', note: `Khách khai báo ký gửi, đơn ${order.code}`, onConflictDoNothing: true },
      );
      if (!created) {
        throw new AppError('tracking-code-taken', `Mã vận đơn ${input.trackingCode} vừa được khai báo cho đơn khác`);
      }
      parcelId = created.id;
    }
    declarations.push({
      consignmentOrderId: order.id,
      parcelId,
      description: input.description,
      quantity: input.quantity,
      declaredValueVnd: input.declaredValueVnd,
    });
  }
  await repo.insertDeclarations(tx, declarations);
  // A matched parcel already weighed is priced on this order's tariff now that its value is known.
  for (const lone of existing.filter((p) => p.consignmentOrderId !== order.id)) {
    const measures = measuresOf(lone);
    if (!measures) continue;
    const fees = await consignmentFeesFor(tx, lone, measures, order);
    await writeMeasures(tx, lone.id, measures, fees, null);
  }
  return settle(tx, actor, order);
}

/** After parcels changed: declared value, the order following its parcels, and its lines and total. */
async function settle(tx: Tx, actor: Actor, order: repo.ConsignmentRow) {
  await repo.refreshDeclaredValue(tx, order.id);
  const all = await parcelRepo.parcelsOfConsignment(tx, order.id);
  const locked = (await parcelRepo.lockConsignment(tx, order.id))!;
  const moved = await followConsignmentParcels(tx, locked, all, actor);
  return refreshConsignmentFees(tx, moved, all);
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
        },
        actor,
        { status: 'created', note: 'Khách hàng tạo đơn ký gửi' },
      );
      const settled = await declareParcels(tx, actor, order, input.parcels);
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
  const digest = await repo.parcelDigest(
    db,
    rows.map((r) => r.order.id),
  );
  const names = await warehouseNames(db);
  const items = rows.map((r) =>
    mapSummary(
      r.order,
      digest.filter((d) => d.orderId === r.order.id).map((d) => d.trackingCode),
      names,
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
    const parcels = await parcelRepo.parcelsOfConsignment(tx, order.id);
    for (const p of parcels) await parcelRepo.lockParcel(tx, systemActor, p.id);
    if (order.status !== 'created' || !noneReceived(parcels.map((parcel) => ({ parcel })))) {
      throw new AppError('consignment-not-cancellable');
    }
    for (const p of parcels) await repo.deleteParcel(tx, p.id);
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
    const settled = await declareParcels(tx, actor, order, input.parcels);
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
    const parcels = await parcelRepo.parcelsOfConsignment(tx, order.id);
    const target = parcels.find((p) => p.id === parcelId);
    if (!target) throw new AppError('parcel-not-found');
    const parcel = await parcelRepo.lockParcel(tx, systemActor, target.id);
    if (!parcel || parcel.consignmentOrderId !== order.id) throw new AppError('data-conflict');
    if (parcel.status !== 'expected') throw new AppError('consignment-parcel-received');
    if (parcels.length === 1) throw new AppError('consignment-parcel-last');
    await repo.deleteParcel(tx, parcel.id);
    const settled = await settle(tx, actor, order);
    return loadOrder(tx, actor, settled);
  });
}

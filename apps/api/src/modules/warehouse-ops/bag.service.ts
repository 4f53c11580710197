/**
 * Bags (bao hàng, DESIGN.md §3.5b, decision 0055): opened at a CN warehouse for a VN warehouse, parcels
 * scanned in, closed with the sack's weight, shipped (every parcel `in_transit`, their orders
 * following), received in Vietnam, where its parcels are then scanned one by one (scan.service.ts).
 * A parcel is in one bag at a time; a parcel whose order is not deposited stays in China.
 * China steps need `warehouse_cn`, receiving needs `warehouse_vn` (an admin may do both); a member
 * sees and handles only the bags leaving or reaching its warehouses (decision 0103): another bag is 404.
 */
import type { Bag } from '@app/shared/contracts/bag';
import { bagCode } from '@app/shared/customer-code';
import { bagMachine, parcelMachine } from '@app/shared/machines/parcel';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { listStatusEvents } from '../../lib/status/status-events.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { lockOrders, orderType, refOf } from '../order/order-types.service.ts';
import * as parcels from '../parcel/parcel.service.ts';
import { loadAdminSummaries, warehouseNames } from '../parcel/parcel.service.ts';
import { inScope, isAssignedTo, warehouseScopeOf } from '../staff/warehouse-scope.service.ts';
import { findRoute, findWarehouse } from '../warehouse/warehouse.service.ts';
import * as bags from './bag.repository.ts';
import { receiveLockedBag } from './bag-receive.ts';
import { bagLabelSvg } from './label.ts';
import { assertWorksIn, worksIn } from './warehouse-access.service.ts';

/** A bag with its parcels, the ones not yet scanned in Vietnam, and its events. */
export async function loadBag(db: Executor, actor: Actor, row: bags.BagRow): Promise<Bag> {
  const names = await warehouseNames(db);
  const inside = await parcels.parcelsOfBag(db, row.id);
  const views = await loadAdminSummaries(
    db,
    actor,
    inside.map((p) => p.id),
  );
  const events = await listStatusEvents(db, 'bag', [row.id]);
  const arrived = row.status === 'received' ? views.filter((p) => p.status !== 'in_transit') : [];
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    from: { id: row.fromWarehouseId, name: names.get(row.fromWarehouseId) ?? '' },
    to: { id: row.toWarehouseId, name: names.get(row.toWarehouseId) ?? '' },
    weightGrams: row.weightGrams,
    parcelCount: views.length,
    arrivedCount: arrived.length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    parcels: views,
    notScanned: ['shipped', 'received'].includes(row.status) ? views.filter((p) => p.status === 'in_transit') : [],
    events: events.map((e) => ({
      id: e.id,
      fromStatus: e.fromStatus as Bag['status'] | null,
      toStatus: e.toStatus as Bag['status'],
      note: e.note,
      actorName: e.actorName,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/** 404 `bag-not-found` unless the bag leaves (`side` from) or reaches (to) a warehouse of the actor's; either by default. */
async function assertBagInScope(db: Executor, actor: Actor, bag: bags.BagRow, side?: 'from' | 'to'): Promise<void> {
  const scope = await warehouseScopeOf(db, actor);
  const seen =
    (side !== 'to' && inScope(scope, bag.fromWarehouseId)) || (side !== 'from' && inScope(scope, bag.toWarehouseId));
  if (!seen) throw new AppError('bag-not-found');
}

/** Bag `id` with its parcels and events: 404 `bag-not-found`, also outside the actor's warehouses. */
export async function getBag(db: Db, actor: Actor, id: number): Promise<Bag> {
  const row = await bags.findBag(db, id);
  if (!row) throw new AppError('bag-not-found');
  await assertBagInScope(db, actor, row);
  return loadBag(db, actor, row);
}

/**
 * The printable label of bag `id` (SVG): 404 `bag-not-found`; 403 `wrong-warehouse-role` unless
 * `actor` works at one of its warehouses (China where it is packed, Vietnam where it is received).
 */
export async function getBagLabel(db: Db, actor: Actor, id: number): Promise<string> {
  const row = await bags.findBag(db, id);
  if (!row) throw new AppError('bag-not-found');
  const [from, to] = [await findWarehouse(db, row.fromWarehouseId), await findWarehouse(db, row.toWarehouseId)];
  if (![from, to].some((house) => house && worksIn(actor, house.country))) throw new AppError('wrong-warehouse-role');
  await assertBagInScope(db, actor, row);
  const inside = await parcels.parcelsOfBag(db, row.id);
  return bagLabelSvg({
    code: row.code,
    from: { id: row.fromWarehouseId, name: from?.name ?? '' },
    to: { id: row.toWarehouseId, name: to?.name ?? '' },
    weightGrams: row.weightGrams,
    parcelCount: inside.length,
  });
}

/** A page of the bags leaving or reaching the actor's warehouses (and `warehouseId` when given), newest first. */
export async function listBags(
  db: Db,
  actor: Actor,
  q: { warehouseId?: number; status?: bags.BagRow['status']; page: number; pageSize: number },
) {
  const { rows, total } = await bags.listBags(db, { ...q, scope: await warehouseScopeOf(db, actor) });
  const names = await warehouseNames(db);
  return {
    items: rows.map(({ bag: b, parcelCount, arrivedCount }) => ({
      id: b.id,
      code: b.code,
      status: b.status,
      from: { id: b.fromWarehouseId, name: names.get(b.fromWarehouseId) ?? '' },
      to: { id: b.toWarehouseId, name: names.get(b.toWarehouseId) ?? '' },
      weightGrams: b.weightGrams,
      parcelCount,
      arrivedCount,
      createdAt: b.createdAt.toISOString(),
      updatedAt: b.updatedAt.toISOString(),
    })),
    page: q.page,
    pageSize: q.pageSize,
    total,
  };
}

/**
 * Opens a bag: 400 `bag-route-invalid` unless from a CN to a VN warehouse on a route; China staff only
 * (403 `wrong-warehouse-role`), at a China warehouse assigned to them (403 `warehouse-not-assigned`).
 */
export async function createBag(db: Db, actor: Actor, input: { fromWarehouseId: number; toWarehouseId: number }) {
  return transaction(db, async (tx) => {
    const from = await findWarehouse(tx, input.fromWarehouseId);
    const to = await findWarehouse(tx, input.toWarehouseId);
    if (!from || !to || from.country !== 'CN' || to.country !== 'VN' || !(await findRoute(tx, from.id, to.id))) {
      throw new AppError('bag-route-invalid');
    }
    assertWorksIn(actor, 'CN');
    if (!(await isAssignedTo(tx, actor, from.id))) throw new AppError('warehouse-not-assigned');
    const row = await enter(
      tx,
      bagMachine,
      {
        code: bagCode(await bags.nextBagNumber(tx)),
        fromWarehouseId: from.id,
        toWarehouseId: to.id,
        createdBy: actor.userId,
      },
      actor,
      { status: 'open', note: `Mở bao tại ${from.name} đi ${to.name}` },
    );
    return loadBag(tx, actor, row);
  });
}

/** The bag, locked, for a China step: 404 (also leaving a warehouse not the actor's), 403 outside China staff. */
async function lockChinaBag(tx: Tx, actor: Actor, id: number) {
  const bag = await bags.lockBag(tx, id);
  if (!bag) throw new AppError('bag-not-found');
  assertWorksIn(actor, 'CN');
  await assertBagInScope(tx, actor, bag, 'from');
  return bag;
}

/**
 * Scans a parcel (parcel or tracking code) into an open bag. Refuses, writing nothing: 409
 * `bag-not-open`, 404 `parcel-not-found`, 409 `parcel-not-in-warehouse` (not standing at the bag's
 * warehouse), `parcel-unclaimed`, `parcel-not-measured`, `parcel-wrong-route`, `parcel-already-bagged`,
 * `parcel-order-not-deposited`. Scanning a parcel already in this bag changes nothing.
 */
export async function addParcel(db: Db, actor: Actor, bagId: number, code: string): Promise<Bag> {
  return transaction(db, async (tx) => {
    const bag = await lockChinaBag(tx, actor, bagId);
    if (bag.status !== 'open') throw new AppError('bag-not-open');
    const found = await parcels.findParcelByCode(tx, code);
    if (!found) throw new AppError('parcel-not-found');
    const parcel = await parcels.lockParcel(tx, actor, found.id);
    if (!parcel) throw new AppError('parcel-not-found');
    if (parcel.bagId === bag.id) return loadBag(tx, actor, bag);
    if (parcel.status !== 'at_cn_warehouse' || parcel.warehouseId !== bag.fromWarehouseId) {
      throw new AppError('parcel-not-in-warehouse');
    }
    if (parcel.orderType === null) throw new AppError('parcel-unclaimed');
    if (parcel.measuredAt === null) throw new AppError('parcel-not-measured');
    if (parcel.vnWarehouseId !== bag.toWarehouseId) throw new AppError('parcel-wrong-route');
    if (parcel.bagId !== null) throw new AppError('parcel-already-bagged');
    if (!(await parcels.parcelMayLeaveChinaById(tx, actor, parcel.id)))
      throw new AppError('parcel-order-not-deposited');
    await parcels.setParcelBag(tx, parcel.id, bag.id);
    await writeAudit(tx, actor, {
      action: 'bag.add_parcel',
      subjectType: 'bag',
      subjectId: bag.id,
      after: { parcelId: parcel.id, parcelCode: parcel.code },
    });
    return loadBag(tx, actor, bag);
  });
}

/**
 * Takes parcel `parcelId` back out of open bag `bagId` (scanned into the wrong sack, or held back):
 * it stays at the warehouse, in no bag. 409 `invalid-status-transition` once the bag is closed; 404
 * `parcel-not-found` when the parcel is not in this bag.
 */
export async function removeParcel(db: Db, actor: Actor, bagId: number, parcelId: number): Promise<Bag> {
  return transaction(db, async (tx) => {
    const bag = await lockChinaBag(tx, actor, bagId);
    if (bag.status !== 'open') throw new AppError('bag-not-open-remove');
    const parcel = await parcels.lockParcel(tx, actor, parcelId);
    if (!parcel || parcel.bagId !== bag.id) throw new AppError('parcel-not-found');
    await parcels.setParcelBag(tx, parcel.id, null);
    await writeAudit(tx, actor, {
      action: 'bag.remove_parcel',
      subjectType: 'bag',
      subjectId: bag.id,
      before: { parcelId: parcel.id, parcelCode: parcel.code },
      after: null,
    });
    return loadBag(tx, actor, bag);
  });
}

/** Closes an open bag with its weight: 409 `bag-empty` without parcels, 409 outside the table. */
export async function closeBag(db: Db, actor: Actor, bagId: number, weightGrams: number): Promise<Bag> {
  return transaction(db, async (tx) => {
    const bag = await lockChinaBag(tx, actor, bagId);
    if (bag.status === 'open' && (await parcels.countParcelsInBag(tx, bag.id)) === 0) throw new AppError('bag-empty');
    const closed = await transition(tx, bagMachine, bag, 'closed', actor, {
      note: `Đóng bao, nặng ${new Intl.NumberFormat('vi-VN').format(weightGrams / 1000)} kg`,
      set: { weightGrams },
    });
    return loadBag(tx, actor, closed);
  });
}

/**
 * Ships a closed bag: every parcel in it `in_transit` (leaving its warehouse), and each order whose
 * parcels have all left follows. Checks the deposit rule again (a price change may have raised what
 * is due since the parcel was bagged): 409 `parcel-order-not-deposited`, nothing written.
 */
export async function shipBag(db: Db, actor: Actor, bagId: number): Promise<Bag> {
  return transaction(db, async (tx) => {
    const bag = await lockChinaBag(tx, actor, bagId);
    if (!bagMachine.canTransition(bag.status, 'shipped')) {
      throw new AppError(
        'invalid-status-transition',
        `Không thể chuyển bao từ "${bagMachine.label(bag.status)}" sang "${bagMachine.label('shipped')}"`,
      );
    }
    const inside = await parcels.parcelsOfBag(tx, bag.id);
    // Locks in one order everywhere: orders (kind by kind, by id), then parcels (by id).
    const orders = await lockOrders(
      tx,
      inside.flatMap((p) => refOf(p) ?? []),
    );
    for (const order of orders) {
      if (!orderType(order.type).parcels.mayLeaveChina(order)) {
        throw new AppError(
          'parcel-order-not-deposited',
          `Đơn ${order.code} chưa đặt cọc đủ: hãy bỏ kiện của đơn này ra khỏi bao`,
        );
      }
    }
    const from = await findWarehouse(tx, bag.fromWarehouseId);
    const shipped = await transition(tx, bagMachine, bag, 'shipped', actor, { note: `Xuất ${from?.name ?? 'kho'}` });
    for (const p of inside) {
      const parcel = await parcels.lockParcel(tx, actor, p.id);
      if (parcel?.status !== 'at_cn_warehouse') throw new AppError('parcel-not-in-warehouse');
      await transition(tx, parcelMachine, parcel, 'in_transit', actor, {
        note: `Xuất ${from?.name ?? 'kho'} trong bao ${bag.code}`,
        set: { warehouseId: null },
      });
    }
    for (const order of orders) {
      await parcels.followOrderParcels(tx, order, actor);
    }
    return loadBag(tx, actor, shipped);
  });
}

/**
 * The VN warehouse receives a shipped bag (Vietnam staff of its destination; another's bag is 404):
 * then its parcels are scanned one by one.
 */
export async function receiveBag(db: Db, actor: Actor, bagId: number): Promise<Bag> {
  return transaction(db, async (tx) => {
    const bag = await bags.lockBag(tx, bagId);
    if (!bag) throw new AppError('bag-not-found');
    assertWorksIn(actor, 'VN');
    await assertBagInScope(tx, actor, bag, 'to');
    const house = await findWarehouse(tx, bag.toWarehouseId);
    const received = await receiveLockedBag(tx, actor, bag, house!);
    return loadBag(tx, actor, received);
  });
}

// For the scan station (scan.service.ts): the bag a scanned parcel travels in, and a bag
// scanned at its destination. The same statements the station always ran (decisions 0059, 0074).

/** The bag by id (no lock). */
export function findBag(db: Executor, id: number) {
  return bags.findBag(db, id);
}

/** The bag by id, locked for update. */
export function lockBag(db: Executor, id: number) {
  return bags.lockBag(db, id);
}

export type { BagRow } from './bag.repository.ts';
export { receiveLockedBag } from './bag-receive.ts';

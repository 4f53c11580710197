/**
 * A scan at a warehouse station (DESIGN.md §3.5b, issue 8 §2): the code is a courier tracking code,
 * our parcel code or a bag code, and the answer says what happened, each with its colour and sound
 * at the station:
 * - China: an expected parcel is received (`at_cn_warehouse`); an unknown code becomes an unclaimed
 *   parcel here; a parcel already received here answers "đã nhận" and writes no second event;
 * - Vietnam: a bag code receives the bag; a parcel of a received bag arrives (`at_vn_warehouse`);
 * - anything else (another warehouse, a step too early or too late) is said, and changes nothing.
 * Each scan is a line of the station's history; an order follows its parcels (order-progress.ts).
 */
import type { ScanOutcome, ScanResult } from '@app/shared/contracts/parcel';
import { customerCode, parcelCode } from '@app/shared/customer-code';
import { parcelMachine } from '@app/shared/machines/parcel';
import type { Db, Tx } from '../../db/client.ts';
import { type Actor, systemActor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { transaction } from '../../lib/transaction.ts';
import { enter, transition } from '../../lib/transition.ts';
import * as bags from './bag.repository.ts';
import { receiveLockedBag } from './bag-receive.ts';
import { followParcels } from './order-progress.ts';
import * as repo from './parcel.repository.ts';
import { loadAdminSummaries } from './parcel.service.ts';
import { type WarehouseRow, warehouseOf } from './warehouse-access.ts';

interface Step {
  outcome: ScanOutcome;
  message: string;
  parcelId?: number;
  bag?: ScanResult['bag'];
}

/** Scans `code` at warehouse `warehouseId`: 404 for an unknown warehouse, 403 outside the actor's country. */
export async function scan(db: Db, actor: Actor, warehouseId: number, code: string): Promise<ScanResult> {
  const house = await warehouseOf(db, actor, warehouseId);
  return transaction(db, async (tx) => {
    const step = await scanIn(tx, actor, house, code);
    const row = await repo.insertScan(tx, {
      warehouseId: house.id,
      staffId: actor.userId,
      code,
      outcome: step.outcome,
      message: step.message,
      parcelId: step.parcelId ?? null,
    });
    const [parcel] = step.parcelId ? await loadAdminSummaries(tx, actor, [step.parcelId]) : [];
    return {
      id: row.id,
      code,
      outcome: step.outcome,
      message: step.message,
      parcel: parcel ?? null,
      bag: step.bag ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

async function scanIn(tx: Tx, actor: Actor, house: WarehouseRow, code: string): Promise<Step> {
  let found = await repo.findByCode(tx, code);
  if (!found) {
    const bag = await bags.findBagByCode(tx, code);
    if (bag) return scanBag(tx, actor, house, bag.id);
    const created = await createUnclaimed(tx, actor, house, code);
    if (created) {
      return {
        outcome: 'unclaimed_created',
        parcelId: created.id,
        message: `Mã lạ: đã tạo kiện trôi nổi ${created.code} tại ${house.name}, hãy cân và chụp ảnh kiện`,
      };
    }
    // Another station created it a moment ago.
    found = await repo.findByCode(tx, code);
    if (!found) throw new AppError('data-conflict');
  }
  // Locks in one order everywhere: the order, then its parcel.
  const order = found.orderId ? await repo.lockOrder(tx, found.orderId) : undefined;
  const parcel = await repo.lockParcel(tx, systemActor, found.id);
  if (!parcel || parcel.orderId !== found.orderId) throw new AppError('data-conflict');
  return house.country === 'CN'
    ? receiveInChina(tx, actor, house, parcel, order)
    : receiveInVietnam(tx, actor, house, parcel, order);
}

async function createUnclaimed(tx: Tx, actor: Actor, house: WarehouseRow, trackingCode: string) {
  const inChina = house.country === 'CN';
  return enter(
    tx,
    parcelMachine,
    {
      code: parcelCode(await repo.nextParcelNumber(tx)),
      trackingCode,
      warehouseId: house.id,
      cnWarehouseId: inChina ? house.id : null,
      vnWarehouseId: inChina ? null : house.id,
    },
    actor,
    {
      status: inChina ? 'at_cn_warehouse' : 'at_vn_warehouse',
      note: `Nhập ${house.name}: kiện trôi nổi, chưa rõ chủ`,
      onConflictDoNothing: true,
    },
  );
}

function owner(parcel: repo.ParcelRow, order: repo.OrderRow | undefined): string {
  const parts = [];
  if (order) parts.push(`đơn ${order.code}`);
  if (parcel.userId) parts.push(`khách ${customerCode(parcel.userId)}`);
  return parts.length > 0 ? ` · ${parts.join(' · ')}` : ' · kiện trôi nổi';
}

/** The warehouse's name by id, for messages. */
async function nameOf(tx: Tx, id: number | null): Promise<string> {
  if (id === null) return 'kho khác';
  return (await repo.findWarehouse(tx, id))?.name ?? 'kho khác';
}

async function follow(tx: Tx, actor: Actor, order: repo.OrderRow | undefined): Promise<void> {
  if (order) await followParcels(tx, order, await repo.parcelsOfOrder(tx, order.id), actor);
}

async function receiveInChina(
  tx: Tx,
  actor: Actor,
  house: WarehouseRow,
  parcel: repo.ParcelRow,
  order: repo.OrderRow | undefined,
): Promise<Step> {
  const label = parcelMachine.label(parcel.status);
  if (parcel.status === 'expected') {
    await transition(tx, parcelMachine, parcel, 'at_cn_warehouse', actor, {
      note: `Nhập ${house.name}`,
      set: { warehouseId: house.id, cnWarehouseId: house.id },
    });
    await follow(tx, actor, order);
    return { outcome: 'received', parcelId: parcel.id, message: `Đã nhận kiện ${parcel.code}${owner(parcel, order)}` };
  }
  if (parcel.status === 'at_cn_warehouse') {
    if (parcel.warehouseId === house.id) {
      return { outcome: 'already_received', parcelId: parcel.id, message: `Kiện ${parcel.code} đã nhận tại kho này` };
    }
    const where = await nameOf(tx, parcel.warehouseId);
    return { outcome: 'wrong_warehouse', parcelId: parcel.id, message: `Kiện ${parcel.code} đang ở ${where}` };
  }
  return {
    outcome: 'not_ready',
    parcelId: parcel.id,
    message: `Kiện ${parcel.code} đang ở trạng thái "${label}", không nhập kho Trung Quốc được`,
  };
}

async function receiveInVietnam(
  tx: Tx,
  actor: Actor,
  house: WarehouseRow,
  parcel: repo.ParcelRow,
  order: repo.OrderRow | undefined,
): Promise<Step> {
  const label = parcelMachine.label(parcel.status);
  if (parcel.status === 'in_transit') {
    const bag = parcel.bagId ? await bags.findBag(tx, parcel.bagId) : undefined;
    if (bag && bag.toWarehouseId !== house.id) {
      const where = await nameOf(tx, bag.toWarehouseId);
      return {
        outcome: 'wrong_warehouse',
        parcelId: parcel.id,
        message: `Kiện ${parcel.code} thuộc bao ${bag.code} đi ${where}`,
      };
    }
    if (bag && bag.status !== 'received') {
      return {
        outcome: 'not_ready',
        parcelId: parcel.id,
        message: `Bao ${bag.code} của kiện chưa được nhận tại kho: hãy quét mã bao trước`,
      };
    }
    await transition(tx, parcelMachine, parcel, 'at_vn_warehouse', actor, {
      note: bag ? `Nhập ${house.name} (bao ${bag.code})` : `Nhập ${house.name}`,
      set: { warehouseId: house.id },
    });
    await follow(tx, actor, order);
    return { outcome: 'arrived', parcelId: parcel.id, message: `Kiện ${parcel.code} đã về kho${owner(parcel, order)}` };
  }
  if (parcel.status === 'at_vn_warehouse') {
    if (parcel.warehouseId === house.id) {
      return { outcome: 'already_received', parcelId: parcel.id, message: `Kiện ${parcel.code} đã nhận tại kho này` };
    }
    const where = await nameOf(tx, parcel.warehouseId);
    return { outcome: 'wrong_warehouse', parcelId: parcel.id, message: `Kiện ${parcel.code} đang ở ${where}` };
  }
  const early = parcel.status === 'expected' || parcel.status === 'at_cn_warehouse';
  return {
    outcome: 'not_ready',
    parcelId: parcel.id,
    message: early
      ? `Kiện ${parcel.code} chưa rời kho Trung Quốc ("${label}")`
      : `Kiện ${parcel.code} đang ở trạng thái "${label}"`,
  };
}

/** A bag code scanned: in Vietnam its destination receives it; in China the bag page is the place. */
async function scanBag(tx: Tx, actor: Actor, house: WarehouseRow, bagId: number): Promise<Step> {
  const bag = await bags.lockBag(tx, bagId);
  if (!bag) throw new AppError('bag-not-found');
  const count = await bags.countParcels(tx, bag.id);
  const view = (status: string) => ({ id: bag.id, code: bag.code, status, parcelCount: count });
  if (house.country === 'CN') {
    return {
      outcome: 'not_ready',
      bag: view(bag.status),
      message: `${bag.code} là mã bao: mở trang Bao hàng để thêm kiện`,
    };
  }
  if (bag.toWarehouseId !== house.id) {
    const where = await nameOf(tx, bag.toWarehouseId);
    return { outcome: 'wrong_warehouse', bag: view(bag.status), message: `Bao ${bag.code} đi ${where}` };
  }
  if (bag.status === 'received') {
    return { outcome: 'already_received', bag: view(bag.status), message: `Bao ${bag.code} đã nhận tại kho này` };
  }
  if (bag.status !== 'shipped') {
    return { outcome: 'not_ready', bag: view(bag.status), message: `Bao ${bag.code} chưa xuất khỏi kho Trung Quốc` };
  }
  await receiveLockedBag(tx, actor, bag, house);
  return {
    outcome: 'bag_received',
    bag: view('received'),
    message: `Đã nhận bao ${bag.code} (${count} kiện): quét từng kiện để nhập kho`,
  };
}

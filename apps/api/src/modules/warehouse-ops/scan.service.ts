/**
 * A scan at a warehouse station (DESIGN.md §3.5b): the code is a courier tracking code,
 * our parcel code or a bag code, and the answer says what happened, each with its colour and sound
 * at the station:
 * - China: an expected parcel is received (`at_cn_warehouse`); an unknown code becomes an unclaimed
 *   parcel here; a parcel already received here answers "đã nhận" and writes no second event;
 * - Vietnam: a bag code receives the bag; a parcel of a received bag arrives (`at_vn_warehouse`);
 * - anything else (another warehouse, a step too early or too late) is said, and changes nothing.
 * Each scan is a line of the station's history; an order follows its parcels (order-progress.ts).
 */
import type { ScanOutcome, ScanResult } from '@app/shared/contracts/parcel';
import { customerCode, isBagCode, isOwnCode, parcelCode } from '@app/shared/customer-code';
import { parcelMachine } from '@app/shared/machines/parcel';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { type Actor, systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { findUserContact } from '../auth/auth.service.ts';
import { type OrderRef, type OrderRow, type OrderView, orderType, refOf } from '../order/order-types.service.ts';
import * as parcels from '../parcel/parcel.service.ts';
import { followParcels, mapAdminParcelSummary, type WarehouseNames } from '../parcel/parcel.service.ts';
import { cachedWarehouses } from '../warehouse/warehouse.service.ts';
import * as bags from './bag.service.ts';
import * as scans from './scan.repository.ts';
import { assertWorksAt, type WarehouseRow } from './warehouse-access.service.ts';

/** A parcel as the scan left it, with the order (of any kind) and customer it locked. */
interface Seen {
  row: parcels.ParcelRow;
  held?: Held;
}

/** The locked order of a parcel (as its kind's ref shows it) and its customer. */
type Held = { ref: OrderRef; order: OrderView; customer: { id: number; fullName: string; phone: string } | null };

interface Step {
  outcome: ScanOutcome;
  message: string;
  parcel?: Seen;
  bag?: ScanResult['bag'];
}

/** The joined shape the mapper reads, from what the scan holds (a bag read only when it has one). */
async function joinedOf(tx: Tx, seen: Seen): Promise<parcels.JoinedParcel> {
  const bag = seen.row.bagId !== null ? await bags.findBag(tx, seen.row.bagId) : undefined;
  // A parcel given to a customer alone has an owner but no order to hold.
  const customer =
    seen.held?.customer ?? (seen.row.userId !== null ? ((await findUserContact(tx, seen.row.userId)) ?? null) : null);
  return parcels.joinedParcel({
    parcel: seen.row,
    orderView: seen.held?.order ?? null,
    customer: customer && { id: customer.id, fullName: customer.fullName, phone: customer.phone },
    bag: bag ? { id: bag.id, code: bag.code, status: bag.status } : null,
  });
}

/**
 * Scans `code` at warehouse `warehouseId`: 404 for an unknown warehouse, 403 outside the actor's
 * country (`wrong-warehouse-role`) or assignment (`warehouse-not-assigned`, decision 0103). The hot path of the warehouse floor (decision 0059: p95 ≤ 50 ms with 10 stations at once,
 * decisions 0059 and 0074): warehouses are kept by the process (30 s), every statement of a scan is
 * a named one built once, the answer is built from the rows the scan locked and wrote rather than
 * read again, and the station's history line is written after the commit, outside the order's lock.
 */
export async function scan(db: Db, actor: Actor, warehouseId: number, code: string): Promise<ScanResult> {
  const houses = await cachedWarehouses(db);
  const house = houses.find((w) => w.id === warehouseId);
  if (!house) throw new AppError('warehouse-not-found');
  await assertWorksAt(db, actor, house);
  const names: WarehouseNames = new Map(houses.map((w) => [w.id, w.name]));
  const { step, parcel } = await transaction(db, async (tx) => {
    const step = await scanIn(tx, actor, house, code, names);
    return { step, parcel: step.parcel ? mapAdminParcelSummary(await joinedOf(tx, step.parcel), names) : null };
  });
  // The station's history line once the scan committed: the order's row lock (which the parcels of
  // one order, scanned at once at several stations, queue on) is not held while it is written.
  const row = await scans.insertScan(db, {
    warehouseId: house.id,
    staffId: actor.userId,
    code,
    outcome: step.outcome,
    message: step.message,
    parcelId: step.parcel?.row.id ?? null,
  });
  return {
    id: row.id,
    code,
    outcome: step.outcome,
    message: step.message,
    parcel,
    bag: step.bag ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function scanIn(
  tx: Tx,
  actor: Actor,
  house: WarehouseRow,
  scanned: string,
  names: WarehouseNames,
): Promise<Step> {
  let code = scanned;
  // Our own codes first (decision 0083): a courier code typed long ago may have the same form, and
  // the look-ups below match courier codes too. A bag's code is the bag; a parcel's code is read as
  // that parcel's courier code (unique), so the steps below find that parcel and no other.
  if (isBagCode(code)) {
    const { bagId } = await parcels.codeOwner(tx, code);
    if (bagId !== undefined) return scanBag(tx, actor, house, bagId, names);
  } else if (isOwnCode(code)) {
    const ours = await parcels.findParcelByOwnCode(tx, code);
    if (ours) code = ours.trackingCode;
  }
  // The common case first, in one statement: the parcel and its order (of any kind) locked.
  const locked = await parcels.lockParcelByCode(tx, code);
  let seen: Seen;
  if (locked) {
    const ref = refOf(locked.parcel);
    // A reference to a missing order (no foreign key, decision 0089) is a conflict, never ignored.
    if (ref && !locked.order) throw new AppError('data-conflict');
    seen = { row: locked.parcel, held: ref ? { ref, order: locked.order!, customer: locked.customer } : undefined };
  } else {
    // A bag, or nothing yet: one statement tells.
    const owner = await parcels.codeOwner(tx, code);
    if (owner.bagId !== undefined) return scanBag(tx, actor, house, owner.bagId, names);
    const created = await createUnclaimed(tx, actor, house, code);
    if (created) {
      return {
        outcome: 'unclaimed_created',
        parcel: { row: created },
        message: `Mã lạ: đã tạo kiện trôi nổi ${created.code} tại ${house.name}, hãy cân và chụp ảnh kiện`,
      };
    }
    // Another station created it a moment ago: lock it as it is now.
    const parcelId = (await parcels.findParcelByCode(tx, code))?.id;
    if (parcelId === undefined) throw new AppError('data-conflict');
    const parcel = await parcels.lockParcel(tx, systemActor, parcelId);
    if (!parcel || parcel.orderType !== null) throw new AppError('data-conflict');
    seen = { row: parcel };
  }
  return house.country === 'CN'
    ? receiveInChina(tx, actor, house, seen, names)
    : receiveInVietnam(tx, actor, house, seen, names);
}

async function createUnclaimed(tx: Tx, actor: Actor, house: WarehouseRow, trackingCode: string) {
  const inChina = house.country === 'CN';
  return enter(
    tx,
    parcelMachine,
    {
      code: parcelCode(await parcels.nextParcelNumber(tx)),
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

function owner(seen: Seen): string {
  const parts = [];
  if (seen.held) parts.push(`${orderType(seen.held.ref.type).noun} ${seen.held.order.code}`);
  if (seen.row.userId) parts.push(`khách ${customerCode(seen.row.userId)}`);
  return parts.length > 0 ? ` · ${parts.join(' · ')}` : ' · kiện trôi nổi';
}

const nameOf = (names: WarehouseNames, id: number | null) => (id === null ? 'kho khác' : (names.get(id) ?? 'kho khác'));

/** Moves the parcel and lets its order follow; `seen` then holds the rows as they are now. */
async function move(
  tx: Tx,
  actor: Actor,
  seen: Seen,
  to: 'at_cn_warehouse' | 'at_vn_warehouse',
  options: { note: string; set: Partial<parcels.ParcelRow> },
): Promise<void> {
  seen.row = await transition(tx, parcelMachine, seen.row, to, actor, options);
  if (seen.held) {
    const { ref, order: held } = seen.held;
    // The order's view holds what a transition needs (id, status); the moved row keeps the view's
    // other fields current (paid, deposit) for the answer.
    const moved = await followParcels(
      tx,
      ref.type,
      held as never as OrderRow,
      await parcels.parcelStatusesOfOrder(tx, ref),
      actor,
    );
    seen.held = { ...seen.held, order: { ...held, status: moved.status } };
  }
}

async function receiveInChina(
  tx: Tx,
  actor: Actor,
  house: WarehouseRow,
  seen: Seen,
  names: WarehouseNames,
): Promise<Step> {
  const parcel = seen.row;
  if (parcel.status === 'expected') {
    await move(tx, actor, seen, 'at_cn_warehouse', {
      note: `Nhập ${house.name}`,
      set: { warehouseId: house.id, cnWarehouseId: house.id },
    });
    return { outcome: 'received', parcel: seen, message: `Đã nhận kiện ${parcel.code}${owner(seen)}` };
  }
  if (parcel.status === 'at_cn_warehouse') {
    if (parcel.warehouseId === house.id) {
      return { outcome: 'already_received', parcel: seen, message: `Kiện ${parcel.code} đã nhận tại kho này` };
    }
    return {
      outcome: 'wrong_warehouse',
      parcel: seen,
      message: `Kiện ${parcel.code} đang ở ${nameOf(names, parcel.warehouseId)}`,
    };
  }
  return {
    outcome: 'not_ready',
    parcel: seen,
    message: `Kiện ${parcel.code} đang ở trạng thái "${parcelMachine.label(parcel.status)}", không nhập kho Trung Quốc được`,
  };
}

async function receiveInVietnam(
  tx: Tx,
  actor: Actor,
  house: WarehouseRow,
  seen: Seen,
  names: WarehouseNames,
): Promise<Step> {
  const parcel = seen.row;
  const label = parcelMachine.label(parcel.status);
  if (parcel.status === 'in_transit') {
    const bag = parcel.bagId ? await bags.findBag(tx, parcel.bagId) : undefined;
    if (bag && bag.toWarehouseId !== house.id) {
      return {
        outcome: 'wrong_warehouse',
        parcel: seen,
        message: `Kiện ${parcel.code} thuộc bao ${bag.code} đi ${nameOf(names, bag.toWarehouseId)}`,
      };
    }
    if (bag && bag.status !== 'received') {
      return {
        outcome: 'not_ready',
        parcel: seen,
        message: `Bao ${bag.code} của kiện chưa được nhận tại kho: hãy quét mã bao trước`,
      };
    }
    await move(tx, actor, seen, 'at_vn_warehouse', {
      note: bag ? `Nhập ${house.name} (bao ${bag.code})` : `Nhập ${house.name}`,
      set: { warehouseId: house.id },
    });
    return { outcome: 'arrived', parcel: seen, message: `Kiện ${parcel.code} đã về kho${owner(seen)}` };
  }
  if (parcel.status === 'at_vn_warehouse') {
    if (parcel.warehouseId === house.id) {
      return { outcome: 'already_received', parcel: seen, message: `Kiện ${parcel.code} đã nhận tại kho này` };
    }
    return {
      outcome: 'wrong_warehouse',
      parcel: seen,
      message: `Kiện ${parcel.code} đang ở ${nameOf(names, parcel.warehouseId)}`,
    };
  }
  const early = parcel.status === 'expected' || parcel.status === 'at_cn_warehouse';
  return {
    outcome: 'not_ready',
    parcel: seen,
    message: early
      ? `Kiện ${parcel.code} chưa rời kho Trung Quốc ("${label}")`
      : `Kiện ${parcel.code} đang ở trạng thái "${label}"`,
  };
}

/** A bag code scanned: in Vietnam its destination receives it; in China the bag page is the place. */
async function scanBag(tx: Tx, actor: Actor, house: WarehouseRow, bagId: number, names: WarehouseNames): Promise<Step> {
  const bag = await bags.lockBag(tx, bagId);
  if (!bag) throw new AppError('bag-not-found');
  const count = await parcels.countParcelsInBag(tx, bag.id);
  const view = (status: string) => ({ id: bag.id, code: bag.code, status, parcelCount: count });
  if (house.country === 'CN') {
    return {
      outcome: 'not_ready',
      bag: view(bag.status),
      message: `${bag.code} là mã bao: mở trang Bao hàng để thêm kiện`,
    };
  }
  if (bag.toWarehouseId !== house.id) {
    return {
      outcome: 'wrong_warehouse',
      bag: view(bag.status),
      message: `Bao ${bag.code} đi ${nameOf(names, bag.toWarehouseId)}`,
    };
  }
  if (bag.status === 'received') {
    return { outcome: 'already_received', bag: view(bag.status), message: `Bao ${bag.code} đã nhận tại kho này` };
  }
  if (bag.status !== 'shipped') {
    return { outcome: 'not_ready', bag: view(bag.status), message: `Bao ${bag.code} chưa xuất khỏi kho Trung Quốc` };
  }
  await bags.receiveLockedBag(tx, actor, bag, house);
  return {
    outcome: 'bag_received',
    bag: view('received'),
    message: `Đã nhận bao ${bag.code} (${count} kiện): quét từng kiện để nhập kho`,
  };
}

/** The staff member's last `limit` scans at a warehouse, newest first, as the station shows them. */
export async function recentScans(db: Executor, staffId: number, warehouseId: number, limit = 20) {
  const rows = await scans.recentScans(db, staffId, warehouseId, limit);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    outcome: r.outcome,
    message: r.message,
    parcelId: r.parcelId,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Detaches the stations' history lines from a parcel about to be deleted (they keep the code). */
export function detachScansFrom(db: Executor, parcelId: number) {
  return scans.detachFromParcel(db, parcelId);
}

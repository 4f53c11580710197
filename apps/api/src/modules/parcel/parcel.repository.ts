/**
 * SQL for parcels: reads joined with their order, customer and bag; locks; sequences. Parcels are
 * created and change status only through lib/transition.ts. Every read is cut by `visibleTo`.
 */
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { consignmentOrders } from '../../db/schema/consignment.ts';
import { bags, consignmentDeclarations, parcelPhotos, parcels, warehouseScans } from '../../db/schema/parcel.ts';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import { shippingRoutes, warehouses } from '../../db/schema/warehouse.ts';
import type { Actor, SystemActor } from '../../lib/actor.ts';
import { preparedAnywhere, prepareSql } from '../../lib/prepared.ts';
import { listStatusEvents } from '../../lib/status-events.ts';

export type ParcelRow = typeof parcels.$inferSelect;

/** The parcels `actor` may see: a customer (or agent) their own; staff and the system every one. */
export function visibleTo(actor: Actor | SystemActor): SQL {
  if (actor.scope === 'staff' || actor.scope === 'system') return sql`true`;
  return eq(parcels.userId, actor.userId);
}

/** A parcel with what its views show: order code and money, customer, bag. */
const joined = {
  parcel: parcels,
  order: {
    id: purchaseOrders.id,
    code: purchaseOrders.code,
    status: purchaseOrders.status,
    paidVnd: purchaseOrders.paidVnd,
    depositDueVnd: purchaseOrders.depositDueVnd,
    depositedAt: purchaseOrders.depositedAt,
  },
  /** The consignment order it belongs to instead (DESIGN.md §3.4). */
  consignment: { id: consignmentOrders.id, code: consignmentOrders.code, status: consignmentOrders.status },
  customer: { id: users.id, fullName: users.fullName, phone: users.phone },
  bag: { id: bags.id, code: bags.code, status: bags.status },
};

function selectJoined(db: Executor) {
  return db
    .select(joined)
    .from(parcels)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, parcels.orderId))
    .leftJoin(consignmentOrders, eq(consignmentOrders.id, parcels.consignmentOrderId))
    .leftJoin(users, eq(users.id, parcels.userId))
    .leftJoin(bags, eq(bags.id, parcels.bagId));
}

export type JoinedParcel = Awaited<ReturnType<typeof findJoined>>[number];

/** Parcels by id with their order, customer and bag, if `actor` may see them (id order). */
export async function findJoined(db: Executor, actor: Actor | SystemActor, ids: number[]) {
  if (ids.length === 0) return [];
  return selectJoined(db)
    .where(and(inArray(parcels.id, ids), visibleTo(actor)))
    .orderBy(asc(parcels.id));
}

/** The parcel whose tracking code or parcel code is `code` (both unique). */
export async function findByCode(db: Executor, code: string) {
  const [row] = await db
    .select()
    .from(parcels)
    .where(or(eq(parcels.trackingCode, code), eq(parcels.code, code)))
    // Our own parcel code first (decision 0083), then a courier code.
    .orderBy(sql`${parcels.code} = ${code} desc`)
    .limit(1);
  return row;
}

/** The parcel whose own code (`PK00001234`) is `code`. */
export async function findByParcelCode(db: Executor, code: string) {
  const [row] = await db.select().from(parcels).where(eq(parcels.code, code));
  return row;
}

/** Parcels holding any of the tracking codes. */
export async function findByTrackingCodes(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  return db.select().from(parcels).where(inArray(parcels.trackingCode, codes));
}

/** The parcel if `actor` may see it, locked for update. */
export async function lockParcel(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, id), visibleTo(actor)))
    .for('update');
  return row;
}

/** The parcel if `actor` may see it. */
export async function findParcel(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, id), visibleTo(actor)));
  return row;
}

/** The statuses of the parcels whose `column` is the placeholder `orderId`, as the named statement `name`. */
const statusesBy = (column: typeof parcels.orderId | typeof parcels.consignmentOrderId, name: string) =>
  preparedAnywhere(
    (db, statement) =>
      db
        .select({ status: parcels.status })
        .from(parcels)
        .where(eq(column, sql.placeholder('orderId')))
        .prepare(statement),
    name,
  );
const statusesOfOrderStatement = statusesBy(parcels.orderId, 'parcel_statuses_of_order');
const statusesOfConsignmentStatement = statusesBy(parcels.consignmentOrderId, 'parcel_statuses_of_consignment');

/**
 * The statuses of an order's parcels, all an order needs to follow them (order-progress.ts); a named
 * statement, read by every scan that moves a parcel.
 */
export function statusesOfOrder(db: Executor, orderId: number): Promise<Pick<ParcelRow, 'status'>[]> {
  return statusesOfOrderStatement(db).execute({ orderId });
}

/** As `statusesOfOrder`, for a consignment order. */
export function statusesOfConsignment(db: Executor, orderId: number): Promise<Pick<ParcelRow, 'status'>[]> {
  return statusesOfConsignmentStatement(db).execute({ orderId });
}

/** Every parcel of an order, id order. */
export async function parcelsOfOrder(db: Executor, orderId: number) {
  return db.select().from(parcels).where(eq(parcels.orderId, orderId)).orderBy(asc(parcels.id));
}

export async function nextParcelNumber(db: Executor): Promise<number> {
  const res = await db.execute(sql`select nextval('parcel_code_seq')::int as n`);
  return (res.rows[0] as { n: number }).n;
}

/** Photos and status events of the parcels, oldest first. */
export async function findParcelDetails(db: Executor, ids: number[]) {
  if (ids.length === 0) return { photos: [], events: [] };
  const photos = await db
    .select()
    .from(parcelPhotos)
    .where(inArray(parcelPhotos.parcelId, ids))
    .orderBy(asc(parcelPhotos.id));
  const events = await listStatusEvents(db, 'parcel', ids);
  return { photos, events };
}

/**
 * One page of the parcels `actor` may see, newest first, with the same joins as `findJoined`, and
 * the total. `status` and `orderId` filter.
 */
export async function listParcels(
  db: Executor,
  actor: Actor | SystemActor,
  f: { status?: ParcelRow['status']; orderId?: number; page: number; pageSize: number },
) {
  const cut = and(
    visibleTo(actor),
    f.status ? eq(parcels.status, f.status) : undefined,
    f.orderId ? eq(parcels.orderId, f.orderId) : undefined,
  );
  const rows = await selectJoined(db)
    .where(cut)
    .orderBy(desc(parcels.createdAt), desc(parcels.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(parcels).where(cut);
  return { rows, total: count?.n ?? 0 };
}

const insertScanStatement = preparedAnywhere(
  (db, name) =>
    db
      .insert(warehouseScans)
      .values({
        warehouseId: sql.placeholder('warehouseId'),
        staffId: sql.placeholder('staffId'),
        code: sql.placeholder('code'),
        outcome: sql.placeholder('outcome'),
        message: sql.placeholder('message'),
        parcelId: sql.placeholder('parcelId'),
      })
      .returning({ id: warehouseScans.id, createdAt: warehouseScans.createdAt })
      .prepare(name),
  'warehouse_scan_insert',
);

/** Writes one line of a station's history (a named statement: every scan writes one); its id and time. */
export async function insertScan(
  db: Executor,
  scan: Pick<typeof warehouseScans.$inferInsert, 'warehouseId' | 'staffId' | 'code' | 'outcome' | 'message'> & {
    parcelId: number | null;
  },
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await insertScanStatement(db).execute(scan);
  return row!;
}

/** The staff member's last `limit` scans at a warehouse, newest first. */
export async function recentScans(db: Executor, staffId: number, warehouseId: number, limit = 20) {
  return db
    .select()
    .from(warehouseScans)
    .where(and(eq(warehouseScans.staffId, staffId), eq(warehouseScans.warehouseId, warehouseId)))
    .orderBy(desc(warehouseScans.id))
    .limit(limit);
}

/** The route (and its tariff) from CN warehouse `cnId` to VN warehouse `vnId`. */
export async function findRoute(db: Executor, cnId: number, vnId: number) {
  const [row] = await db
    .select()
    .from(shippingRoutes)
    .where(and(eq(shippingRoutes.cnWarehouseId, cnId), eq(shippingRoutes.vnWarehouseId, vnId)))
    .limit(1);
  return row;
}

export type OrderRow = typeof purchaseOrders.$inferSelect;

/** The purchase order behind parcels, locked for update (staff and system steps only: no visibility cut). */
export async function lockOrder(db: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
  return row;
}

export async function findWarehouse(db: Executor, id: number) {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id));
  return row;
}

/** A customer's name and phone by id. */
export async function findCustomer(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

const lockByCodeWithOrderStatement = preparedAnywhere((db, name) => {
  const found = alias(parcels, 'found');
  return (
    db
      .select({
        order: purchaseOrders,
        customer: { id: users.id, fullName: users.fullName, phone: users.phone },
        parcel: parcels,
      })
      .from(found)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, found.orderId))
      .innerJoin(users, eq(users.id, purchaseOrders.userId))
      .innerJoin(parcels, and(eq(parcels.id, found.id), eq(parcels.orderId, purchaseOrders.id)))
      .where(or(eq(found.trackingCode, sql.placeholder('code')), eq(found.code, sql.placeholder('code'))))
      // Our own code first: an old courier code equal to another parcel's code names the wrong one.
      .orderBy(sql`${found.code} = ${sql.placeholder('code')} desc`)
      .limit(1)
      .for('update', { of: [purchaseOrders, parcels] })
      .prepare(name)
  );
}, 'parcel_lock_by_code_with_order');

/**
 * The parcel whose tracking code or parcel code is `code`, with its order and the order's customer,
 * both rows locked for update, in one statement: PostgreSQL takes the row locks in FROM order (the
 * order, then the parcel), the order every other step takes them in. Undefined when no parcel with
 * an order has that code (unknown, or unclaimed: see `findByCode`).
 * A named statement built once (preparedAnywhere): the four-table join is neither rebuilt by drizzle
 * nor planned again by PostgreSQL on each scan.
 */
export async function lockByCodeWithOrder(db: Executor, code: string) {
  const [row] = await lockByCodeWithOrderStatement(db).execute({ code });
  return row;
}

export type ConsignmentRow = typeof consignmentOrders.$inferSelect;

/** The consignment order behind parcels, locked for update (staff and system steps: no visibility cut). */
export async function lockConsignment(db: Executor, id: number): Promise<ConsignmentRow | undefined> {
  const [row] = await db.select().from(consignmentOrders).where(eq(consignmentOrders.id, id)).for('update');
  return row;
}

/** Every parcel of a consignment order, id order. */
export async function parcelsOfConsignment(db: Executor, consignmentOrderId: number) {
  return db.select().from(parcels).where(eq(parcels.consignmentOrderId, consignmentOrderId)).orderBy(asc(parcels.id));
}

/** What the customer declared for a parcel (consignment orders only). */
export async function findDeclaration(db: Executor, parcelId: number) {
  const [row] = await db.select().from(consignmentDeclarations).where(eq(consignmentDeclarations.parcelId, parcelId));
  return row;
}

const lockByCodeWithConsignmentStatement = preparedAnywhere((db, name) => {
  const found = alias(parcels, 'found');
  return (
    db
      .select({
        order: consignmentOrders,
        customer: { id: users.id, fullName: users.fullName, phone: users.phone },
        parcel: parcels,
      })
      .from(found)
      .innerJoin(consignmentOrders, eq(consignmentOrders.id, found.consignmentOrderId))
      .innerJoin(users, eq(users.id, consignmentOrders.userId))
      .innerJoin(parcels, and(eq(parcels.id, found.id), eq(parcels.consignmentOrderId, consignmentOrders.id)))
      .where(or(eq(found.trackingCode, sql.placeholder('code')), eq(found.code, sql.placeholder('code'))))
      // Our own code first: an old courier code equal to another parcel's code names the wrong one.
      .orderBy(sql`${found.code} = ${sql.placeholder('code')} desc`)
      .limit(1)
      .for('update', { of: [consignmentOrders, parcels] })
      .prepare(name)
  );
}, 'parcel_lock_by_code_with_consignment');

/**
 * As `lockByCodeWithOrder`, for a parcel of a consignment order: the order, then the parcel, locked
 * in one statement. Undefined when no consignment parcel has that code.
 */
export async function lockByCodeWithConsignment(db: Executor, code: string) {
  const [row] = await lockByCodeWithConsignmentStatement(db).execute({ code });
  return row;
}

const codeOwnerStatement = preparedAnywhere(
  (db, name) =>
    prepareSql<{ parcel_id: number | null; bag_id: number | null }>(
      db,
      sql`select
        (select ${parcels.id} from ${parcels}
          where ${parcels.trackingCode} = ${sql.placeholder('code')} or ${parcels.code} = ${sql.placeholder('code')}
          order by ${parcels.code} = ${sql.placeholder('code')} desc
          limit 1) as parcel_id,
        (select ${bags.id} from ${bags} where ${bags.code} = ${sql.placeholder('code')}) as bag_id`,
      name,
    ),
  'scan_code_owner',
);

/**
 * What else a scanned code may be, in one statement: the id of the parcel with that tracking or
 * parcel code (unclaimed, or a customer's without an order), or of the bag with that code.
 */
export async function findCodeOwner(db: Executor, code: string): Promise<{ parcelId?: number; bagId?: number }> {
  const { rows } = await codeOwnerStatement(db).execute({ code });
  return { parcelId: rows[0]?.parcel_id ?? undefined, bagId: rows[0]?.bag_id ?? undefined };
}

export type DeclarationRow = typeof consignmentDeclarations.$inferSelect;

export async function insertDeclarations(db: Executor, rows: (typeof consignmentDeclarations.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(consignmentDeclarations).values(rows);
}

/** The declarations of the orders' parcels. */
export async function declarationsOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(consignmentDeclarations)
    .where(inArray(consignmentDeclarations.consignmentOrderId, orderIds))
    .orderBy(asc(consignmentDeclarations.id));
}

/** Sets the order's declared value to the sum of its declarations. */
export async function refreshDeclaredValue(db: Executor, orderId: number) {
  await db.execute(sql`
    update ${consignmentOrders} set declared_value_vnd = coalesce((
      select sum(${consignmentDeclarations.declaredValueVnd}) from ${consignmentDeclarations}
      where ${consignmentDeclarations.consignmentOrderId} = ${orderId}), 0), updated_at = now()
    where ${consignmentOrders.id} = ${orderId}`);
}

/**
 * Deletes an expected parcel (its declaration goes with it: ON DELETE CASCADE). A station that scanned
 * its code too early keeps the line of its history, without the parcel.
 */
export async function deleteParcel(db: Executor, parcelId: number) {
  await db.update(warehouseScans).set({ parcelId: null }).where(eq(warehouseScans.parcelId, parcelId));
  await db.delete(parcels).where(eq(parcels.id, parcelId));
}

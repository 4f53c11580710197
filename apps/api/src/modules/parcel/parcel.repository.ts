/**
 * SQL for parcels: reads joined with their order, customer and bag; locks; sequences. Parcels are
 * created and change status only through lib/status/transition.ts. Every read is cut by `visibleTo`.
 */
import type { MeasureInput } from '@app/shared/contracts/parcel';
import type { ParcelFees } from '@app/shared/parcel-fees';
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { aliased } from '../../db/refs.ts';
import { consignmentDeclarations, parcelPhotos, parcels } from '../../db/schema/parcel.ts';
import { preparedAnywhere, prepareSql } from '../../lib/db/prepared.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { listStatusEvents } from '../../lib/status/status-events.ts';
import { userCard } from '../auth/auth.refs.ts';
import { inLiveRequest } from '../delivery/delivery.refs.ts';
import { byType, type OrderRef, type OrderView } from '../order/order-types.service.ts';
import { bagCard, bagIdByCode } from '../warehouse-ops/warehouse-ops.refs.ts';

export type ParcelRow = typeof parcels.$inferSelect;
export type { ConsignmentOrderRow as ConsignmentRow } from '../consignment/consignment.refs.ts';
export type { PurchaseOrderRow as OrderRow } from '../purchase-order/purchase-order.refs.ts';

/** The parcels `actor` may see: a customer (or agent) their own; staff and the system every one. */
export function visibleTo(actor: Actor | SystemActor): SQL {
  if (actor.scope === 'staff' || actor.scope === 'system') return sql`true`;
  return eq(parcels.userId, actor.userId);
}

/** The parcels of order `ref`. */
export function ofOrder(ref: OrderRef): SQL {
  return and(eq(parcels.orderType, ref.type), eq(parcels.orderId, ref.id))!;
}

/**
 * A parcel with what its views show: its order (by its kind's ref, decision 0089), customer, bag.
 * Built per call: the kinds of order are registered at start.
 */
function joinedColumns() {
  return {
    parcel: parcels,
    orderView: byType(parcels.orderType, (t) => t.refs.view(parcels.orderId)),
    customer: userCard(parcels.userId),
    bag: bagCard(parcels.bagId),
  };
}

/** A parcel with its purchase order's view (the contract's `order`) or consignment order's, customer, bag. */
export interface Joined {
  parcel: ParcelRow;
  order: (OrderView & { depositDueVnd: number; depositedAt: string | null }) | null;
  consignment: OrderView | null;
  /** The view of an order of another kind (Taobao Global, decision 0117). */
  other: OrderView | null;
  customer: { id: number; fullName: string; phone: string } | null;
  bag: { id: number; code: string; status: ParcelRow['status'] | string } | null;
}

/** Splits the order's view into the contract's per-kind fields (`order` / `consignment`). */
export function joinedOf(r: {
  parcel: ParcelRow;
  orderView: OrderView | null;
  customer: Joined['customer'];
  bag: { id: number; code: string; status: string } | null;
}): Joined {
  const view = r.orderView;
  return {
    parcel: r.parcel,
    order: view && r.parcel.orderType === 'purchase_order' ? (view as Joined['order']) : null,
    consignment: view && r.parcel.orderType === 'consignment_order' ? view : null,
    other: view && r.parcel.orderType !== 'purchase_order' && r.parcel.orderType !== 'consignment_order' ? view : null,
    customer: r.customer,
    bag: r.bag,
  };
}

function selectJoined(db: Executor) {
  return db.select(joinedColumns()).from(parcels);
}

export type JoinedParcel = Joined;

/** Parcels by id with their order, customer and bag, if `actor` may see them (id order). */
export async function findJoined(db: Executor, actor: Actor | SystemActor, ids: number[]): Promise<Joined[]> {
  if (ids.length === 0) return [];
  const rows = await selectJoined(db)
    .where(and(inArray(parcels.id, ids), visibleTo(actor)))
    .orderBy(asc(parcels.id));
  return rows.map(joinedOf);
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

const statusesOfOrderStatement = preparedAnywhere(
  (db, name) =>
    db
      .select({ status: parcels.status })
      .from(parcels)
      .where(and(eq(parcels.orderType, sql.placeholder('type')), eq(parcels.orderId, sql.placeholder('id'))))
      .prepare(name),
  'parcel_statuses_of_order',
);

/**
 * The statuses of an order's parcels, all an order needs to follow them (order-progress.ts); a named
 * statement, read by every scan that moves a parcel.
 */
export function statusesOfOrder(db: Executor, ref: OrderRef): Promise<Pick<ParcelRow, 'status'>[]> {
  return statusesOfOrderStatement(db).execute({ type: ref.type, id: ref.id });
}

/** The tracking codes of the parcels of orders `ids` of kind `type`, id order. */
export async function trackingCodesOfOrders(db: Executor, type: OrderRef['type'], ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      orderId: parcels.orderId,
      trackingCode: parcels.trackingCode,
      status: parcels.status,
      weightGrams: parcels.weightGrams,
    })
    .from(parcels)
    .where(and(eq(parcels.orderType, type), inArray(parcels.orderId, ids)))
    .orderBy(asc(parcels.id));
  return rows.map((r) => ({
    orderId: r.orderId!,
    trackingCode: r.trackingCode,
    /** Still to be weighed: not weighed and not lost (decision 0093). */
    awaitingWeighing: r.weightGrams === null && r.status !== 'lost',
  }));
}

/** The order `ref` as its row holds it (no lock): for a read, never for a decision; undefined for none. */
export async function orderViewOf(db: Executor, ref: OrderRef): Promise<OrderView | undefined> {
  const [row] = await db
    .select({ order: byType(sql`${ref.type}::text`, (t) => t.refs.view(sql`${ref.id}::int`)) })
    .from(sql`(select 1) as one`);
  return row?.order ?? undefined;
}

/** Every parcel of an order, id order. */
export async function parcelsOfOrder(db: Executor, ref: OrderRef) {
  return db.select().from(parcels).where(ofOrder(ref)).orderBy(asc(parcels.id));
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
  // `orderId` filters a purchase order's parcels (the contract's query field).
  const cut = and(
    visibleTo(actor),
    f.status ? eq(parcels.status, f.status) : undefined,
    f.orderId ? ofOrder({ type: 'purchase_order', id: f.orderId }) : undefined,
  );
  const rows = await selectJoined(db)
    .where(cut)
    .orderBy(desc(parcels.createdAt), desc(parcels.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(parcels).where(cut);
  return { rows: rows.map(joinedOf), total: count?.n ?? 0 };
}

const lockByCodeStatement = preparedAnywhere((db, name) => {
  const found = aliased(parcels, 'found');
  const f = found.col;
  return db
    .select({
      parcel: parcels,
      // The order's own ref locks it (FOR UPDATE inside the subquery) and answers its newest row;
      // the projection runs below the parcel's lock, so the order is locked first, as every writer
      // locks (decision 0089; one statement, decisions 0059 and 0074).
      order: byType(parcels.orderType, (t) => t.refs.view(parcels.orderId, { lock: true })),
      customer: userCard(parcels.userId),
    })
    .from(parcels)
    .where(
      eq(
        parcels.id,
        sql`(select ${f(parcels.id)} from ${found.from} where ${f(parcels.trackingCode)} = ${sql.placeholder('code')} or ${f(parcels.code)} = ${sql.placeholder('code')} order by ${f(parcels.code)} = ${sql.placeholder('code')} desc limit 1)`,
      ),
    )
    .for('update', { of: parcels })
    .prepare(name);
}, 'parcel_lock_by_code');

/**
 * The parcel whose tracking code or parcel code is `code` (our own code first: an old courier code
 * equal to another parcel's code names the wrong one), locked for update, with its order (of any
 * kind, locked before it; null for none) and its customer, in one statement. Undefined when no
 * parcel has the code. A named statement built once, on first use (after the kinds are registered).
 */
export async function lockByCode(db: Executor, code: string) {
  const [row] = await lockByCodeStatement(db).execute({ code });
  return row;
}

/** What the customer declared for a parcel (consignment orders only). */
export async function findDeclaration(db: Executor, parcelId: number) {
  const [row] = await db.select().from(consignmentDeclarations).where(eq(consignmentDeclarations.parcelId, parcelId));
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
        ${bagIdByCode(sql.placeholder('code'))} as bag_id`,
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

/** The sum of the declared values (đồng) of a consignment order's declarations. */
export async function declaredValueOf(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${consignmentDeclarations.declaredValueVnd}), 0)::int8`.mapWith(Number) })
    .from(consignmentDeclarations)
    .where(eq(consignmentDeclarations.consignmentOrderId, orderId));
  return row?.sum ?? 0;
}

/**
 * Deletes an expected parcel (its declaration goes with it: ON DELETE CASCADE). The caller first
 * detaches the stations' history lines from it (warehouse-ops `detachScansFrom`).
 */
export async function deleteParcel(db: Executor, parcelId: number) {
  await db.delete(parcels).where(eq(parcels.id, parcelId));
}

// Parcels as delivery requests see them (decisions 0065, 0084, 0088): the request links stay the
// delivery module's; it passes its link table's columns where a list joins them.

/** The view of a parcel's order (of any kind, by its declaration's ref, decision 0089). */
const orderViewOfParcel = () => byType(parcels.orderType, (t) => t.refs.view(parcels.orderId));

export interface ParcelWithOrder {
  parcel: ParcelRow;
  /** The order's money as its row holds it; null for a parcel of no order. */
  order: OrderView | null;
}

async function selectParcelsWithOrder(db: Executor, where: SQL | undefined): Promise<ParcelWithOrder[]> {
  return db
    .select({ parcel: parcels, order: orderViewOfParcel() })
    .from(parcels)
    .where(where)
    .orderBy(asc(parcels.vnWarehouseId), asc(parcels.id));
}

/** The user's parcels standing at a VN warehouse, belonging to an order, in no live request. */
function waitingAtVn(userId: number): SQL {
  return and(
    eq(parcels.userId, userId),
    eq(parcels.status, 'at_vn_warehouse'),
    isNotNull(parcels.warehouseId),
    isNotNull(parcels.orderType),
    sql`not ${inLiveRequest(parcels.id)}`,
  )!;
}

/** Weighed: its shipping fee is known (decision 0084). */
const weighed = () => and(isNotNull(parcels.measuredAt), isNotNull(parcels.weightGrams))!;

/** What a new delivery request may carry: waiting at a VN warehouse and weighed. Warehouse, then id order. */
export function availableForDelivery(db: Executor, userId: number) {
  return selectParcelsWithOrder(db, and(waitingAtVn(userId), weighed()));
}

/** How many of the user's parcels wait at a VN warehouse unweighed (not yet deliverable). */
export async function countUnweighedAtVn(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parcels)
    .where(and(waitingAtVn(userId), sql`not (${weighed()})`));
  return row?.n ?? 0;
}

/** How many of the user's parcels at a VN warehouse already are in a live request. */
export async function countInLiveRequest(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parcels)
    .where(and(eq(parcels.userId, userId), eq(parcels.status, 'at_vn_warehouse'), inLiveRequest(parcels.id)));
  return row?.n ?? 0;
}

/** Parcels by id (no lock), with their orders; warehouse, then id order. */
export function parcelsWithOrders(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectParcelsWithOrder(db, inArray(parcels.id, ids));
}

/**
 * Locks the parcels in id order and answers them with whether each is in a live request. The
 * caller has locked their orders first (orders, then parcels: order-types.service.ts).
 */
export async function lockWithRequestState(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ parcel: parcels, inRequest: inLiveRequest(parcels.id) })
    .from(parcels)
    .where(inArray(parcels.id, ids))
    .orderBy(asc(parcels.id))
    .for('update', { of: parcels });
}

/** The columns of a table linking requests to parcels (delivery's `delivery_request_parcels`). */
export interface RequestLinks {
  table: PgTable;
  requestId: AnyPgColumn;
  parcelId: AnyPgColumn;
  active: AnyPgColumn;
  scannedOutAt: AnyPgColumn;
}

export interface LinkedParcel {
  requestId: number;
  active: boolean;
  scannedOutAt: Date | null;
  parcel: ParcelRow;
  orderCode: string | null;
}

/** The links of `where` joined to their parcels, with the order's code; request, then parcel id order. */
export async function linkedParcels(db: Executor, links: RequestLinks, where: SQL): Promise<LinkedParcel[]> {
  const rows = await db
    .select({
      requestId: links.requestId,
      active: links.active,
      scannedOutAt: links.scannedOutAt,
      parcel: parcels,
      orderCode: sql<string | null>`(${orderViewOfParcel()} ->> 'code')`,
    })
    .from(links.table)
    .innerJoin(parcels, eq(parcels.id, links.parcelId))
    .where(where)
    .orderBy(asc(links.requestId), asc(parcels.id));
  return rows as LinkedParcel[];
}

// Parcels as bags see them (warehouse-ops, decision 0088): the bag table is warehouse-ops'.

/** Puts the parcel in bag `bagId`, or takes it out (null). */
export async function setBag(db: Executor, parcelId: number, bagId: number | null) {
  await db.update(parcels).set({ bagId, updatedAt: new Date() }).where(eq(parcels.id, parcelId));
}

export async function countInBag(db: Executor, bagId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(parcels).where(eq(parcels.bagId, bagId));
  return row?.n ?? 0;
}

/** The parcels in a bag, id order. */
export async function parcelsOfBag(db: Executor, bagId: number) {
  return db.select().from(parcels).where(eq(parcels.bagId, bagId)).orderBy(asc(parcels.id));
}

/**
 * Writes the measures and their fees on the (locked) parcel; `by` null keeps who measured it.
 * `fees.tariffVersionId`: the tariff version that priced them (decision 0099).
 */
export async function writeMeasures(
  db: Executor,
  parcelId: number,
  m: MeasureInput,
  fees: ParcelFees & { tariffVersionId?: number },
  by: number | null,
) {
  const [row] = await db
    .update(parcels)
    .set({
      ...m,
      volumetricKg10: fees.volumetricKg10,
      chargeableKg10: fees.chargeableKg10,
      feeLines: fees.lines,
      feeVnd: fees.lines.length > 0 ? fees.shippingFeeVnd + fees.woodenCrateFeeVnd : null,
      measuredAt: new Date(),
      ...(fees.tariffVersionId ? { tariffVersionId: fees.tariffVersionId } : {}),
      ...(by !== null ? { measuredBy: by } : {}),
      updatedAt: new Date(),
    })
    .where(eq(parcels.id, parcelId))
    .returning();
  return row!;
}

/** The owner and warehouses an unclaimed parcel takes when it is given to a customer or an order. */
export type ParcelOwner = Pick<ParcelRow, 'userId' | 'orderType' | 'orderId' | 'vnWarehouseId' | 'cnWarehouseId'>;

/** Sets the (locked) parcel's owner, order and warehouses. */
export async function setOwner(db: Executor, parcelId: number, owner: ParcelOwner) {
  await db
    .update(parcels)
    .set({ ...owner, updatedAt: new Date() })
    .where(eq(parcels.id, parcelId));
}

/**
 * SQL for delivery requests (decision 0065): the parcels a customer may still ask to deliver, the
 * requests with their parcels and payments, the staff queue. Requests change status only through
 * lib/status/transition.ts. Every read of requests is cut by `visibleTo`.
 */
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deliveryRequestParcels, deliveryRequestPayments, deliveryRequests } from '../../db/schema/delivery.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { userCard } from '../auth/auth.refs.ts';
import { byType, type OrderRef } from '../order/order-types.service.ts';
import { parcelChargeableKg10, parcelOfOrder, parcelWeightGrams } from '../parcel/parcel.refs.ts';
import { type ParcelRow, parcelsOfRequestLinks } from '../parcel/parcel.service.ts';
import { inWarehouseScope, type WarehouseScope } from '../staff/warehouse-scope.service.ts';

export type DeliveryRow = typeof deliveryRequests.$inferSelect;
export type DeliveryStatus = DeliveryRow['status'];
export type { ParcelRow };

/** The requests `actor` may see: a customer their own; staff and the system every one. */
export function visibleTo(actor: Actor | SystemActor): SQL {
  if (actor.scope === 'staff' || actor.scope === 'system') return sql`true`;
  return eq(deliveryRequests.userId, actor.userId);
}

export async function nextNumber(db: Executor): Promise<number> {
  const res = await db.execute(sql`select nextval('delivery_request_code_seq')::int as n`);
  return (res.rows[0] as { n: number }).n;
}

export async function insertRequest(db: Executor, values: typeof deliveryRequests.$inferInsert) {
  const [row] = await db.insert(deliveryRequests).values(values).returning();
  return row!;
}

/** Links the parcels to the request; the partial unique index refuses a parcel in a live request. */
export async function insertRequestParcels(db: Executor, requestId: number, parcelIds: number[]) {
  await db.insert(deliveryRequestParcels).values(parcelIds.map((parcelId) => ({ requestId, parcelId })));
}

export async function insertPayments(db: Executor, rows: (typeof deliveryRequestPayments.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(deliveryRequestPayments).values(rows);
}

/** The request if `actor` may see it, at a warehouse of `scope` (staff, decision 0103; default all). */
export async function findRequest(db: Executor, actor: Actor | SystemActor, id: number, scope: WarehouseScope = 'all') {
  const [row] = await db
    .select()
    .from(deliveryRequests)
    .where(and(eq(deliveryRequests.id, id), visibleTo(actor), inWarehouseScope(scope, deliveryRequests.vnWarehouseId)));
  return row;
}

/**
 * Locks the request row `FOR NO KEY UPDATE`: it serialises the request's own steps, and still lets a
 * cancelled twin insert a payment referencing it (the foreign key's KEY SHARE lock), which a plain
 * FOR UPDATE would make wait on the lock held while this step waits for the order (decision 0084).
 * Cut by `scope` as `findRequest`.
 */
export async function lockRequest(db: Executor, actor: Actor | SystemActor, id: number, scope: WarehouseScope = 'all') {
  const [row] = await db
    .select()
    .from(deliveryRequests)
    .where(and(eq(deliveryRequests.id, id), visibleTo(actor), inWarehouseScope(scope, deliveryRequests.vnWarehouseId)))
    .for('no key update');
  return row;
}

/**
 * The live requests (any not cancelled: requested, processing, shipped, delivered) other than
 * `exceptId` carrying a parcel of the order: the requests that rely on the order being paid. Id order.
 */
export async function otherLiveRequestsOf(db: Executor, order: OrderRef, exceptId: number) {
  return db
    .selectDistinct({ id: deliveryRequests.id, code: deliveryRequests.code })
    .from(deliveryRequestParcels)
    .innerJoin(deliveryRequests, eq(deliveryRequests.id, deliveryRequestParcels.requestId))
    .where(
      and(
        parcelOfOrder(deliveryRequestParcels.parcelId, order),
        eq(deliveryRequestParcels.active, true),
        sql`${deliveryRequestParcels.requestId} <> ${exceptId}`,
        sql`${deliveryRequests.status} <> 'cancelled'`,
      ),
    )
    .orderBy(asc(deliveryRequests.id));
}

/** An order's money as its row holds it (no lock): for a preview, never for a decision. */
export async function orderMoney(db: Executor, ref: OrderRef) {
  const [row] = await db
    .select({ order: byType(sql`${ref.type}::text`, (t) => t.refs.view(sql`${ref.id}::int`)) })
    .from(sql`(select 1) as one`);
  return row?.order ?? undefined;
}

/** Closes a payment of a cancelled request: what of it was refunded, and where the rest was handed. */
export async function closePayment(
  db: Executor,
  id: number,
  close: { refundedVnd: number; movedToRequestId: number | null },
) {
  await db
    .update(deliveryRequestPayments)
    .set({ refundedAt: new Date(), refundedVnd: close.refundedVnd, movedToRequestId: close.movedToRequestId })
    .where(and(eq(deliveryRequestPayments.id, id), isNull(deliveryRequestPayments.refundedAt)));
}

/** Codes of requests by id (payments name the request they were handed to or from). */
export async function requestCodes(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: deliveryRequests.id, code: deliveryRequests.code })
    .from(deliveryRequests)
    .where(inArray(deliveryRequests.id, ids));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** The parcels of the requests (live links, or every link of a cancelled request), with their orders. */
export async function requestParcels(db: Executor, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  return parcelsOfRequestLinks(
    db,
    { table: deliveryRequestParcels, ...linkColumns },
    inArray(deliveryRequestParcels.requestId, requestIds),
  );
}
const linkColumns = {
  requestId: deliveryRequestParcels.requestId,
  parcelId: deliveryRequestParcels.parcelId,
  active: deliveryRequestParcels.active,
  scannedOutAt: deliveryRequestParcels.scannedOutAt,
};
export type RequestParcel = Awaited<ReturnType<typeof requestParcels>>[number];

/** Parcel counts and weights of the requests (every link), by request id. */
export async function parcelTotals(db: Executor, requestIds: number[]) {
  if (requestIds.length === 0) return new Map<number, { count: number; grams: number; kg10: number }>();
  const rows = await db
    .select({
      requestId: deliveryRequestParcels.requestId,
      count: sql<number>`count(*)::int`,
      grams: sql<number>`coalesce(sum(${parcelWeightGrams(deliveryRequestParcels.parcelId)}), 0)::int`,
      kg10: sql<number>`coalesce(sum(${parcelChargeableKg10(deliveryRequestParcels.parcelId)}), 0)::int`,
    })
    .from(deliveryRequestParcels)
    .where(inArray(deliveryRequestParcels.requestId, requestIds))
    .groupBy(deliveryRequestParcels.requestId);
  return new Map(rows.map((r) => [r.requestId, { count: r.count, grams: r.grams, kg10: r.kg10 }]));
}

export async function requestPayments(db: Executor, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(deliveryRequestPayments)
    .where(inArray(deliveryRequestPayments.requestId, requestIds))
    .orderBy(asc(deliveryRequestPayments.id));
}

/** Frees the request's parcels for another request (a cancellation). */
export async function releaseParcels(db: Executor, requestId: number) {
  await db
    .update(deliveryRequestParcels)
    .set({ active: false })
    .where(and(eq(deliveryRequestParcels.requestId, requestId), eq(deliveryRequestParcels.active, true)));
}

/** Marks one parcel of the request scanned out; false when it already was. */
export async function markScannedOut(db: Executor, requestId: number, parcelId: number, staffId: number) {
  const rows = await db
    .update(deliveryRequestParcels)
    .set({ scannedOutAt: new Date(), scannedOutBy: staffId })
    .where(
      and(
        eq(deliveryRequestParcels.requestId, requestId),
        eq(deliveryRequestParcels.parcelId, parcelId),
        eq(deliveryRequestParcels.active, true),
        isNull(deliveryRequestParcels.scannedOutAt),
      ),
    )
    .returning({ id: deliveryRequestParcels.id });
  return rows.length > 0;
}

/** A page of the requests `actor` may see, newest first, and the total. */
export async function listRequests(
  db: Executor,
  actor: Actor,
  f: { status?: DeliveryStatus; page: number; pageSize: number },
) {
  const cut = and(visibleTo(actor), f.status ? eq(deliveryRequests.status, f.status) : undefined);
  const rows = await db
    .select()
    .from(deliveryRequests)
    .where(cut)
    .orderBy(desc(deliveryRequests.createdAt), desc(deliveryRequests.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(deliveryRequests).where(cut);
  return { rows, total: count?.n ?? 0 };
}

/** The open statuses of the staff queue. */
export const openStatuses: DeliveryStatus[] = ['requested', 'processing'];

/**
 * The staff queue: requests of `statuses` (at `warehouseId` when given) at the warehouses of `scope`
 * (decision 0103), oldest first, with their customers, and the total.
 */
export async function queue(
  db: Executor,
  f: { statuses: DeliveryStatus[]; warehouseId?: number; scope: WarehouseScope; page: number; pageSize: number },
) {
  const cut = and(
    inArray(deliveryRequests.status, f.statuses),
    inWarehouseScope(f.scope, deliveryRequests.vnWarehouseId),
    f.warehouseId ? eq(deliveryRequests.vnWarehouseId, f.warehouseId) : undefined,
  );
  const rows = await db
    .select({
      request: deliveryRequests,
      // Never null: a request's user is a required foreign key.
      customer: sql<{ id: number; fullName: string; phone: string }>`${userCard(deliveryRequests.userId)}`,
    })
    .from(deliveryRequests)
    .where(cut)
    .orderBy(asc(deliveryRequests.createdAt), asc(deliveryRequests.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(deliveryRequests).where(cut);
  return { rows, total: count?.n ?? 0 };
}

/** Open requests per VN warehouse of `scope`, and how many were made before `overdueBefore`. */
export async function openCounts(db: Executor, overdueBefore: Date, scope: WarehouseScope) {
  return db
    .select({
      warehouseId: deliveryRequests.vnWarehouseId,
      open: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${deliveryRequests.createdAt} < ${overdueBefore.toISOString()}))::int`,
    })
    .from(deliveryRequests)
    .where(and(inArray(deliveryRequests.status, openStatuses), inWarehouseScope(scope, deliveryRequests.vnWarehouseId)))
    .groupBy(deliveryRequests.vnWarehouseId);
}

/** SQL for unclaimed parcels (no order, no customer) and the claims customers make on them (behind parcel.service.ts). */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { parcelClaims, parcels } from '../../db/schema/parcel.ts';
import { userCard } from '../auth/auth.refs.ts';
import { inWarehouseScope, type WarehouseScope } from '../staff/warehouse-scope.service.ts';

export type ClaimRow = typeof parcelClaims.$inferSelect;

/** Parcels with no owner standing in a warehouse. */
const unclaimed = and(
  isNull(parcels.userId),
  isNull(parcels.orderType),
  inArray(parcels.status, ['at_cn_warehouse', 'at_vn_warehouse']),
);

/**
 * A page of unclaimed parcels' ids, newest first, optionally at one warehouse, at the warehouses of
 * `scope` (default all; staff see their own, decision 0103); and the total.
 */
export async function listUnclaimedIds(
  db: Executor,
  f: { warehouseId?: number; scope?: WarehouseScope; page: number; pageSize: number },
) {
  const cut = and(
    unclaimed,
    f.warehouseId ? eq(parcels.warehouseId, f.warehouseId) : undefined,
    inWarehouseScope(f.scope ?? 'all', parcels.warehouseId),
  );
  const rows = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(cut)
    .orderBy(desc(parcels.createdAt), desc(parcels.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(parcels).where(cut);
  return { ids: rows.map((r) => r.id), total: n?.n ?? 0 };
}

/** The parcel if it is unclaimed and in a warehouse. */
export async function findUnclaimed(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, id), unclaimed));
  return row;
}

/** Claims on the parcels with their customers, oldest first. */
export async function claimsOf(db: Executor, parcelIds: number[]) {
  if (parcelIds.length === 0) return [];
  return db
    .select({
      claim: parcelClaims,
      // Never null: a claim's user is a required foreign key.
      customer: sql<{ id: number; fullName: string; phone: string }>`${userCard(parcelClaims.userId)}`,
    })
    .from(parcelClaims)
    .where(inArray(parcelClaims.parcelId, parcelIds))
    .orderBy(asc(parcelClaims.id));
}

/** The user's claims on the parcels. */
export async function claimsBy(db: Executor, userId: number, parcelIds: number[]) {
  if (parcelIds.length === 0) return [];
  return db
    .select()
    .from(parcelClaims)
    .where(and(eq(parcelClaims.userId, userId), inArray(parcelClaims.parcelId, parcelIds)));
}

/**
 * Takes the user's claims lock until `tx` ends (a transaction-scoped advisory lock keyed on the user
 * id): claims of one user are counted and written one after another, so concurrent claims cannot pass
 * the pending-claims cap together (decision 0083).
 */
export async function lockClaimsOf(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`parcel-claims:${userId}`}, 0))`);
}

/** The user's claim on the parcel, whatever its status. */
export async function findClaimOf(db: Executor, parcelId: number, userId: number) {
  const [row] = await db
    .select()
    .from(parcelClaims)
    .where(and(eq(parcelClaims.parcelId, parcelId), eq(parcelClaims.userId, userId)));
  return row;
}

/** Points the pending claim at the consignment order that declared its code, with what was declared. */
export async function linkClaimToConsignment(
  db: Executor,
  id: number,
  d: { consignmentOrderId: number; description: string; quantity: number; declaredValueVnd: number },
) {
  await db
    .update(parcelClaims)
    .set(d)
    .where(and(eq(parcelClaims.id, id), eq(parcelClaims.status, 'pending')));
}

/** The consignment order's pending claims (codes declared on it that an unclaimed parcel holds). */
export async function pendingClaimsOfConsignment(db: Executor, consignmentOrderId: number) {
  return db
    .select({ claim: parcelClaims, trackingCode: parcels.trackingCode })
    .from(parcelClaims)
    .innerJoin(parcels, eq(parcels.id, parcelClaims.parcelId))
    .where(and(eq(parcelClaims.consignmentOrderId, consignmentOrderId), eq(parcelClaims.status, 'pending')))
    .orderBy(asc(parcelClaims.id));
}

export async function pendingClaimCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parcelClaims)
    .where(and(eq(parcelClaims.userId, userId), eq(parcelClaims.status, 'pending')));
  return row?.n ?? 0;
}

export async function findClaim(db: Executor, id: number) {
  const [row] = await db.select().from(parcelClaims).where(eq(parcelClaims.id, id));
  return row;
}

export async function lockClaim(db: Executor, id: number) {
  const [row] = await db.select().from(parcelClaims).where(eq(parcelClaims.id, id)).for('update');
  return row;
}

/** The parcel's pending claims, locked (id order): take them after the parcel's own lock. */
export async function lockPendingClaims(db: Executor, parcelId: number) {
  return db
    .select()
    .from(parcelClaims)
    .where(and(eq(parcelClaims.parcelId, parcelId), eq(parcelClaims.status, 'pending')))
    .orderBy(asc(parcelClaims.id))
    .for('update');
}

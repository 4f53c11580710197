/** SQL for unclaimed parcels (no order, no customer) and the claims customers make on them. */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { parcelClaims, parcels } from '../../db/schema/parcel.ts';

export type ClaimRow = typeof parcelClaims.$inferSelect;

/** Parcels with no owner standing in a warehouse. */
const unclaimed = and(
  isNull(parcels.userId),
  isNull(parcels.orderId),
  inArray(parcels.status, ['at_cn_warehouse', 'at_vn_warehouse']),
);

/** A page of unclaimed parcels' ids, newest first, optionally at one warehouse; and the total. */
export async function listUnclaimedIds(db: Executor, f: { warehouseId?: number; page: number; pageSize: number }) {
  const cut = and(unclaimed, f.warehouseId ? eq(parcels.warehouseId, f.warehouseId) : undefined);
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
    .select({ claim: parcelClaims, customer: { id: users.id, fullName: users.fullName, phone: users.phone } })
    .from(parcelClaims)
    .innerJoin(users, eq(users.id, parcelClaims.userId))
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

export async function insertClaim(db: Executor, claim: { parcelId: number; userId: number; note: string }) {
  const [row] = await db.insert(parcelClaims).values(claim).onConflictDoNothing().returning();
  return row;
}

export async function pendingClaimCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parcelClaims)
    .where(and(eq(parcelClaims.userId, userId), eq(parcelClaims.status, 'pending')));
  return row?.n ?? 0;
}

export async function lockClaim(db: Executor, id: number) {
  const [row] = await db.select().from(parcelClaims).where(eq(parcelClaims.id, id)).for('update');
  return row;
}

/** Decides the parcel's pending claims: `winner`'s confirmed, the others rejected. */
export async function decideClaims(db: Executor, parcelId: number, winner: number | null, by: number) {
  const at = new Date();
  await db
    .update(parcelClaims)
    .set({
      status: sql`case when ${parcelClaims.userId} = ${winner ?? 0} then 'confirmed' else 'rejected' end`,
      decidedBy: by,
      decidedAt: at,
    })
    .where(and(eq(parcelClaims.parcelId, parcelId), eq(parcelClaims.status, 'pending')));
}

export async function rejectClaim(db: Executor, id: number, by: number) {
  await db
    .update(parcelClaims)
    .set({ status: 'rejected', decidedBy: by, decidedAt: new Date() })
    .where(eq(parcelClaims.id, id));
}

export async function findCustomer(db: Executor, id: number) {
  const [row] = await db.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.id, id));
  return row;
}

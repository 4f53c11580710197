/** SQL for bags (bao hàng) and the parcels in them. Bag statuses change only through lib/status/transition.ts. */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bags, parcels } from '../../db/schema/parcel.ts';

export type BagRow = typeof bags.$inferSelect;

export async function findBag(db: Executor, id: number) {
  const [row] = await db.select().from(bags).where(eq(bags.id, id));
  return row;
}

export async function lockBag(db: Executor, id: number) {
  const [row] = await db.select().from(bags).where(eq(bags.id, id)).for('update');
  return row;
}

export async function countParcels(db: Executor, bagId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(parcels).where(eq(parcels.bagId, bagId));
  return row?.n ?? 0;
}

/** The parcels in a bag, id order. */
export async function parcelsOfBag(db: Executor, bagId: number) {
  return db.select().from(parcels).where(eq(parcels.bagId, bagId)).orderBy(asc(parcels.id));
}

export async function nextBagNumber(db: Executor): Promise<number> {
  const res = await db.execute(sql`select nextval('bag_code_seq')::int as n`);
  return (res.rows[0] as { n: number }).n;
}

/** Bags leaving or reaching `warehouseId` (any when undefined), newest first, with their parcel counts. */
export async function listBags(
  db: Executor,
  f: { warehouseId?: number; status?: BagRow['status']; page: number; pageSize: number },
) {
  const cut = and(
    f.warehouseId ? or(eq(bags.fromWarehouseId, f.warehouseId), eq(bags.toWarehouseId, f.warehouseId)) : undefined,
    f.status ? eq(bags.status, f.status) : undefined,
  );
  const rows = await db
    .select({
      bag: bags,
      parcelCount: sql<number>`(select count(*)::int from ${parcels} where ${parcels.bagId} = ${bags.id})`,
      arrivedCount: sql<number>`(select count(*)::int from ${parcels} where ${parcels.bagId} = ${bags.id} and ${parcels.status} <> 'in_transit' and ${bags.status} = 'received')`,
    })
    .from(bags)
    .where(cut)
    .orderBy(desc(bags.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bags).where(cut);
  return { rows, total: count?.n ?? 0 };
}

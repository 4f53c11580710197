/** SQL for bags (bao hàng) and the parcels in them. Bag statuses change only through lib/status/transition.ts. */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bags } from '../../db/schema/warehouse-ops.ts';
import { arrivedCountOfBag, parcelCountOfBag } from '../parcel/parcel.refs.ts';
import { inWarehouseScope, type WarehouseScope } from '../staff/warehouse-scope.service.ts';

export type BagRow = typeof bags.$inferSelect;

export async function findBag(db: Executor, id: number) {
  const [row] = await db.select().from(bags).where(eq(bags.id, id));
  return row;
}

export async function lockBag(db: Executor, id: number) {
  const [row] = await db.select().from(bags).where(eq(bags.id, id)).for('update');
  return row;
}

export async function nextBagNumber(db: Executor): Promise<number> {
  const res = await db.execute(sql`select nextval('bag_code_seq')::int as n`);
  return (res.rows[0] as { n: number }).n;
}

/**
 * Bags leaving or reaching `warehouseId` (any when undefined) and a warehouse of `scope` (decision
 * 0103), newest first, with their parcel counts.
 */
export async function listBags(
  db: Executor,
  f: { warehouseId?: number; status?: BagRow['status']; scope: WarehouseScope; page: number; pageSize: number },
) {
  const cut = and(
    inWarehouseScope(f.scope, bags.fromWarehouseId, bags.toWarehouseId),
    f.warehouseId ? or(eq(bags.fromWarehouseId, f.warehouseId), eq(bags.toWarehouseId, f.warehouseId)) : undefined,
    f.status ? eq(bags.status, f.status) : undefined,
  );
  const rows = await db
    .select({
      bag: bags,
      parcelCount: parcelCountOfBag(bags.id),
      arrivedCount: sql<number>`(case when ${bags.status} = 'received' then ${arrivedCountOfBag(bags.id)} else 0 end)`,
    })
    .from(bags)
    .where(cut)
    .orderBy(desc(bags.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bags).where(cut);
  return { rows, total: count?.n ?? 0 };
}

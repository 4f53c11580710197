/**
 * Which warehouses a staff member works at (db/schema/staff.ts). Warehouse steps (scan, measure,
 * bags, delivery queue, unclaimed parcels) ask `warehouseScopeOf` and cut what they show and allow.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffWarehouses } from '../../db/schema/staff.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';

/** The warehouse ids assigned to user `userId`, ascending. */
export async function warehouseIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: staffWarehouses.warehouseId })
    .from(staffWarehouses)
    .where(eq(staffWarehouses.userId, userId))
    .orderBy(staffWarehouses.warehouseId);
  return rows.map((r) => r.id);
}

/**
 * The warehouses `actor` may see and act on: `'all'` for an admin and for the system, else the
 * assigned ids (an empty list means none, not all).
 */
export async function warehouseScopeOf(db: Executor, actor: Actor | SystemActor): Promise<'all' | number[]> {
  if (actor.scope === 'system' || actor.roles.includes('admin')) return 'all';
  return warehouseIdsOf(db, actor.userId);
}

/** Replaces user `userId`'s assignment with `ids` (run inside the caller's transaction). */
export async function setWarehouseIds(tx: Executor, userId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(staffWarehouses).where(eq(staffWarehouses.userId, userId));
  if (ids.length > 0)
    await tx.insert(staffWarehouses).values([...new Set(ids)].map((warehouseId) => ({ userId, warehouseId })));
}

/** SQL for the scan station's history (warehouse_scans, DESIGN.md §3.5b). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { warehouseScans } from '../../db/schema/warehouse-scans.ts';
import { preparedAnywhere } from '../../lib/db/prepared.ts';

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

/** The history lines that name the parcel keep their line without it (the parcel is being deleted). */
export async function detachFromParcel(db: Executor, parcelId: number) {
  await db.update(warehouseScans).set({ parcelId: null }).where(eq(warehouseScans.parcelId, parcelId));
}

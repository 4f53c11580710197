/**
 * SQL for reading the audit log (decision 0096): newest first on (at, id), the order of the index
 * `audit_log_at_idx`; a page continues after a row, compared on that row's own stored (at, id) so
 * the timestamp's microseconds never pass through JavaScript. Nothing here updates or deletes.
 */
import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

/** The filters as instants: `from` inclusive; `to` exclusive (`toExclusive`) or inclusive. */
export interface AuditCut {
  actorId?: number;
  subjectType?: string;
  subjectId?: string;
  from?: Date;
  to?: { at: Date; exclusive: boolean };
}

function where(f: AuditCut, afterId?: number): SQL | undefined {
  return and(
    f.actorId === undefined ? undefined : eq(auditLog.actorId, f.actorId),
    f.subjectType ? eq(auditLog.subjectType, f.subjectType) : undefined,
    f.subjectId ? eq(auditLog.subjectId, f.subjectId) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? (f.to.exclusive ? lt(auditLog.at, f.to.at) : lte(auditLog.at, f.to.at)) : undefined,
    afterId === undefined
      ? undefined
      : sql`(${auditLog.at}, ${auditLog.id}) < (select a.at, a.id from audit_log a where a.id = ${afterId})`,
  );
}

/** Up to `limit` rows matching `f`, newest first, after the row `afterId` when given. */
export function listAudit(db: Executor, f: AuditCut, limit: number, afterId?: number) {
  return db.select().from(auditLog).where(where(f, afterId)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

/** How many rows match `f` (the CSV's truncation header). */
export async function countAudit(db: Executor, f: AuditCut): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where(f));
  return row?.n ?? 0;
}

/** The rows matching `f`, newest first, in batches, at most `max` in all. */
export async function* auditBatches(db: Executor, f: AuditCut, max: number, batch = 500): AsyncIterable<AuditRow[]> {
  let last: number | undefined;
  for (let left = max; left > 0; ) {
    const rows = await listAudit(db, f, Math.min(batch, left), last);
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    last = rows.at(-1)!.id;
  }
}

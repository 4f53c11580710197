/**
 * The audit writer (decision 0096): every staff action that changes something calls `writeAudit`
 * with the transaction that makes the change, so the row commits or rolls back with it. Rows are
 * append-only (db/schema/audit.ts); reading them is modules/audit's.
 *
 *     await writeAudit(tx, actor, { action: 'staff.disable', subjectType: 'user', subjectId: id,
 *       before: { disabledAt: null }, after: { disabledAt, reason } });
 */
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import type { Actor, SystemActor } from '../platform/actor.ts';

export interface AuditEntry {
  /** `<entity>.<verb>` in English, e.g. `staff.create`, `tariff.publish`, `recharge.approve`. */
  action: string;
  /** The changed object's kind (`user`, `tariff_version`, `purchase_order`…) and id. */
  subjectType: string;
  subjectId: string | number;
  /** The fields before and after the change; only those that changed, or the whole object on create. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Appends one audit row on `db` (pass the change's transaction). */
export async function writeAudit(db: Executor, actor: Actor | SystemActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.userId,
    actorName: actor.name,
    ip: actor.ip ?? '',
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * The fields of `after` whose values differ from `before` (compared as JSON), as two objects of those
 * fields only: what an update's audit row keeps.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

/**
 * Records a download of data (`<thing>.export`, decision 0096): the filters it was asked with in
 * `after` (those left empty dropped) and how many rows it holds (`rows`); `subjectId` is the one
 * object exported (a customer's transactions) or `*` for a list. One insert on `db`: call it before
 * the file streams, so the download is recorded even if the client stops reading.
 */
export async function auditExport(
  db: Executor,
  actor: Actor,
  entry: { action: string; subjectType: string; subjectId?: string | number; filters?: object; rows: number },
): Promise<void> {
  const filters = Object.entries(entry.filters ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  await writeAudit(db, actor, {
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? '*',
    before: null,
    after: { ...Object.fromEntries(filters), rows: entry.rows },
  });
}

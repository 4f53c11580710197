/**
 * Reading the audit log (decision 0096): GET /Admin/AuditLog, newest first with a keyset cursor, and
 * its CSV, whose download is itself an audit row (`audit_log.export`, the filters in `after`).
 * Admin only (`view:audit-log`, the route's guard). Nothing here changes or removes a row.
 */
import { auditActionLabel } from '@app/shared/audit-actions';
import type { AuditLogFilter, AuditLogItem, AuditLogPage } from '@app/shared/contracts/audit';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import type { AuditCut, AuditRow } from './audit.repository.ts';
import * as repo from './audit.repository.ts';

/** Vietnam's offset: a day filter (`2026-11-27`) is that day there (no daylight saving). */
const VN_OFFSET = '+07:00';
const DAY_MS = 86_400_000;

/** The filter as instants: a day `from` starts at its midnight in Vietnam, a day `to` ends at the next. */
export function cutOf(f: AuditLogFilter): AuditCut {
  const day = (d: string) => d.length === 10;
  const instant = (d: string) => new Date(day(d) ? `${d}T00:00:00${VN_OFFSET}` : d);
  return {
    actorId: f.actorId,
    subjectType: f.subjectType || undefined,
    subjectId: f.subjectId || undefined,
    from: f.from ? instant(f.from) : undefined,
    to: f.to
      ? day(f.to)
        ? { at: new Date(instant(f.to).getTime() + DAY_MS), exclusive: true }
        : { at: instant(f.to), exclusive: false }
      : undefined,
  };
}

/** The opaque cursor after `row`: base64url of its time and id. */
function cursorOf(row: AuditRow): string {
  return Buffer.from(`${row.at.toISOString()}|${row.id}`).toString('base64url');
}

/** The row id a cursor continues after; 400 `invalid-cursor` when this server did not make it. */
function afterIdOf(cursor: string): number {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (!at || Number.isNaN(Date.parse(at)) || !Number.isSafeInteger(n) || n < 1) throw new AppError('invalid-cursor');
  return n;
}

/** One row as the API answers it, with its Vietnamese action label. */
export function toItem(row: AuditRow): AuditLogItem {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    ip: row.ip,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
  };
}

/** GET /Admin/AuditLog: a page of `pageSize` rows, newest first, after `cursor`. */
export async function listAuditLog(
  db: Db,
  q: AuditLogFilter & { cursor?: string; pageSize: number },
): Promise<AuditLogPage> {
  const afterId = q.cursor ? afterIdOf(q.cursor) : undefined;
  const rows = await repo.listAudit(db, cutOf(q), q.pageSize + 1, afterId);
  const page = rows.slice(0, q.pageSize);
  return { items: page.map(toItem), nextCursor: rows.length > q.pageSize ? cursorOf(page.at(-1)!) : null };
}

/**
 * GET /Admin/AuditLog/Export: the filtered audit rows as CSV for Excel (decision 0041), newest
 * first, streamed in batches; the download writes its own row (`audit_log.export`, decision 0096).
 */
import { auditActionLabel } from '@app/shared/audit-actions';
import type { AuditLogFilter } from '@app/shared/contracts/audit';
import { EXPORT_MAX_ROWS } from '@app/shared/contracts/common';
import { formatDateTime } from '@app/shared/money';
import type { Db } from '../../db/client.ts';
import { auditExport } from '../../lib/events/audit.ts';
import { type CsvColumn, type CsvFile, csvFile } from '../../lib/http/csv.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import * as repo from './audit.repository.ts';
import { cutOf } from './audit.service.ts';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

const columns: CsvColumn<repo.AuditRow>[] = [
  { header: 'Thời gian', value: (r) => formatDateTime(r.at) },
  { header: 'Mã nhân viên', value: (r) => r.actorId ?? '' },
  { header: 'Nhân viên', value: (r) => r.actorName },
  { header: 'Địa chỉ IP', value: (r) => r.ip },
  { header: 'Thao tác', value: (r) => auditActionLabel(r.action) ?? r.action },
  { header: 'Mã thao tác', value: (r) => r.action },
  { header: 'Loại đối tượng', value: (r) => r.subjectType },
  { header: 'Mã đối tượng', value: (r) => r.subjectId },
  { header: 'Trước', value: (r) => json(r.before) },
  { header: 'Sau', value: (r) => json(r.after) },
];

/** The CSV of the rows `filter` matches (at most EXPORT_MAX_ROWS), after recording the export. */
export async function exportAuditLog(db: Db, actor: Actor, filter: AuditLogFilter): Promise<CsvFile> {
  const cut = cutOf(filter);
  const total = await repo.countAudit(db, cut);
  await auditExport(db, actor, { action: 'audit_log.export', subjectType: 'audit_log', filters: filter, rows: total });
  return csvFile('nhat-ky', columns, repo.auditBatches(db, cut, EXPORT_MAX_ROWS), total);
}

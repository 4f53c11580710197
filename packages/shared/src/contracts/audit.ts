/**
 * The audit log's reading (GET /Admin/AuditLog and its CSV, decision 0096): filters by staff member,
 * subject and period, newest first, paged by an opaque keyset cursor over (at, id). A `from` / `to`
 * given as a day (`2026-11-27`) is that whole day in Vietnam (UTC+7); a date-time is exact.
 */
import { z } from 'zod';
import { idQuery, isoDate, pageSize, safeText } from './common.ts';

/** A day (`YYYY-MM-DD`) or an ISO date-time with its offset. */
const when = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Ngày giờ không hợp lệ' })
  .refine((s) => !Number.isNaN(Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s)), 'Ngày giờ không hợp lệ');

/** The subject types the log knows (a filter may name another, at most 50 characters). */
export const auditSubjectTypes = [
  'purchase_order',
  'consignment_order',
  'recharge',
  'parcel',
  'parcel_claim',
  'bag',
  'delivery_request',
  'exchange_rate',
  'setting',
  'bank_account',
  'user',
  'audit_log',
] as const;

/** The filters of the log and of its CSV. */
export const auditLogFilter = z.object({
  actorId: idQuery.optional(),
  subjectType: safeText(50, 'Loại đối tượng tối đa 50 ký tự')
    .trim()
    .regex(/^[a-z_]*$/, 'Loại đối tượng không hợp lệ')
    .optional(),
  subjectId: safeText(50, 'Mã đối tượng tối đa 50 ký tự').trim().optional(),
  from: when.optional(),
  to: when.optional(),
});
export type AuditLogFilter = z.infer<typeof auditLogFilter>;

/** GET /Admin/AuditLog: the filters, the cursor of the previous page's `nextCursor`, and a page size. */
export const auditLogQuery = auditLogFilter.extend({
  cursor: safeText(200, 'Vị trí trang không hợp lệ')
    .regex(/^[A-Za-z0-9_-]*$/, 'Vị trí trang không hợp lệ')
    .optional(),
  pageSize: pageSize.default(50),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

/** One row: who (name at the time), from where, what, on which subject, the fields before and after. */
export const auditLogItem = z.object({
  id: z.number().int(),
  at: isoDate,
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  ip: z.string(),
  action: z.string(),
  /** Vietnamese; null for an action the catalogue (@app/shared/audit-actions) does not name. */
  actionLabel: z.string().nullable(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogItem = z.infer<typeof auditLogItem>;

/** A page, newest first; `nextCursor` null on the last. */
export const auditLogPage = z.object({ items: z.array(auditLogItem), nextCursor: z.string().nullable() });
export type AuditLogPage = z.infer<typeof auditLogPage>;

/**
 * The audit log (console "Nhật ký"): one append-only row per staff action that changes something,
 * written in the same transaction as the change by lib/events/audit.ts — who (id and name at the
 * time), when, from which address, the action, its subject and the fields before and after.
 * Nothing updates or deletes a row: the migration revokes UPDATE, DELETE and TRUNCATE and a trigger
 * refuses them, so not even the owner's own statements can rewrite history (decision 0096).
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when the product acted (jobs, webhooks, the admin command). */
    actorId: integer('actor_id').references(() => users.id),
    actorName: text('actor_name').notNull(),
    /** The client address the request came from (Fastify's `request.ip`), empty for the system. */
    ip: text('ip').notNull().default(''),
    /** `<entity>.<verb>`, e.g. `staff.disable`, `tariff.publish`, `purchase_order.status`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The changed fields before and after (only those that changed, or the whole object on create). */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.id.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.id.desc()),
  ],
);

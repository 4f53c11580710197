/**
 * One status-event table for every lifecycle (DESIGN.md §3: "every status change is an event row"):
 * the subject by type and id, from → to, who and why. Written only by lib/status/transition.ts; read as
 * each subject's timeline in id order. `subject_type` is one of the catalogue's subject types
 * (@app/shared/statuses), checked by the database.
 */
import { subjectTypes } from '@app/shared/statuses';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../columns.ts';
import { users } from './auth.ts';

export const statusEvents = pgTable(
  'status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subjectType: text('subject_type', { enum: subjectTypes }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** Null for the event that created the subject in its initial status. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** Null when the system acted (jobs, webhooks). */
    actorId: integer('actor_id').references(() => users.id),
    actorName: text('actor_name').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('status_events_subject_idx').on(t.subjectType, t.subjectId, t.id),
    check('status_events_subject_type_check', oneOf(t.subjectType, subjectTypes)),
  ],
);

/** What the timed rules (modules/jobs/timed-rules.ts, decision 0070) keep besides the job queue. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { statusEvents } from './status-event.ts';

/**
 * One row per entry into a waiting status the customer was reminded of (e.g. a purchase order's
 * `awaiting_customer_confirmation`): the status event of that entry. Inserting it is how a reminder
 * claims its entry, so each wait is reminded once, whichever job or sweep gets there first.
 */
export const timedReminders = pgTable('timed_reminders', {
  statusEventId: integer('status_event_id')
    .primaryKey()
    .references(() => statusEvents.id),
  subjectType: text('subject_type').notNull(),
  subjectId: integer('subject_id').notNull(),
  createdAt: createdAt(),
});

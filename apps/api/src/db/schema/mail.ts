/**
 * Mail to send (decision 0086): written in the transaction that decides to send, together with the
 * `send_mail` job that sends it after the commit. The row is the record of what was sent.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';

/**
 * One mail. `body` is kept only until the mail is sent (it may hold a reset code): sending sets
 * `sent_at` and clears `body`; the last failed attempt clears it too. `attempts` and `last_error`
 * mirror the job's tries (graphile-worker retries the job, modules/mail/mail.service.ts).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  /** Null once sent or given up. */
  body: text('body'),
  transport: text('transport').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

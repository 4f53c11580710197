/** Mail to send (outbox): written in the transaction that decides to send, sent after commit. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';

/**
 * One mail. `body` is kept only until the mail is sent (it may hold a reset code): sending sets
 * `sent_at` and clears `body`. Unsent rows are retried from `next_attempt_at` (decision 0019).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Null once sent. */
    body: text('body'),
    transport: text('transport').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

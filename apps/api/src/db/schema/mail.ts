/** Mail written by the mail adapter (outbox). */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';

/** Mail written by the development mail adapter (and a copy of what SMTP sent). */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  transport: text('transport').notNull(),
  createdAt: createdAt(),
});

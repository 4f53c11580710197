/**
 * Chat (DESIGN.md §3.11, decision 0112): one thread per object (`order-12`, `support-7`…) between
 * its customer and staff, its messages numbered per thread (`seq`, 1, 2, 3…: a client that
 * reconnects asks for what came after the last it has), and how far each person has read.
 * Owned by modules/chat.
 */
import { chatThreadTypes } from '@app/shared/live';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../columns.ts';
import { users } from './auth.ts';

export const chatThreads = pgTable(
  'chat_threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    /** The object's id (the customer's user id for `support`). */
    objectId: integer('object_id').notNull(),
    /** The customer the object belongs to: the one person on the customer's side. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    assignedStaffId: integer('assigned_staff_id').references(() => users.id),
    /** The last message's seq (internal notes included); posting takes the row's lock to number the next. */
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Since when the customer has waited for staff (their first message after staff's last reply); null: nobody waits. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_threads_object_idx').on(t.type, t.objectId),
    index('chat_threads_user_idx').on(t.userId, t.lastMessageAt),
    index('chat_threads_waiting_idx').on(t.waitingSince).where(sql`${t.waitingSince} IS NOT NULL`),
    index('chat_threads_assigned_idx').on(t.assignedStaffId),
    check('chat_threads_type_check', oneOf(t.type, chatThreadTypes)),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => chatThreads.id),
    seq: integer('seq').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    /** True when staff wrote it (in the console), false for the customer. */
    fromStaff: boolean('from_staff').notNull(),
    /** Plain text (never HTML), ≤ 2,000 characters. */
    body: text('body').notNull(),
    /** Uploaded images (uploaded_images ids, the sender's own), at most 5. */
    photoIds: integer('photo_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** A staff-only note: never listed, pushed or counted for the customer. */
    internal: boolean('internal').notNull().default(false),
    /** The sender's own id for the message: a retried send with the same one posts once. */
    clientMessageId: text('client_message_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_idx').on(t.threadId, t.seq),
    uniqueIndex('chat_messages_client_idx').on(t.threadId, t.senderId, t.clientMessageId),
    index('chat_messages_sender_idx').on(t.senderId),
  ],
);

/** How far a person has read a thread (the seq of the last message they saw). */
export const chatReads = pgTable(
  'chat_reads',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => chatThreads.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('chat_reads_user_idx').on(t.userId)],
);

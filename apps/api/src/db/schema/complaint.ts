/**
 * Complaints (DESIGN.md §3.9): a customer's claim on a delivered purchase or consignment order, its
 * lines, and the notes both sides add. Owned by modules/complaint.
 */
import { complaintFaultParties, complaintOrderTypes, complaintReasons } from '@app/shared/contracts/complaint';
import { complaintMachine } from '@app/shared/machines/complaint';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money, oneOf } from '../columns.ts';
import { users } from './auth.ts';
import { journalEntries } from './wallet.ts';

export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderType: text('order_type', { enum: complaintOrderTypes }).notNull(),
    /** The purchase order's or consignment order's id (by `order_type`). */
    orderId: integer('order_id').notNull(),
    reason: text('reason', { enum: complaintReasons }).notNull(),
    description: text('description').notNull().default(''),
    photoIds: integer('photo_ids').array().notNull().default(sql`'{}'::integer[]`),
    requestedVnd: money('requested_vnd').notNull(),
    status: text('status', { enum: complaintMachine.statuses }).notNull(),
    /** The member who took it. */
    handledBy: integer('handled_by').references(() => users.id),
    /** When staff should have answered (queue order). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The refund offered (or waiting for a second member's approval). */
    offerVnd: money('offer_vnd'),
    faultParty: text('fault_party', { enum: complaintFaultParties }),
    offerNote: text('offer_note').notNull().default(''),
    offeredBy: integer('offered_by').references(() => users.id),
    /** Set when the offer is above its author's limit and waits for a second member. */
    offerAwaitingApproval: boolean('offer_awaiting_approval').notNull().default(false),
    offerApprovedBy: integer('offer_approved_by').references(() => users.id),
    counterVnd: money('counter_vnd'),
    counterNote: text('counter_note').notNull().default(''),
    refundedVnd: money('refunded_vnd'),
    rejectReason: text('reject_reason').notNull().default(''),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_user_idx').on(t.userId, t.createdAt, t.id),
    index('complaints_order_idx').on(t.orderType, t.orderId),
    index('complaints_status_idx').on(t.status, t.dueAt),
    index('complaints_handled_by_idx').on(t.handledBy),
    // The console's menu badge (modules/staff-counts): open complaints by offer author, index-only.
    index('complaints_open_idx')
      .on(t.offerAwaitingApproval, t.offeredBy)
      .where(sql`${t.status} in ('pending', 'processing')`),
    check('complaints_status_check', oneOf(t.status, complaintMachine.statuses)),
    check('complaints_requested_non_negative', sql`${t.requestedVnd} >= 0`),
  ],
);

/** The order lines a complaint is about, with how many units; none for a whole consignment order. */
export const complaintLines = pgTable(
  'complaint_lines',
  {
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id),
    /** The purchase order line's (or consignment order line's) id. */
    lineId: integer('line_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.complaintId, t.lineId] }),
    check('complaint_lines_quantity', sql`${t.quantity} > 0`),
  ],
);

/** What either side added: staff asking for information, the customer answering with photos. */
export const complaintNotes = pgTable(
  'complaint_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** `customer` or `staff`. */
    side: text('side', { enum: ['customer', 'staff'] }).notNull(),
    note: text('note').notNull(),
    photoIds: integer('photo_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaint_notes_complaint_idx').on(t.complaintId, t.id),
    index('complaint_notes_author_idx').on(t.authorId),
  ],
);

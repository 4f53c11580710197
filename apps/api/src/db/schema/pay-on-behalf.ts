/**
 * Pay-on-behalf orders (thanh toán hộ, DESIGN.md §3.2, decision 0114): the order and its lines, the
 * 30-minute single-use quotes, and refund requests (also of Taobao Global sub-orders paid through
 * an order). Owned by modules/pay-on-behalf. Money in integer fen (CNY) and integer đồng.
 */
import { payOnBehalfMachine, refundRequestMachine } from '@app/shared/machines/pay-on-behalf';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, oneOf } from '../columns.ts';
import { users } from './auth.ts';
import { tariffVersions } from './tariff.ts';
import { journalEntries } from './wallet.ts';

const sources = ['customer', 'agent', 'taobao_global'] as const;

/**
 * A pay-on-behalf order. `total_vnd` = `amount_vnd` (the lines at `rate`) + `fee_vnd` is debited when
 * the order enters `pending` (posting `pob_payment`); `cancelled` and `failed` credit it back.
 */
export const payOnBehalfOrders = pgTable(
  'pay_on_behalf_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `TT2611-000123`: year and month of creation (Vietnam time), then the order number. */
    code: text('code').notNull().unique(),
    /** The customer whose wallet pays. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The agent who placed it for its customer; null when the customer did. */
    agentUserId: integer('agent_user_id').references(() => users.id),
    source: text('source', { enum: sources }).notNull().default('customer'),
    totalFen: money('total_fen').notNull(),
    /** VND per CNY, by the tier of `total_fen` in the tariff version. */
    rate: integer('rate').notNull(),
    amountVnd: money('amount_vnd').notNull(),
    feeVnd: money('fee_vnd').notNull(),
    totalVnd: money('total_vnd').notNull(),
    tariffVersionId: integer('tariff_version_id').references(() => tariffVersions.id),
    status: text('status', { enum: payOnBehalfMachine.statuses }).notNull(),
    /** The member who took it (`processing`). */
    takenBy: integer('taken_by').references(() => users.id),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    alipayTradeNo: text('alipay_trade_no'),
    /** Uploaded images (uploaded_images.id) proving the payment, by the member who paid. */
    proofPhotoIds: integer('proof_photo_ids').array().notNull().default(sql`'{}'::integer[]`),
    paidBy: integer('paid_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failReason: text('fail_reason').notNull().default(''),
    /** When the wallet was debited (creation, or the customer's confirmation of an agent's order). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The debit's journal entry. */
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pay_on_behalf_orders_user_idx').on(t.userId, t.createdAt, t.id),
    index('pay_on_behalf_orders_agent_idx').on(t.agentUserId),
    index('pay_on_behalf_orders_status_idx').on(t.status, t.createdAt),
    check('pay_on_behalf_orders_status_check', oneOf(t.status, payOnBehalfMachine.statuses)),
    check('pay_on_behalf_orders_source_check', oneOf(t.source, sources)),
    check('pay_on_behalf_orders_amounts', sql`${t.totalFen} > 0 and ${t.totalVnd} = ${t.amountVnd} + ${t.feeVnd}`),
  ],
);

/** Numbers the order codes. */
export const payOnBehalfOrderCodeSeq = pgSequence('pay_on_behalf_order_code_seq');

/**
 * One line of an order: pay `amount_fen` through `channel` to `reference`. `reference_key` is the
 * normalised reference; while `open` (the order is not cancelled or failed) no other open line may
 * hold the same key.
 */
export const payOnBehalfLines = pgTable(
  'pay_on_behalf_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => payOnBehalfOrders.id),
    position: smallint('position').notNull(),
    channel: text('channel').notNull(),
    reference: text('reference').notNull(),
    referenceKey: text('reference_key').notNull(),
    amountFen: money('amount_fen').notNull(),
    note: text('note').notNull().default(''),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    uniqueIndex('pay_on_behalf_lines_position_idx').on(t.orderId, t.position),
    uniqueIndex('pay_on_behalf_lines_open_reference_idx').on(t.referenceKey).where(sql`${t.open}`),
    check('pay_on_behalf_lines_amount_positive', sql`${t.amountFen} > 0`),
  ],
);

/** A quote: the price of `lines` at the tariff in force, valid until `expires_at`, used once. */
export const payOnBehalfQuotes = pgTable(
  'pay_on_behalf_quotes',
  {
    id: uuid('id').primaryKey(),
    /** Who asked (the customer, or the agent quoting for a customer). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** sha256 of the canonical lines (channel, normalised reference, amount, note). */
    linesHash: text('lines_hash').notNull(),
    totalFen: money('total_fen').notNull(),
    rate: integer('rate').notNull(),
    amountVnd: money('amount_vnd').notNull(),
    feeVnd: money('fee_vnd').notNull(),
    totalVnd: money('total_vnd').notNull(),
    tariffVersionId: integer('tariff_version_id').references(() => tariffVersions.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pay_on_behalf_quotes_user_idx').on(t.userId),
    index('pay_on_behalf_quotes_expires_idx').on(t.expiresAt),
  ],
);

const refundTypes = ['only_refund', 'return_refund'] as const;
const faultParties = ['seller', 'customer', 'company'] as const;

/**
 * A refund request on an order: `amount_fen` credited at the order's rate when approved (posting
 * `pob_refund`), plus `fee_refund_vnd` when the company was at fault. Taobao Global sub-order
 * refunds carry the platform's ids; one pending request per sub-order.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => payOnBehalfOrders.id),
    /** The order's customer (denormalised: every subject row names its customer). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountFen: money('amount_fen').notNull(),
    /** At the order's rate: an estimate while pending, what was credited once approved. */
    amountVnd: money('amount_vnd').notNull(),
    feeRefundVnd: money('fee_refund_vnd').notNull().default(0),
    reason: text('reason').notNull(),
    photoIds: integer('photo_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: text('status', { enum: refundRequestMachine.statuses }).notNull(),
    /** Who asked: the customer, a staff member; null for the system (a platform's refund). */
    requestedBy: integer('requested_by').references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    faultParty: text('fault_party', { enum: faultParties }),
    taobaoGlobalOrderId: integer('taobao_global_order_id'),
    subOrderId: text('sub_order_id'),
    refundType: text('refund_type', { enum: refundTypes }),
    platformDeadline: timestamp('platform_deadline', { withTimezone: true }),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refund_requests_order_idx').on(t.orderId),
    index('refund_requests_user_idx').on(t.userId, t.createdAt),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('refund_requests_open_sub_order_idx')
      .on(t.taobaoGlobalOrderId, t.subOrderId)
      .where(sql`${t.status} = 'pending' and ${t.taobaoGlobalOrderId} is not null`),
    check('refund_requests_status_check', oneOf(t.status, refundRequestMachine.statuses)),
    check('refund_requests_amount_positive', sql`${t.amountFen} > 0`),
    check('refund_requests_refund_type_check', sql`${t.refundType} is null or ${oneOf(t.refundType, refundTypes)}`),
    check('refund_requests_fault_party_check', sql`${t.faultParty} is null or ${oneOf(t.faultParty, faultParties)}`),
  ],
);

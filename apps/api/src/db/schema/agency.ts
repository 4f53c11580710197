/**
 * Agency (DESIGN.md §3.10, decision 0119): the commission rules an admin sets and the commission
 * entries agents earn. Owned by modules/agency. Who is an agent and whose agent a customer is live
 * on `users` (auth.ts: `referral_code`, `agent_user_id`, `agent_linked_at`).
 */
import { commissionServices } from '@app/shared/contracts/agency';
import { commissionMachine } from '@app/shared/machines/commission';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, oneOf } from '../columns.ts';
import { users } from './auth.ts';
import { journalEntries } from './wallet.ts';

/**
 * One rule per service: `percent_basis_points` (1 % = 100) of the order's fee (`base`: the purchase
 * order's service fee, or the pay-on-behalf fee), for orders of customers linked at most `months`
 * months before the fee was earned (0: forever). A service without a row earns nothing.
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    service: text('service', { enum: commissionServices }).primaryKey(),
    base: text('base', { enum: ['service_fee', 'pob_fee'] }).notNull(),
    percentBasisPoints: integer('percent_basis_points').notNull(),
    months: integer('months').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('commission_rules_service_check', oneOf(t.service, commissionServices)),
    check('commission_rules_base_check', oneOf(t.base, ['service_fee', 'pob_fee'])),
  ],
);

/**
 * A commission an agent earned on one order of one of its customers: one per (agent, service, order)
 * (`reversal_of` null), plus claw-back rows (negative `amount_vnd`, `reversal_of` the paid entry) when
 * a refund touches an order whose commission was already credited. `amount_vnd` is what the agent
 * gets now: `original_vnd` reduced in proportion to what refunds took back of the order's total
 * (`refunded_vnd` of `order_total_vnd`). The nightly job moves `pending` → `available` once the
 * complaint window after `earned_at` closed, and `available` → `paid` with a `commission` posting
 * (key `commission:{id}`), a claw-back being deducted from what is credited (never a negative wallet).
 */
export const commissionEntries = pgTable(
  'commission_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The agent (the entry belongs to it: `user_id` as every status subject). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    service: text('service', { enum: commissionServices }).notNull(),
    orderId: integer('order_id').notNull(),
    orderCode: text('order_code').notNull(),
    /** The fee the commission is a percentage of (đồng), and the order's total (đồng) refunds are measured against. */
    baseVnd: money('base_vnd').notNull(),
    orderTotalVnd: money('order_total_vnd').notNull(),
    percentBasisPoints: integer('percent_basis_points').notNull(),
    /** The commission when earned, đồng (negative for a claw-back). */
    originalVnd: money('original_vnd').notNull(),
    /** What the agent gets now, đồng. */
    amountVnd: money('amount_vnd').notNull(),
    /** Σ refunds on the order so far, đồng. */
    refundedVnd: money('refunded_vnd').notNull().default(0),
    /** A claw-back: how much of it later payouts already deducted, đồng (positive). */
    settledVnd: money('settled_vnd').notNull().default(0),
    /** What the payout credited to the wallet, đồng (the amount less deducted claw-backs). */
    creditedVnd: money('credited_vnd').notNull().default(0),
    status: text('status', { enum: commissionMachine.statuses }).notNull(),
    reversalOf: integer('reversal_of'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commission_entries_order_unique')
      .on(t.userId, t.service, t.orderId)
      .where(sql`${t.reversalOf} is null`),
    index('commission_entries_user_idx').on(t.userId, t.id),
    index('commission_entries_order_idx').on(t.service, t.orderId),
    index('commission_entries_status_idx').on(t.status, t.earnedAt),
    check('commission_entries_status_check', oneOf(t.status, commissionMachine.statuses)),
    check('commission_entries_service_check', oneOf(t.service, commissionServices)),
  ],
);

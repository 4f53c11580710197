/**
 * Wallet adjustments under two people's control, staff money limits, and the ledger check's runs
 * (DESIGN.md §3.8, §3.12). Owned by modules/adjustment (limits: modules/staff; runs: modules/wallet).
 */
import { adjustmentMachine } from '@app/shared/machines/adjustment';
import { moneyLimitKinds } from '@app/shared/money-limits';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money, oneOf } from '../columns.ts';
import { users } from './auth.ts';
import { journalEntries } from './wallet.ts';

export const adjustments = pgTable(
  'adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    /** The customer whose wallet it corrects. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Signed integer đồng, never 0. */
    amountVnd: money('amount_vnd').notNull(),
    reason: text('reason').notNull(),
    evidencePhotoIds: integer('evidence_photo_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: text('status', { enum: adjustmentMachine.statuses }).notNull(),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('adjustments_user_idx').on(t.userId, t.createdAt),
    index('adjustments_status_idx').on(t.status, t.createdAt, t.id),
    index('adjustments_proposed_by_idx').on(t.proposedBy),
    index('adjustments_decided_by_idx').on(t.decidedBy),
    // The console's menu badge (modules/staff-counts): pending adjustments by proposer, index-only.
    index('adjustments_pending_idx').on(t.proposedBy).where(sql`${t.status} = 'pending'`),
    check('adjustments_status_check', oneOf(t.status, adjustmentMachine.statuses)),
    check('adjustments_amount_non_zero', sql`${t.amountVnd} <> 0`),
  ],
);

/** A staff member's money limit per kind (@app/shared/money-limits); no row: the kind's default. */
export const staffMoneyLimits = pgTable(
  'staff_money_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: moneyLimitKinds }).notNull(),
    limitVnd: money('limit_vnd').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('staff_money_limits_kind_check', oneOf(t.kind, moneyLimitKinds)),
    check('staff_money_limits_non_negative', sql`${t.limitVnd} >= 0`),
  ],
);

/** Each run of the ledger invariant check (nightly job or `npm run ledger:check`): when, and what failed. */
export const ledgerCheckRuns = pgTable('ledger_check_runs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ok: boolean('ok').notNull(),
  /** The failed rules with their offending rows (empty when ok). */
  problems: jsonb('problems').notNull(),
  createdAt: createdAt(),
});

/**
 * Withdrawals (DESIGN.md §3.8): the bank accounts customers save to be paid into, and their requests
 * to take money out of the wallet. Owned by modules/withdrawal.
 */
import { withdrawalMachine } from '@app/shared/machines/withdrawal';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, oneOf } from '../columns.ts';
import { users } from './auth.ts';
import { journalEntries } from './wallet.ts';

/**
 * A customer's own bank account (bank from the VietQR list). Usable for a withdrawal once
 * `withdrawAccountWaitHours` (setting) have passed since `created_at`. Deleting sets `deleted_at`:
 * withdrawals keep pointing to it.
 */
export const customerBankAccounts = pgTable(
  'customer_bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankBin: text('bank_bin').notNull(),
    bankShortName: text('bank_short_name').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** In capitals without accents, as banks print it. */
    accountName: text('account_name').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_bank_accounts_user_idx').on(t.userId, t.id),
    uniqueIndex('customer_bank_accounts_live_idx')
      .on(t.userId, t.bankBin, t.accountNumber)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/**
 * A withdrawal request. `amount_vnd` is held from the wallet at once (posting `withdrawal`); paying
 * moves the hold to the bank (`withdrawal-paid`), rejecting or cancelling releases it
 * (`withdrawal_cancelled`). The bank account is copied: what was paid to stays readable.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Six letters and digits; the payout memo is `RUT {code}`. */
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => customerBankAccounts.id),
    bankBin: text('bank_bin').notNull(),
    bankShortName: text('bank_short_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    amountVnd: money('amount_vnd').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: withdrawalMachine.statuses }).notNull(),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The bank's reference of the payout transfer. */
    bankReference: text('bank_reference'),
    /** Uploaded images (uploaded_images.id) proving the payout. */
    proofPhotoIds: integer('proof_photo_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Why staff rejected it; '' otherwise. */
    rejectReason: text('reject_reason').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The hold's journal entry. */
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt, t.id),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    index('withdrawals_bank_account_idx').on(t.bankAccountId),
    check('withdrawals_status_check', oneOf(t.status, withdrawalMachine.statuses)),
    check('withdrawals_amount_positive', sql`${t.amountVnd} > 0`),
  ],
);

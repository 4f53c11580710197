/**
 * The double-entry ledger and recharges (DESIGN.md §3.8); recharges point to a company bank account
 * (bank-account.ts).
 * Every journal entry's lines sum to zero; a customer wallet account never goes below zero (CHECK
 * constraint, plus a row lock in the service). Only customer wallets keep a running balance (and a
 * balance after on their lines); a system account's balance is the sum of its lines (decision 0014).
 */
import { rechargeMachine } from '@app/shared/machines/recharge';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, oneOf } from '../columns.ts';
import { users } from './auth.ts';
import { companyBankAccounts } from './bank-account.ts';

/** Kinds of ledger account: the customer wallet, and one kind per system account (ledger.repository.ts). */
export const ledgerAccountKinds = [
  'customer_wallet',
  'bank_clearing',
  'order_prepayments',
  'fee_revenue',
  'supplier_payables',
  'withdrawals_payable',
  'complaint_refunds',
  'commissions',
  'adjustments',
] as const;

/**
 * Ledger accounts: one wallet per customer, and system accounts by code. `balance_vnd` is the
 * wallet's running balance (locked and updated by every posting); NULL on system accounts, whose
 * balance is summed from their lines, so no posting locks or updates a shared row. `line_count` is
 * how many lines a wallet has (the last line's `seq`), kept by the posting that holds the wallet's
 * lock; 0 on system accounts (decision 0024: a deep page of the wallet is a range of `seq`).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    userId: integer('user_id')
      .references(() => users.id)
      .unique(),
    balanceVnd: money('balance_vnd').default(0),
    lineCount: integer('line_count').notNull().default(0),
  },
  (t) => [
    check('wallet_never_negative', sql`${t.kind} <> 'customer_wallet' OR ${t.balanceVnd} >= 0`),
    check('balance_on_wallets_only', sql`(${t.kind} = 'customer_wallet') = (${t.balanceVnd} IS NOT NULL)`),
  ],
);

export const journalEntries = pgTable('journal_entries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  type: text('type').notNull(),
  description: text('description').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

export const journalLines = pgTable(
  'journal_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountVnd: money('amount_vnd').notNull(),
    /** The wallet's balance after this line; NULL on a system account's line. */
    balanceAfterVnd: money('balance_after_vnd'),
    /** The line's position in its wallet (1, 2, … in posting order); NULL on a system account's line. */
    seq: integer('seq'),
  },
  (t) => [
    index('journal_lines_account_idx').on(t.accountId, t.id),
    index('journal_lines_entry_idx').on(t.entryId),
    uniqueIndex('journal_lines_account_seq_idx').on(t.accountId, t.seq).where(sql`${t.seq} IS NOT NULL`),
    check('seq_on_wallet_lines_only', sql`(${t.seq} IS NULL) = (${t.balanceAfterVnd} IS NULL)`),
  ],
);

export const recharges = pgTable(
  'recharges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** What the customer asked to add. */
    amountVnd: money('amount_vnd').notNull(),
    /** What the bank received and the wallet was credited: set on approval, null before (decision 0046). */
    receivedVnd: money('received_vnd'),
    status: text('status', { enum: rechargeMachine.statuses }).notNull(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => companyBankAccounts.id),
    note: text('note').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    /**
     * A member's approval with a received amount above their `recharge_difference` money limit
     * (DESIGN.md §3.12): recorded, not credited, until a second member whose limit covers it approves.
     * Null when none is waiting; `proposed_by` null with an amount: the system proposed it.
     */
    proposedReceivedVnd: money('proposed_received_vnd'),
    proposedNote: text('proposed_note').notNull().default(''),
    proposedBy: integer('proposed_by').references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('recharges_proposed_by_idx').on(t.proposedBy),
    index('recharges_status_idx').on(t.status, t.createdAt),
    index('recharges_user_idx').on(t.userId, t.createdAt, t.id),
    // The staff list of every recharge, newest first, and its deep pages' anchors (decision 0081).
    index('recharges_created_idx').on(t.createdAt, t.id),
    // Staff search by code or transfer memo (`NAP K7Q2M9`, decision 0040): a prefix LIKE on the code.
    index('recharges_code_prefix_idx').using('btree', sql`${t.code} text_pattern_ops`),
    check('recharges_status_check', oneOf(t.status, rechargeMachine.statuses)),
    // An approved recharge says what it credited; nothing else does.
    check(
      'recharges_received_when_approved',
      sql`(${t.status} = 'approved') = (${t.receivedVnd} IS NOT NULL) AND (${t.receivedVnd} IS NULL OR ${t.receivedVnd} > 0)`,
    ),
  ],
);

/**
 * Bank transfer notifications (DESIGN.md §3.8): what SePay or Casso report about the company's
 * bank accounts, kept once per provider transaction, and what each settled. Owned by
 * modules/bank-transfer.
 */
import { bankTransferMachine } from '@app/shared/machines/bank-transfer';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, oneOf } from '../columns.ts';
import { users } from './auth.ts';
import { recharges } from './wallet.ts';
import { withdrawals } from './withdrawal.ts';

export const bankTransferProviders = ['sepay', 'casso'] as const;
export const bankTransferDirections = ['in', 'out'] as const;

export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider', { enum: bankTransferProviders }).notNull(),
    /** The provider's id of the transaction: a notification delivered again finds its row. */
    providerTransactionId: text('provider_transaction_id').notNull(),
    direction: text('direction', { enum: bankTransferDirections }).notNull(),
    amountVnd: money('amount_vnd').notNull(),
    /** The transfer's content (memo) as the bank reported it. */
    content: text('content').notNull(),
    /** The company account it moved on. */
    accountNumber: text('account_number').notNull(),
    /** The bank's own reference of the transaction. */
    bankReference: text('bank_reference').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: bankTransferMachine.statuses }).notNull(),
    rechargeId: integer('recharge_id').references(() => recharges.id),
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id),
    /** Why it did not match on arrival ('' when it did): shown in the review queue. */
    unmatchedReason: text('unmatched_reason').notNull().default(''),
    ignoreReason: text('ignore_reason').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The notification's body as received. */
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_transfers_provider_tx_idx').on(t.provider, t.providerTransactionId),
    index('bank_transfers_status_idx').on(t.status, t.createdAt, t.id),
    index('bank_transfers_recharge_idx').on(t.rechargeId),
    index('bank_transfers_withdrawal_idx').on(t.withdrawalId),
    index('bank_transfers_decided_by_idx').on(t.decidedBy),
    check('bank_transfers_status_check', oneOf(t.status, bankTransferMachine.statuses)),
    check('bank_transfers_amount_positive', sql`${t.amountVnd} > 0`),
  ],
);

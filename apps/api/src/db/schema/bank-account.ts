/**
 * The company's bank accounts that customers transfer recharges to (DESIGN.md §3.8; one active at a
 * time, decision 0046). Owned by modules/bank-account; the wallet reads them through
 * bank-account.refs.ts and bank-account.service.ts.
 */
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const companyBankAccounts = pgTable('company_bank_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  bankBin: text('bank_bin').notNull(),
  bankShortName: text('bank_short_name').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  active: boolean('active').notNull().default(true),
});

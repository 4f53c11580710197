/** Tariffs an admin can change, and exchange rates by kind with effective time (DESIGN.md §4). */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Tariff rows an admin can change, by key (e.g. `purchase_fees`: shared/fees.ts PurchaseFeeTariff). */
export const tariffs = pgTable('tariffs', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** VND per CNY by kind, with effective time; the newest effective row is in force. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['purchase', 'pay_on_behalf', 'consignment'] }).notNull(),
    rate: integer('rate').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [index('exchange_rates_kind_idx').on(t.kind, t.effectiveFrom, t.id)],
);

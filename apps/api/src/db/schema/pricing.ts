/** Exchange rates by kind with effective time (DESIGN.md §4); the other tariffs are versions (schema/tariff.ts). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

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

/**
 * Customer levels (decision 0100): named spending thresholds, each with the deposit share and the
 * service-fee discount its customers' new purchase orders get. `users.level_id` names a customer's
 * level (auth.ts); the nightly job recomputes it from completed orders.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from '../columns.ts';

export const customerLevels = pgTable(
  'customer_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Deposit share of (goods + service fee) for new orders, basis points (7000 = 70 %). */
    depositBasisPoints: integer('deposit_basis_points').notNull(),
    /** Cut off the service fee, basis points (500 = 5 %), applied after the tariff's minimum. */
    serviceFeeDiscountBasisPoints: integer('service_fee_discount_basis_points').notNull(),
    /** Completed orders' total (VND, last 12 months) from which a customer holds this level; ascending and
     *  distinct across the set (checked by the contract; the set is replaced under a table lock). */
    thresholdVnd: money('threshold_vnd').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customer_levels_deposit_range', sql`${t.depositBasisPoints} between 1000 and 10000`),
    check('customer_levels_discount_range', sql`${t.serviceFeeDiscountBasisPoints} between 0 and 10000`),
    check('customer_levels_threshold_nonneg', sql`${t.thresholdVnd} >= 0`),
  ],
);

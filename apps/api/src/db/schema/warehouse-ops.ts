/**
 * Warehouse operations (DESIGN.md §3.5b), owned by modules/warehouse-ops: bags (bao) that carry
 * parcels CN → VN. The stations' scans are in schema/warehouse-scans.ts (same owner): they point at
 * parcels, which point at bags, and one file would import parcel.ts in a cycle. Bag statuses are written only by lib/status/transition.ts; their events are rows
 * of status_events. Parcels point at their bag (schema/parcel.ts `bag_id`).
 */

import { bagMachine } from '@app/shared/machines/parcel';
import { check, index, integer, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../columns.ts';
import { users } from './auth.ts';
import { warehouses } from './warehouse.ts';

export const bags = pgTable(
  'bags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `BA000012`, printed on the sack. */
    code: text('code').notNull().unique(),
    fromWarehouseId: integer('from_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    toWarehouseId: integer('to_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    status: text('status', { enum: bagMachine.statuses }).notNull(),
    /** Weighed when closed. */
    weightGrams: integer('weight_grams'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bags_from_status_idx').on(t.fromWarehouseId, t.status, t.id),
    index('bags_to_status_idx').on(t.toWarehouseId, t.status, t.id),
    index('bags_created_by_idx').on(t.createdBy),
    check('bags_status_check', oneOf(t.status, bagMachine.statuses)),
  ],
);

/** Numbers bag codes (`BA000012`). */
export const bagCodeSeq = pgSequence('bag_code_seq');

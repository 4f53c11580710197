/**
 * Every scan a warehouse station made (DESIGN.md §3.5b), owned by modules/warehouse-ops like
 * schema/warehouse-ops.ts; a file of its own because it points at parcels, which point at bags.
 */

import { scanOutcomes } from '@app/shared/contracts/parcel';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { users } from './auth.ts';
import { parcels } from './parcel.ts';
import { warehouses } from './warehouse.ts';

/** Every scan at a station: the history per staff member and warehouse (DESIGN.md §3.5b). */
export const warehouseScans = pgTable(
  'warehouse_scans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    outcome: text('outcome', { enum: scanOutcomes }).notNull(),
    message: text('message').notNull(),
    parcelId: integer('parcel_id').references(() => parcels.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('warehouse_scans_staff_idx').on(t.staffId, t.warehouseId, t.id),
    index('warehouse_scans_warehouse_idx').on(t.warehouseId, t.id),
    index('warehouse_scans_parcel_idx').on(t.parcelId),
  ],
);

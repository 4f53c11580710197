/**
 * Staff assignments (DESIGN.md §3.12): which warehouses a warehouse member works at. An admin sees
 * every warehouse whatever is assigned; for anyone else an empty assignment means none, not all.
 * Owned by modules/staff; warehouse-ops reads it through staff-warehouses.service.ts.
 */
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { users } from './auth.ts';
import { warehouses } from './warehouse.ts';

export const staffWarehouses = pgTable(
  'staff_warehouses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.warehouseId] }),
    index('staff_warehouses_warehouse_idx').on(t.warehouseId),
  ],
);

/** Company warehouses (CN, VN) and the routes between them with their shipping tariffs. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const warehouses = pgTable('warehouses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  country: text('country', { enum: ['CN', 'VN'] }).notNull(),
  address: text('address').notNull().default(''),
});

/** CN warehouse → VN warehouse with its shipping tariff (shared/shipping.ts ShippingTariff). */
export const shippingRoutes = pgTable(
  'shipping_routes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cnWarehouseId: integer('cn_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    vnWarehouseId: integer('vn_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    tariff: jsonb('tariff').notNull(),
  },
  (t) => [index('shipping_routes_vn_warehouse_idx').on(t.vnWarehouseId)],
);

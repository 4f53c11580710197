/** Company warehouses (CN, VN) and the routes between them with their shipping tariffs. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const warehouses = pgTable('warehouses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  country: text('country', { enum: ['CN', 'VN'] }).notNull(),
  /** In Vietnamese, for the customer and staff (`Bạch Vân, Quảng Châu…`). */
  address: text('address').notNull().default(''),
  /**
   * A China warehouse's address as Chinese sellers' forms ask for it (decision 0092), in Chinese:
   * 手机号 `phone` (11-digit mobile), 所在地区 `province_zh`/`city_zh`/`district_zh` (广东省 广州市
   * 白云区), 详细地址 `street_zh`. Empty until set; unused for Vietnam warehouses.
   */
  phone: text('phone').notNull().default(''),
  provinceZh: text('province_zh').notNull().default(''),
  cityZh: text('city_zh').notNull().default(''),
  districtZh: text('district_zh').notNull().default(''),
  streetZh: text('street_zh').notNull().default(''),
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

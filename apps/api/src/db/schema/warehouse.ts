/** Company warehouses (CN, VN) and the routes between them; routes' prices live in tariff versions (decision 0099). */
import { DEFAULT_RECIPIENT_TEMPLATE } from '@app/shared/contracts/warehouse-admin';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

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
  /** The whole Chinese address line, as an admin writes it (decision 0099). */
  addressZh: text('address_zh').notNull().default(''),
  /** The recipient sellers write on consignment parcels (`{customerCode} {orderCode}`, decision 0099). */
  recipientTemplate: text('recipient_template').notNull().default(DEFAULT_RECIPIENT_TEMPLATE),
  /** Inactive: kept for its parcels and history, offered in no new choice. */
  active: boolean('active').notNull().default(true),
});

/** CN warehouse → VN warehouse; its shipping tariff is in the tariff version, keyed by route id. */
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
    /** Days from the China warehouse to the Vietnam one, as customers are told. */
    transitDays: integer('transit_days').notNull().default(7),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('shipping_routes_vn_warehouse_idx').on(t.vnWarehouseId)],
);

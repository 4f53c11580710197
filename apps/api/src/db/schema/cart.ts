/** Cart items waiting to be ordered (grouped by shop in the service). */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, money } from '../columns.ts';
import { users } from './auth.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    site: text('site').notNull(),
    productId: text('product_id'),
    url: text('url').notNull(),
    title: text('title').notNull(),
    shopName: text('shop_name').notNull(),
    skuProperties: jsonb('sku_properties').$type<Record<string, string>>().notNull(),
    unitPriceFen: money('unit_price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    imageUrl: text('image_url'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId)],
);

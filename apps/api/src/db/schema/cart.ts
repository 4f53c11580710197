/** Cart items waiting to be ordered (grouped by shop in the service). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
    /** "Cần báo giá": staff price it before the deposit (the order starts at `awaiting_quote`). */
    needsQuote: boolean('needs_quote').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_user_idx').on(t.userId),
    // The contract's bounds (decision 0022), so no line can make the cart's sums overflow: unit
    // price 1…MAX_UNIT_PRICE_FEN, quantity 1…MAX_QUANTITY, line at most MAX_LINE_FEN (all 1e8/1e5/1e8).
    check(
      'cart_items_line_amount_check',
      sql`${t.unitPriceFen} between 1 and 100000000 and ${t.quantity} between 1 and 100000 and ${t.unitPriceFen} * ${t.quantity} <= 100000000`,
    ),
  ],
);

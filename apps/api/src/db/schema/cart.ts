/** Cart items waiting to be ordered (grouped by shop in the service). */

import type { CartSnapshot } from '@app/shared/contracts/cart';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** The shop's SKU id and property ids (`1627207:28320;20509:28314`) when the page or provider had them. */
    skuId: text('sku_id'),
    propertyIds: text('property_ids'),
    /** What the line was added with, never changed afterwards; null for lines added before it was kept. */
    snapshot: jsonb('snapshot').$type<CartSnapshot>(),
    /** The customer's own weight per unit (grams) and the kind of goods they picked, for the estimate. */
    weightGrams: integer('weight_grams'),
    weightCategory: text('weight_category'),
    /** China domestic shipping the page or provider showed when the line was added, fen. */
    domesticShippingFen: integer('domestic_shipping_fen'),
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
    // The contract's bounds (cart.ts unitWeightGrams, domesticShippingFen).
    check('cart_items_weight_check', sql`${t.weightGrams} between 1 and 1000000`),
    check('cart_items_domestic_shipping_check', sql`${t.domesticShippingFen} between 0 and 10000000`),
  ],
);

/**
 * The China domestic shipping a customer entered for one shop group of their cart (PUT
 * /ShoppingCart/Shop), fen. `shopKey` is the shop name as cart.service `shopKey` normalises it
 * (trimmed, lower case); rows of groups the cart no longer holds are pruned when lines leave.
 */
export const cartShopShipping = pgTable(
  'cart_shop_shipping',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    site: text('site').notNull(),
    shopKey: text('shop_key').notNull(),
    domesticShippingFen: integer('domestic_shipping_fen').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_shop_shipping_user_shop_idx').on(t.userId, t.site, t.shopKey),
    check('cart_shop_shipping_fen_check', sql`${t.domesticShippingFen} between 0 and 10000000`),
  ],
);

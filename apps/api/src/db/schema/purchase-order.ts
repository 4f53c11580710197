/**
 * Purchase orders, their lines, and the sequence numbering their codes (DESIGN.md §3.1). Their status
 * events are rows of status_events (status-event.ts); the status column is written only by
 * lib/status/transition.ts and checked against the machine's statuses.
 */

import type { CartSnapshot } from '@app/shared/contracts/cart';
import type { PriceChange } from '@app/shared/contracts/purchase-order';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, oneOf } from '../columns.ts';
import { users } from './auth.ts';
import { tariffVersions } from './tariff.ts';
import { warehouses } from './warehouse.ts';

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: purchaseOrderMachine.statuses }).notNull(),
    site: text('site').notNull(),
    shopName: text('shop_name').notNull(),
    exchangeRate: integer('exchange_rate').notNull(),
    /** The tariff version in force when the order was placed: it prices the order to the end (decision 0099);
     * an insert that names none takes it from the database (SQL function `tariff_version_in_force()`, migration 0033). */
    tariffVersionId: integer('tariff_version_id')
      .notNull()
      .default(sql`tariff_version_in_force()`)
      .references(() => tariffVersions.id),
    options: jsonb('options').$type<{ counting: boolean; woodenCrate: boolean; insurance: boolean }>().notNull(),
    receiver: jsonb('receiver').$type<{ name: string; phone: string; address: string }>().notNull(),
    cnWarehouseId: integer('cn_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    vnWarehouseId: integer('vn_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    feeLines: jsonb('fee_lines').notNull(),
    goodsFen: money('goods_fen').notNull(),
    goodsVnd: money('goods_vnd').notNull(),
    feesVnd: money('fees_vnd').notNull(),
    totalVnd: money('total_vnd').notNull(),
    depositDueVnd: money('deposit_due_vnd').notNull(),
    paidVnd: money('paid_vnd').notNull().default(0),
    /** Placed with a line the company must price first (short link or "cần báo giá"): 100 % deposit. */
    needsQuote: boolean('needs_quote').notNull().default(false),
    /** The purchaser in charge of buying it (Mua hàng queue), and since when. */
    assigneeId: integer('assignee_id').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** When the deposit was paid: the buying queue waits from here, oldest first. */
    depositedAt: timestamp('deposited_at', { withTimezone: true }),
    /** The purchase waiting for the customer's answer (`awaiting_customer_confirmation`), else null. */
    priceChange: jsonb('price_change').$type<PriceChange>(),
    /**
     * The latest status change (the order's newest status event): when and by whom, written with the
     * event by lib/status/transition.ts so the staff list reads it from the row (decision 0076); null only
     * for a row written without a status event.
     */
    lastChangeAt: timestamp('last_change_at', { withTimezone: true }),
    lastChangeBy: text('last_change_by'),
    /**
     * What cancelling returned to the wallet (the `order-refund:{id}` posting), in đồng, written with
     * the cancellation (purchase-order-payment.service.ts `cancelLockedOrder`); 0 otherwise.
     */
    refundedVnd: money('refunded_vnd').notNull().default(0),
    /**
     * What a list row shows of the lines, fixed when the order is placed (lines are added only then;
     * buying and quoting change their bought quantities and prices, not these): how many lines and
     * units, and the first line's (lowest id) picture and name (decision 0076).
     */
    lineCount: integer('line_count').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    firstImageUrl: text('first_image_url'),
    firstLineTitle: text('first_line_title'),
    /**
     * The customer's level terms frozen when the order was priced (decision 0100): the deposit share
     * (basis points; null for orders priced before levels: the tariff's) and the service-fee discount.
     */
    depositBasisPoints: integer('deposit_basis_points'),
    serviceFeeDiscountBasisPoints: integer('service_fee_discount_basis_points').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_orders_user_idx').on(t.userId, t.createdAt, t.id),
    // The buying queue: deposited / purchasing orders, oldest deposit first.
    index('purchase_orders_queue_idx').on(t.status, t.depositedAt, t.id),
    index('purchase_orders_assignee_idx').on(t.assigneeId, t.status),
    index('purchase_orders_status_idx').on(t.status, t.createdAt, t.id),
    // The staff list without a status filter: newest first, deep pages seek here (decision 0024).
    index('purchase_orders_created_idx').on(t.createdAt, t.id),
    // Staff search by code prefix (`MH2611-0001…`, decision 0040): pattern ops serve a prefix LIKE.
    index('purchase_orders_code_prefix_idx').using('btree', sql`${t.code} text_pattern_ops`),
    check('purchase_orders_paid_nonneg', sql`${t.paidVnd} >= 0`),
    check('purchase_orders_status_check', oneOf(t.status, purchaseOrderMachine.statuses)),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    site: text('site').notNull(),
    productId: text('product_id'),
    url: text('url').notNull(),
    title: text('title').notNull(),
    skuProperties: jsonb('sku_properties').$type<Record<string, string>>().notNull(),
    imageUrl: text('image_url'),
    unitPriceFen: money('unit_price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    /** The customer asked for a quote ("cần báo giá"), or the link named no product. */
    needsQuote: boolean('needs_quote').notNull().default(false),
    /** What the purchaser bought (0 = out of stock) and at what unit price; null until bought. */
    boughtQuantity: integer('bought_quantity'),
    boughtUnitPriceFen: money('bought_unit_price_fen'),
    /** The shop order it was bought in. */
    shopOrderId: integer('shop_order_id').references((): AnyPgColumn => purchaseOrderShopOrders.id),
    /** Copied from the cart line when the order is placed: SKU id, property ids, and what it was added with. */
    skuId: text('sku_id'),
    propertyIds: text('property_ids'),
    snapshot: jsonb('snapshot').$type<CartSnapshot>(),
  },
  (t) => [
    // Every read of lines is by order (details, list summaries): without it each listed order scans all lines.
    index('purchase_order_lines_order_idx').on(t.orderId, t.id),
    index('purchase_order_lines_shop_order_idx').on(t.shopOrderId),
    check(
      'purchase_order_lines_bought_check',
      sql`(${t.boughtQuantity} is null) = (${t.boughtUnitPriceFen} is null) and (${t.boughtQuantity} is null or (${t.boughtQuantity} between 0 and ${t.quantity} and ${t.boughtUnitPriceFen} between 0 and 100000000))`,
    ),
  ],
);

/**
 * The orders the purchaser placed on the Chinese site for a purchase order (mã đơn shop): one
 * purchase order may need several, each with the seller's China domestic shipping (fen, at cost).
 */
export const purchaseOrderShopOrders = pgTable(
  'purchase_order_shop_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    shopOrderNumber: text('shop_order_number').notNull(),
    domesticShippingFen: money('domestic_shipping_fen').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('purchase_order_shop_orders_number_idx').on(t.orderId, t.shopOrderNumber),
    // Staff search by shop order number (exact or prefix).
    index('purchase_order_shop_orders_search_idx').on(t.shopOrderNumber.op('text_pattern_ops')),
    check('purchase_order_shop_orders_shipping_check', sql`${t.domesticShippingFen} >= 0`),
  ],
);

/** Numbers the human order codes (`MH2611-000123`). */
export const purchaseOrderCodeSeq = pgSequence('purchase_order_code_seq');

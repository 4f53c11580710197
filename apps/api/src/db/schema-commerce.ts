/**
 * Schema of addresses, cart, purchase orders, the double-entry ledger and recharges.
 * Ledger: every journal entry's lines sum to zero (DESIGN.md §3.8); a customer wallet account
 * can never go below zero (CHECK constraint, plus a row lock in the service).
 */

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';
import { companyBankAccounts, users, warehouses } from './schema.ts';

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    receiverName: text('receiver_name').notNull(),
    phone: text('phone').notNull(),
    provinceCode: text('province_code').notNull(),
    wardCode: text('ward_code').notNull(),
    street: text('street').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

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

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    site: text('site').notNull(),
    shopName: text('shop_name').notNull(),
    exchangeRate: integer('exchange_rate').notNull(),
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_orders_user_idx').on(t.userId, t.createdAt),
    index('purchase_orders_status_idx').on(t.status, t.createdAt),
    check('purchase_orders_paid_nonneg', sql`${t.paidVnd} >= 0`),
  ],
);

export const purchaseOrderLines = pgTable('purchase_order_lines', {
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
});

export const purchaseOrderEvents = pgTable(
  'purchase_order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_order_events_order_idx').on(t.orderId)],
);

/** Ledger accounts: one wallet per customer, and system accounts by code. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['customer_wallet', 'bank_clearing', 'order_prepayments', 'fee_revenue'] }).notNull(),
    userId: integer('user_id')
      .references(() => users.id)
      .unique(),
    balanceVnd: money('balance_vnd').notNull().default(0),
  },
  (t) => [check('wallet_never_negative', sql`${t.kind} <> 'customer_wallet' OR ${t.balanceVnd} >= 0`)],
);

export const journalEntries = pgTable('journal_entries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  type: text('type').notNull(),
  description: text('description').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

export const journalLines = pgTable(
  'journal_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountVnd: money('amount_vnd').notNull(),
    balanceAfterVnd: money('balance_after_vnd').notNull(),
  },
  (t) => [index('journal_lines_account_idx').on(t.accountId, t.id)],
);

/** Stored answers of idempotent requests, per user and key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const recharges = pgTable(
  'recharges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountVnd: money('amount_vnd').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'cancelled'] })
      .notNull()
      .default('pending'),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => companyBankAccounts.id),
    note: text('note').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
  },
  (t) => [index('recharges_status_idx').on(t.status, t.createdAt), index('recharges_user_idx').on(t.userId)],
);

/** Numbers the human order codes (`MH2611-000123`). */
export const purchaseOrderCodeSeq = pgSequence('purchase_order_code_seq');

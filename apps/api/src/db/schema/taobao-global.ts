/**
 * Taobao Global (DESIGN.md §3.3, decisions 0116 and 0117), owned by modules/taobao-global: the
 * customers' linked Taobao buyer accounts (tokens encrypted at rest with AES-256-GCM, never stored
 * in clear), the orders imported from them with their sub-orders and tracking numbers. An imported
 * order is a kind of order (`taobao_global_order`, decision 0089): its tracking numbers are
 * `parcels` rows of that order; its `total_vnd` is the parcels' shipping, `paid_vnd` moves with a
 * delivery request's posting. Status columns are written only by lib/status/transition.ts.
 */
import type { FeeLine } from '@app/shared/contracts/purchase-order';
import { taobaoGlobalOrderMachine, taobaoTokenMachine } from '@app/shared/machines/taobao-global';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, oneOf } from '../columns.ts';
import { users } from './auth.ts';
import { payOnBehalfOrders } from './pay-on-behalf.ts';
import { tariffVersions } from './tariff.ts';
import { warehouses } from './warehouse.ts';

export const taobaoTokens = pgTable(
  'taobao_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The provider's account id (`taobao_user_id`): linked to one customer at a time. */
    providerAccountId: text('provider_account_id').notNull(),
    nick: text('nick').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM under TAOBAO_TOKEN_KEY (decision 0116). */
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    status: text('status', { enum: taobaoTokenMachine.statuses }).notNull(),
    /** The route the account's parcels take (chosen when linking). */
    cnWarehouseId: integer('cn_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    vnWarehouseId: integer('vn_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** The newest `modified` time the sync has seen: the next sync asks for orders changed since. */
    syncedUntil: timestamp('synced_until', { withTimezone: true }),
    lastSyncError: text('last_sync_error').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('taobao_tokens_user_idx').on(t.userId, t.createdAt),
    index('taobao_tokens_cn_warehouse_idx').on(t.cnWarehouseId),
    index('taobao_tokens_vn_warehouse_idx').on(t.vnWarehouseId),
    // One live link per provider account (a revoked one may be linked again, by anyone).
    uniqueIndex('taobao_tokens_account_live_uq').on(t.providerAccountId).where(sql`${t.status} <> 'revoked'`),
    check('taobao_tokens_status_check', oneOf(t.status, taobaoTokenMachine.statuses)),
  ],
);

export const taobaoGlobalOrders = pgTable(
  'taobao_global_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `TG2611-000123`. */
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenId: integer('token_id')
      .notNull()
      .references(() => taobaoTokens.id),
    /** The platform's order id (`tid`). */
    platformOrderId: text('platform_order_id').notNull().unique(),
    status: text('status', { enum: taobaoGlobalOrderMachine.statuses }).notNull(),
    sellerNick: text('seller_nick').notNull().default(''),
    totalFen: money('total_fen').notNull(),
    postFeeFen: money('post_fee_fen').notNull().default(0),
    paymentFen: money('payment_fen').notNull(),
    createdOnPlatformAt: timestamp('created_on_platform_at', { withTimezone: true }).notNull(),
    paidOnPlatformAt: timestamp('paid_on_platform_at', { withTimezone: true }),
    modifiedOnPlatformAt: timestamp('modified_on_platform_at', { withTimezone: true }).notNull(),
    cnWarehouseId: integer('cn_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    vnWarehouseId: integer('vn_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** Consignment exchange rate when imported: prices the parcels like consignment ones (decision 0062). */
    exchangeRate: integer('exchange_rate').notNull(),
    tariffVersionId: integer('tariff_version_id')
      .notNull()
      .default(sql`tariff_version_in_force()`)
      .references(() => tariffVersions.id),
    feeLines: jsonb('fee_lines').$type<FeeLine[]>().notNull().default(sql`'[]'::jsonb`),
    /** The parcels' shipping to Vietnam, đồng; paid with the delivery request. */
    totalVnd: money('total_vnd').notNull().default(0),
    paidVnd: money('paid_vnd').notNull().default(0),
    /** The pay-on-behalf order it was last sent in (POST /TaobaoIntOrder/Pay, decision 0120). */
    payOnBehalfOrderId: integer('pay_on_behalf_order_id').references(() => payOnBehalfOrders.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('taobao_global_orders_pob_idx').on(t.payOnBehalfOrderId),
    index('taobao_global_orders_user_idx').on(t.userId, t.createdOnPlatformAt, t.id),
    index('taobao_global_orders_token_idx').on(t.tokenId),
    index('taobao_global_orders_status_idx').on(t.status, t.createdAt, t.id),
    index('taobao_global_orders_cn_warehouse_idx').on(t.cnWarehouseId),
    index('taobao_global_orders_vn_warehouse_idx').on(t.vnWarehouseId),
    index('taobao_global_orders_tariff_version_idx').on(t.tariffVersionId),
    check('taobao_global_orders_paid_nonneg', sql`${t.paidVnd} >= 0`),
    check('taobao_global_orders_status_check', oneOf(t.status, taobaoGlobalOrderMachine.statuses)),
  ],
);

/** Numbers Taobao Global order codes (`TG2611-000123`). */
export const taobaoGlobalOrderCodeSeq = pgSequence('taobao_global_order_code_seq');

export const taobaoGlobalSubOrders = pgTable(
  'taobao_global_sub_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => taobaoGlobalOrders.id),
    /** The platform's sub-order id (`oid`). */
    platformSubOrderId: text('platform_sub_order_id').notNull(),
    title: text('title').notNull(),
    skuProperties: text('sku_properties').notNull().default(''),
    quantity: integer('quantity').notNull(),
    priceFen: money('price_fen').notNull(),
    paymentFen: money('payment_fen').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    refundStatus: text('refund_status').notNull().default('NO_REFUND'),
    /** The platform's refund of this line (`refund_id`), once the buyer opened one there. */
    platformRefundId: text('platform_refund_id'),
    /** The platform's deadline for the refund's next step (`timeout`), from its refund status. */
    refundTimeoutAt: timestamp('refund_timeout_at', { withTimezone: true }),
    /** Our latest refund request for this line (a pay-on-behalf refund request, decision 0120). */
    refundRequestId: integer('refund_request_id'),
  },
  (t) => [
    unique('taobao_global_sub_orders_oid_uq').on(t.orderId, t.platformSubOrderId),
    index('taobao_global_sub_orders_refund_idx').on(t.refundRequestId),
  ],
);

export const taobaoGlobalTrackings = pgTable(
  'taobao_global_trackings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => taobaoGlobalOrders.id),
    trackingCode: text('tracking_code').notNull(),
    company: text('company').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [unique('taobao_global_trackings_code_uq').on(t.orderId, t.trackingCode)],
);

/**
 * Consignment orders (đơn ký gửi, DESIGN.md §3.4): a customer who bought elsewhere sends parcels
 * through our warehouses. The declared parcels are rows of `parcels` (status `expected`) with
 * `order_type = 'consignment_order'` (decision 0089); what the customer declared for each lives in
 * `consignment_declarations`. Money as on purchase orders: fee lines, `total_vnd` once weighed,
 * `paid_vnd` paid from the wallet by a delivery request (§3.6). The status column is written only by
 * lib/status/transition.ts.
 */

import type { FeeLine } from '@app/shared/contracts/purchase-order';
import { consignmentMachine } from '@app/shared/machines/consignment';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money, oneOf } from '../columns.ts';
import { users } from './auth.ts';
import { tariffVersions } from './tariff.ts';
import { warehouses } from './warehouse.ts';

export const consignmentOrders = pgTable(
  'consignment_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `KG2611-000123`. */
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: consignmentMachine.statuses }).notNull(),
    shippingType: text('shipping_type', { enum: ['normal', 'fast'] }).notNull(),
    options: jsonb('options').$type<{ woodenCrate: boolean; insurance: boolean }>().notNull(),
    receiver: jsonb('receiver').$type<{ name: string; phone: string; address: string }>().notNull(),
    cnWarehouseId: integer('cn_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    vnWarehouseId: integer('vn_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** Consignment exchange rate in force when created (VND per CNY): prices the crate's CNY tariff. */
    exchangeRate: integer('exchange_rate').notNull(),
    /** The tariff version in force when the order was created: it prices every parcel (decision 0099);
     * an insert that names none takes it from the database (SQL function `tariff_version_in_force()`, migration 0033). */
    tariffVersionId: integer('tariff_version_id')
      .notNull()
      .default(sql`tariff_version_in_force()`)
      .references(() => tariffVersions.id),
    feeLines: jsonb('fee_lines').$type<FeeLine[]>().notNull().default(sql`'[]'::jsonb`),
    /** Sum of the declared values (đồng): the base of insurance. */
    declaredValueVnd: money('declared_value_vnd').notNull().default(0),
    totalVnd: money('total_vnd').notNull().default(0),
    paidVnd: money('paid_vnd').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consignment_orders_user_idx').on(t.userId, t.createdAt, t.id),
    index('consignment_orders_status_idx').on(t.status, t.createdAt, t.id),
    index('consignment_orders_cn_warehouse_idx').on(t.cnWarehouseId),
    index('consignment_orders_vn_warehouse_idx').on(t.vnWarehouseId),
    check('consignment_orders_paid_nonneg', sql`${t.paidVnd} >= 0`),
    check('consignment_orders_status_check', oneOf(t.status, consignmentMachine.statuses)),
  ],
);

/** Numbers consignment order codes (`KG2611-000123`). */
export const consignmentOrderCodeSeq = pgSequence('consignment_order_code_seq');

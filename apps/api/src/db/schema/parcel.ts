/**
 * Parcels (kiện hàng, DESIGN.md §3.5) and what hangs on them: photos, customers' claims on unclaimed
 * parcels, consignment declarations. Bags and station scans are warehouse-ops' (schema/warehouse-ops.ts). Parcel and bag statuses are written only by lib/status/transition.ts; their events are rows of
 * status_events. A parcel with no order and no customer is unclaimed (kiện trôi nổi).
 */

import type { FeeLine } from '@app/shared/contracts/purchase-order';
import { parcelMachine } from '@app/shared/machines/parcel';
import { parcelClaimMachine } from '@app/shared/machines/parcel-claim';
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
import { createdAt, money, oneOf, orderTypeNames } from '../columns.ts';
import { users } from './auth.ts';
import { consignmentOrders } from './consignment.ts';
import { tariffVersions } from './tariff.ts';
import { warehouses } from './warehouse.ts';
import { bags } from './warehouse-ops.ts';

export const parcels = pgTable(
  'parcels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `PK00001234`: the company's own code, printed on the label as Code 128 and QR. */
    code: text('code').notNull().unique(),
    /** The seller's courier tracking code (mã vận đơn), upper case. */
    trackingCode: text('tracking_code').notNull(),
    /**
     * The order it belongs to, one reference for every kind of order (decision 0089): `order_type`
     * names the declaration (modules/order/order-types.service.ts), `order_id` the row; both null
     * or both set. No foreign key: the row lives in the table of the order's type.
     */
    orderType: text('order_type', { enum: orderTypeNames }),
    orderId: integer('order_id'),
    /** The customer it belongs to; null while unclaimed. */
    userId: integer('user_id').references(() => users.id),
    status: text('status', { enum: parcelMachine.statuses }).notNull(),
    /** The CN warehouse it was (or will be) received at, and the VN warehouse it goes to. */
    cnWarehouseId: integer('cn_warehouse_id').references(() => warehouses.id),
    vnWarehouseId: integer('vn_warehouse_id').references(() => warehouses.id),
    /** Where it is now; null while expected or on the road. */
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    /** The bag it travels (or travelled) in. */
    bagId: integer('bag_id').references((): AnyPgColumn => bags.id),
    weightGrams: integer('weight_grams'),
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    volumetricKg10: integer('volumetric_kg10'),
    chargeableKg10: integer('chargeable_kg10'),
    /** Shipping and crate lines of the last weighing (shared/parcel-fees.ts); [] before. */
    feeLines: jsonb('fee_lines').$type<FeeLine[]>().notNull().default(sql`'[]'::jsonb`),
    feeVnd: money('fee_vnd'),
    measuredAt: timestamp('measured_at', { withTimezone: true }),
    /** The tariff version that priced the last measurement: its order's, or the one in force without an order (decision 0099). */
    tariffVersionId: integer('tariff_version_id').references(() => tariffVersions.id),
    measuredBy: integer('measured_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One parcel per courier code: a second scan of the same code finds the first.
    uniqueIndex('parcels_tracking_code_idx').on(t.trackingCode),
    index('parcels_order_ref_idx').on(t.orderType, t.orderId, t.id),
    check('parcels_order_ref_whole', sql`(${t.orderType} is null) = (${t.orderId} is null)`),
    check('parcels_order_type_check', oneOf(t.orderType, orderTypeNames)),
    index('parcels_user_idx').on(t.userId, t.createdAt, t.id),
    index('parcels_bag_idx').on(t.bagId, t.id),
    index('parcels_warehouse_idx').on(t.warehouseId, t.status),
    index('parcels_unclaimed_idx').on(t.createdAt, t.id).where(sql`${t.userId} is null`),
    index('parcels_cn_warehouse_idx').on(t.cnWarehouseId),
    index('parcels_vn_warehouse_idx').on(t.vnWarehouseId),
    index('parcels_measured_by_idx').on(t.measuredBy),
    check('parcels_status_check', oneOf(t.status, parcelMachine.statuses)),
  ],
);

/** Numbers parcel codes (`PK00001234`). */
export const parcelCodeSeq = pgSequence('parcel_code_seq');

/** Photos taken at the station; `storage_key` is ours (never the uploader's file name). */
export const parcelPhotos = pgTable(
  'parcel_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    /**
     * The photo shows the courier label: customers never see it on an unclaimed parcel (its code is
     * the proof a claim needs). True until staff clear it (decision 0083).
     */
    showsLabel: boolean('shows_label').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('parcel_photos_parcel_idx').on(t.parcelId, t.id),
    index('parcel_photos_uploaded_by_idx').on(t.uploadedBy),
  ],
);

/**
 * A customer's claim on an unclaimed parcel, with their proof, for staff to confirm or reject; its
 * status moves through lib/status/transition.ts (machine `parcel_claim`). A claim made by declaring the code
 * in a consignment order keeps that order and the declaration, for the parcel to join the order when
 * staff confirm (decision 0083).
 */
export const parcelClaims = pgTable(
  'parcel_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    note: text('note').notNull(),
    status: text('status', { enum: parcelClaimMachine.statuses }).notNull().default('pending'),
    /** The consignment order that declared the code (and what was declared), when made so. */
    consignmentOrderId: integer('consignment_order_id').references(() => consignmentOrders.id),
    description: text('description'),
    quantity: integer('quantity'),
    declaredValueVnd: money('declared_value_vnd'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parcel_claims_parcel_user_idx').on(t.parcelId, t.userId),
    index('parcel_claims_user_idx').on(t.userId, t.id),
    index('parcel_claims_decided_by_idx').on(t.decidedBy),
    index('parcel_claims_consignment_order_idx').on(t.consignmentOrderId),
    check('parcel_claims_status_check', oneOf(t.status, parcelClaimMachine.statuses)),
  ],
);

/**
 * What the customer declared for each parcel of a consignment order (DESIGN.md §3.4): goods,
 * quantity and value (the base of insurance). One row per declared parcel; it goes with the parcel
 * when the code is removed before it is received.
 */
export const consignmentDeclarations = pgTable(
  'consignment_declarations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    consignmentOrderId: integer('consignment_order_id')
      .notNull()
      .references(() => consignmentOrders.id),
    parcelId: integer('parcel_id')
      .notNull()
      .unique()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    declaredValueVnd: money('declared_value_vnd').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consignment_declarations_order_idx').on(t.consignmentOrderId, t.id),
    check('consignment_declarations_quantity_pos', sql`${t.quantity} > 0`),
    check('consignment_declarations_value_nonneg', sql`${t.declaredValueVnd} >= 0`),
  ],
);

/**
 * Delivery requests (yêu cầu giao, DESIGN.md §3.6, decision 0065): parcels waiting at a VN warehouse
 * leave it for the customer. `delivery_request_parcels` holds which parcels a request carries; a
 * partial unique index lets a parcel be in at most one live request (`active`), so concurrent
 * requests over the same parcels create one. `delivery_request_payments` holds what the request paid
 * on each order (purchase or consignment), reversed when the request is cancelled. The status column
 * is written only by lib/status/transition.ts.
 */

import { deliveryMachine } from '@app/shared/machines/delivery';
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
import { addresses } from './address.ts';
import { users } from './auth.ts';
import { parcels } from './parcel.ts';
import { warehouses } from './warehouse.ts';

const methods = ['pickup', 'company_courier', 'carrier', 'coach'] as const;
const paymentKinds = ['request', 'shipping', 'moved'] as const;

export const deliveryRequests = pgTable(
  'delivery_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `GH2611-000123`. */
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: deliveryMachine.statuses }).notNull(),
    vnWarehouseId: integer('vn_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    method: text('method', { enum: methods }).notNull(),
    addressId: integer('address_id').references(() => addresses.id),
    /** The address as it was when the request was made. */
    receiver: jsonb('receiver').$type<{ name: string; phone: string; address: string }>().notNull(),
    note: text('note').notNull().default(''),
    /** The carrier, or the coach's name (method `coach`). */
    carrier: text('carrier'),
    trackingCode: text('tracking_code'),
    /** The coach's phone (method `coach`, decision 0091). */
    carrierPhone: text('carrier_phone'),
    /** What the carrier collects from the receiver (thu hộ), đồng; 0 for none. */
    codVnd: money('cod_vnd').notNull().default(0),
    /** Sum of the payments the request made (đồng); unchanged by a cancellation (the payments say refunded). */
    paidVnd: money('paid_vnd').notNull().default(0),
    /** The export slip (phiếu xuất), made when staff start processing: `PX2611-000123`. */
    exportSlipCode: text('export_slip_code').unique(),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    /** Who made it: the customer, or a staff member for a customer who called in. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_requests_user_idx').on(t.userId, t.createdAt, t.id),
    // The staff queue: by warehouse and status, oldest first.
    index('delivery_requests_queue_idx').on(t.vnWarehouseId, t.status, t.createdAt, t.id),
    index('delivery_requests_status_idx').on(t.status, t.createdAt, t.id),
    index('delivery_requests_address_idx').on(t.addressId),
    index('delivery_requests_created_by_idx').on(t.createdBy),
    check('delivery_requests_status_check', oneOf(t.status, deliveryMachine.statuses)),
    check('delivery_requests_method_check', oneOf(t.method, methods)),
    check('delivery_requests_money_check', sql`${t.codVnd} >= 0 and ${t.paidVnd} >= 0`),
  ],
);

export const deliveryRequestParcels = pgTable(
  'delivery_request_parcels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => deliveryRequests.id),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id),
    /** False once the request is cancelled: the parcel may then join another request. */
    active: boolean('active').notNull().default(true),
    scannedOutAt: timestamp('scanned_out_at', { withTimezone: true }),
    scannedOutBy: integer('scanned_out_by').references(() => users.id),
  },
  (t) => [
    index('delivery_request_parcels_request_idx').on(t.requestId, t.parcelId),
    // One live request per parcel, whatever the races (decision 0065).
    uniqueIndex('delivery_request_parcels_active_idx').on(t.parcelId).where(sql`${t.active}`),
    index('delivery_request_parcels_parcel_idx').on(t.parcelId),
    index('delivery_request_parcels_scanned_by_idx').on(t.scannedOutBy),
  ],
);

export const deliveryRequestPayments = pgTable(
  'delivery_request_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => deliveryRequests.id),
    orderType: text('order_type', { enum: orderTypeNames }).notNull(),
    orderId: integer('order_id').notNull(),
    orderCode: text('order_code').notNull(),
    amountVnd: money('amount_vnd').notNull(),
    /**
     * How the request came to hold it (decision 0084): `request` paid when the request was made,
     * `shipping` paid when it was shipped (what the order still owed then), `moved` handed over by a
     * cancelled request whose payment this one relied on (no money moved; `moved_from_request_id`).
     */
    kind: text('kind', { enum: paymentKinds }).notNull().default('request'),
    /** When the request was cancelled and this payment closed: refunded, handed over, or both. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** What of it went back to the wallet at the cancellation (đồng); the rest was handed over. */
    refundedVnd: money('refunded_vnd').notNull().default(0),
    /** The live request it was handed over to at the cancellation, instead of a refund. */
    movedToRequestId: integer('moved_to_request_id').references((): AnyPgColumn => deliveryRequests.id),
    /** For a `moved` payment: the cancelled request that handed it over. */
    movedFromRequestId: integer('moved_from_request_id').references((): AnyPgColumn => deliveryRequests.id),
  },
  (t) => [
    // Several rows per order and request: paid at the request, at shipping, handed over (decision 0084).
    index('delivery_request_payments_order_idx').on(t.requestId, t.orderType, t.orderId),
    index('delivery_request_payments_subject_idx').on(t.orderType, t.orderId),
    index('delivery_request_payments_moved_to_idx').on(t.movedToRequestId),
    index('delivery_request_payments_moved_from_idx').on(t.movedFromRequestId),
    check('delivery_request_payments_amount_check', sql`${t.amountVnd} > 0`),
    check('delivery_request_payments_type_check', oneOf(t.orderType, orderTypeNames)),
    check('delivery_request_payments_kind_check', oneOf(t.kind, paymentKinds)),
    check(
      'delivery_request_payments_refunded_check',
      sql`${t.refundedVnd} >= 0 and ${t.refundedVnd} <= ${t.amountVnd}`,
    ),
  ],
);

/** Numbers delivery request codes (`GH2611-000123`); the export slip shares the number (`PX…`). */
export const deliveryRequestCodeSeq = pgSequence('delivery_request_code_seq');

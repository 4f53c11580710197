/**
 * What other modules may embed in their own SQL about parcels (decision 0088): read-only scalar
 * subqueries keyed by a column of the caller's query. The parcel tables stay this module's.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { parcels as p } from '../../db/schema/parcel.ts';
import type { OrderRef } from '../order/order-types.service.ts';

const parcel = aliased(p, 'ref_parcel');

/** The weight of parcel `parcelId` in grams; null before it is weighed. One primary-key probe. */
export function parcelWeightGrams(parcelId: AnyPgColumn | SQL): SQL<number | null> {
  return sql<
    number | null
  >`(select ${parcel.col(p.weightGrams)} from ${parcel.from} where ${parcel.col(p.id)} = ${outer(parcelId)})`;
}

/** Chargeable weight (tenths of a kg) of parcel `parcelId`, null before weighing (a scalar subquery). */
export function parcelChargeableKg10(parcelId: AnyPgColumn | SQL): SQL<number | null> {
  return sql<
    number | null
  >`(select ${parcel.col(p.chargeableKg10)} from ${parcel.from} where ${parcel.col(p.id)} = ${outer(parcelId)})`;
}

/** Parcel `parcelId` belongs to order `ref` (one primary-key probe). */
export function parcelOfOrder(parcelId: AnyPgColumn | SQL, ref: OrderRef): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${parcel.from} where ${parcel.col(p.id)} = ${outer(parcelId)} and ${parcel.col(p.orderType)} = ${ref.type} and ${parcel.col(p.orderId)} = ${ref.id})`;
}

/** How many parcels bag `bagId` carries. */
export function parcelCountOfBag(bagId: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${parcel.from} where ${parcel.col(p.bagId)} = ${outer(bagId)})`;
}

/** How many parcels of bag `bagId` were scanned out of `in_transit` (arrived). */
export function arrivedCountOfBag(bagId: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${parcel.from} where ${parcel.col(p.bagId)} = ${outer(bagId)} and ${parcel.col(p.status)} <> 'in_transit')`;
}

/** Parcel `parcelId` as `{ id, code, userId, orderType, orderId }` (notifications, decision 0110); null for none. */
export function parcelRefOf(parcelId: AnyPgColumn | SQL): SQL<{
  id: number;
  code: string;
  userId: number | null;
  orderType: string | null;
  orderId: number | null;
} | null> {
  return sql`(select json_build_object('id', ${parcel.col(p.id)}, 'code', ${parcel.col(p.code)}, 'userId', ${parcel.col(p.userId)}, 'orderType', ${parcel.col(p.orderType)}, 'orderId', ${parcel.col(p.orderId)}) from ${parcel.from} where ${parcel.col(p.id)} = ${outer(parcelId)})`;
}

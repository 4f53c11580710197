/**
 * What other modules may embed in their own SQL about delivery requests (decision 0088): whether a
 * parcel is in a live request. The request tables stay this module's.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { deliveryRequestParcels as l, deliveryRequests as r } from '../../db/schema/delivery.ts';

const link = aliased(l, 'ref_delivery_link');
const req = aliased(r, 'ref_delivery_request');

/**
 * The code of the live delivery request (requested, processing or shipped: its link active, the
 * request not delivered) that holds parcel `parcelId`; null for none. One probe on the link's index.
 */
export function liveRequestCodeOfParcel(parcelId: AnyPgColumn | SQL | number): SQL<string | null> {
  const id = typeof parcelId === 'number' ? sql`${parcelId}` : outer(parcelId);
  return sql<
    string | null
  >`(select ${req.col(r.code)} from ${link.from} join ${req.from} on ${req.col(r.id)} = ${link.col(l.requestId)} where ${link.col(l.parcelId)} = ${id} and ${link.col(l.active)} and ${req.col(r.status)} in ('requested', 'processing', 'shipped') limit 1)`;
}

/** Parcel `parcelId` is in a live request (its link active, the request not cancelled). */
export function inLiveRequest(parcelId: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${link.from} where ${link.col(l.parcelId)} = ${outer(parcelId)} and ${link.col(l.active)})`;
}

/** Delivery request `id` as `{ id, code, userId }` (notifications, decision 0110); null for none. */
export function deliveryRequestRefOf(id: AnyPgColumn | SQL): SQL<{ id: number; code: string; userId: number } | null> {
  return sql`(select json_build_object('id', ${req.col(r.id)}, 'code', ${req.col(r.code)}, 'userId', ${req.col(r.userId)}) from ${req.from} where ${req.col(r.id)} = ${outer(id)})`;
}

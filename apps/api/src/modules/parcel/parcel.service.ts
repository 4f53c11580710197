/**
 * Reading parcels: the customer's own at /Package, any for staff. Loads the joins, photos and events
 * a view needs in a fixed number of queries, whatever the count.
 */
import type {
  AdminParcel,
  AdminParcelSummary,
  Parcel,
  ParcelSummary,
  parcelListQuery,
} from '@app/shared/contracts/parcel';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import type { OrderTypeName } from '../order/order-types.service.ts';
import { listWarehouses } from '../warehouse/warehouse.service.ts';
import {
  mapAdminParcel,
  mapAdminParcelSummary,
  mapParcel,
  mapParcelSummary,
  type PhotoUrl,
  type WarehouseNames,
} from './parcel.mapper.ts';
import * as repo from './parcel.repository.ts';

export type { PhotoUrl, WarehouseNames } from './parcel.mapper.ts';
export type { PhotoUrls } from './photo-urls.ts';

/** Warehouse names by id (a prepared statement; a handful of rows). */
export async function warehouseNames(db: Executor): Promise<WarehouseNames> {
  return new Map((await listWarehouses(db)).map((w) => [w.id, w.name]));
}

/** Staff summaries of parcels by id, id order (the actor sees every parcel). */
export async function loadAdminSummaries(
  db: Executor,
  actor: Actor | SystemActor,
  ids: number[],
): Promise<AdminParcelSummary[]> {
  const rows = await repo.findJoined(db, actor, ids);
  const names = await warehouseNames(db);
  return rows.map((r) => mapAdminParcelSummary(r, names));
}

/** One parcel as staff see it; 404 `parcel-not-found`. */
export async function getAdminParcel(db: Executor, actor: Actor, id: number, url: PhotoUrl): Promise<AdminParcel> {
  const [row] = await repo.findJoined(db, actor, [id]);
  if (!row) throw new AppError('parcel-not-found');
  const details = await repo.findParcelDetails(db, [id]);
  return mapAdminParcel(row, await warehouseNames(db), details, url);
}

/** One of the actor's parcels with photos and events; another customer's is 404 `parcel-not-found`. */
export async function getParcel(db: Db, actor: Actor, id: number, url: PhotoUrl): Promise<Parcel> {
  const [row] = await repo.findJoined(db, actor, [id]);
  if (!row) throw new AppError('parcel-not-found');
  const details = await repo.findParcelDetails(db, [id]);
  return mapParcel(row, await warehouseNames(db), details, url);
}

/** A page of the actor's parcels, newest first. */
export async function listParcels(db: Db, actor: Actor, q: z.output<typeof parcelListQuery>) {
  const { rows, total } = await repo.listParcels(db, actor, q);
  const names = await warehouseNames(db);
  const items: ParcelSummary[] = rows.map((r) => mapParcelSummary(r, names));
  return { items, page: q.page, pageSize: q.pageSize, total };
}

/** The tracking codes of the parcels of orders `ids` of kind `type`, id order (list rows show them). */
export function trackingCodesOfOrders(
  db: Executor,
  type: OrderTypeName,
  ids: number[],
): Promise<{ orderId: number; trackingCode: string }[]> {
  return repo.trackingCodesOfOrders(db, type, ids);
}

/** The staff member's last `limit` scans at a warehouse, newest first, as the station shows them. */
export async function recentScans(db: Executor, staffId: number, warehouseId: number, limit = 20) {
  const rows = await repo.recentScans(db, staffId, warehouseId, limit);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    outcome: r.outcome,
    message: r.message,
    parcelId: r.parcelId,
    createdAt: r.createdAt.toISOString(),
  }));
}

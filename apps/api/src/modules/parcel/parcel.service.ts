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
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import type { OrderRef, OrderRow, OrderTypeName } from '../order/order-types.service.ts';
import { listWarehouses } from '../warehouse/warehouse.service.ts';
import { followParcels } from './order-progress.ts';
import {
  mapAdminParcel,
  mapAdminParcelSummary,
  mapParcel,
  mapParcelSummary,
  type PhotoUrl,
  parcelMayLeaveChina,
  type WarehouseNames,
} from './parcel.mapper.ts';
import * as repo from './parcel.repository.ts';

export type { PhotoUrl, WarehouseNames } from './parcel.mapper.ts';
export { mapAdminParcelSummary } from './parcel.mapper.ts';
export type { JoinedParcel, LinkedParcel, ParcelRow, ParcelWithOrder, RequestLinks } from './parcel.repository.ts';
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

// For delivery requests (decisions 0065, 0084): the parcels a request may carry, locks, and the
// request's parcels joined through the link columns the delivery module passes.

/** The user's parcels a new delivery request may carry (at a VN warehouse, of an order, weighed, in no live request). */
export function parcelsAvailableForDelivery(db: Executor, userId: number) {
  return repo.availableForDelivery(db, userId);
}

/** How many of the user's parcels wait at a VN warehouse unweighed. */
export function countUnweighedAtVn(db: Executor, userId: number) {
  return repo.countUnweighedAtVn(db, userId);
}

/** How many of the user's parcels at a VN warehouse are in a live delivery request. */
export function countInLiveRequest(db: Executor, userId: number) {
  return repo.countInLiveRequest(db, userId);
}

/** Parcels by id with their orders' views, no lock (warehouse, then id order). */
export function parcelsWithOrders(db: Executor, ids: number[]) {
  return repo.parcelsWithOrders(db, ids);
}

/**
 * Locks the parcels (id order) and answers whether each is in a live delivery request. Lock their
 * orders first (`lockOrders`): orders, then parcels.
 */
export function lockParcelsForDelivery(db: Executor, ids: number[]) {
  return repo.lockWithRequestState(db, ids);
}

/** The parcel whose parcel code or tracking code is `code` (our own code first). */
export function findParcelByCode(db: Executor, code: string) {
  return repo.findByCode(db, code);
}

/** Every parcel of an order, id order. */
export function parcelsOfOrder(db: Executor, ref: OrderRef) {
  return repo.parcelsOfOrder(db, ref);
}

/** The request links matching `where`, each with its parcel and order code, in one statement. */
export function parcelsOfRequestLinks(db: Executor, links: repo.RequestLinks, where: SQL) {
  return repo.linkedParcels(db, links, where);
}

// For warehouse operations (bags, decision 0088 addendum).

/** The parcel if `actor` may see it, locked for update (lock its order first). */
export function lockParcel(db: Executor, actor: Actor | SystemActor, id: number) {
  return repo.lockParcel(db, actor, id);
}

/** True when the parcel's order lets it leave China (deposited, by its kind's rule); false when unseen. */
export async function parcelMayLeaveChinaById(db: Executor, actor: Actor | SystemActor, id: number) {
  const [joined] = await repo.findJoined(db, actor, [id]);
  return joined !== undefined && parcelMayLeaveChina(joined);
}

/** Puts the parcel in bag `bagId`, or takes it out (null). */
export function setParcelBag(db: Executor, parcelId: number, bagId: number | null) {
  return repo.setBag(db, parcelId, bagId);
}

/** How many parcels bag `bagId` carries. */
export function countParcelsInBag(db: Executor, bagId: number) {
  return repo.countInBag(db, bagId);
}

/** The parcels in bag `bagId`, id order. */
export function parcelsOfBag(db: Executor, bagId: number) {
  return repo.parcelsOfBag(db, bagId);
}

/** Moves the (locked) order along its parcels' statuses (order-progress.ts), as `actor`. */
export async function followOrderParcels<Row extends OrderRow>(
  tx: Tx,
  order: Row & OrderRef,
  actor: Actor | SystemActor,
) {
  return followParcels(tx, order.type, order, await repo.statusesOfOrder(tx, order), actor);
}

// For the scan station (warehouse-ops/scan.service.ts): the named statements parcel owns, the same
// statements the station always ran (decisions 0059, 0074, 0089).

/** The parcel of `code` locked with its order (locked first) and customer, in one statement. */
export function lockParcelByCode(db: Executor, code: string) {
  return repo.lockByCode(db, code);
}

/** What else a scanned code may be (a parcel id, a bag id), in one statement. */
export function codeOwner(db: Executor, code: string) {
  return repo.findCodeOwner(db, code);
}

/** The parcel whose own code (`PK00001234`) is `code`. */
export function findParcelByOwnCode(db: Executor, code: string) {
  return repo.findByParcelCode(db, code);
}

/** The next number of a parcel code. */
export function nextParcelNumber(db: Executor) {
  return repo.nextParcelNumber(db);
}

/** The statuses of an order's parcels (a named statement). */
export function parcelStatusesOfOrder(db: Executor, ref: OrderRef) {
  return repo.statusesOfOrder(db, ref);
}

/** The joined shape the views read, from rows the caller already holds. */
export function joinedParcel(r: Parameters<typeof repo.joinedOf>[0]) {
  return repo.joinedOf(r);
}

export { followParcels } from './order-progress.ts';

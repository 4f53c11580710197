/**
 * Reading parcels: the customer's own at /Package, any for staff. Loads the joins, photos and events
 * a view needs in a fixed number of queries, whatever the count.
 */
import type {
  AdminParcel,
  AdminParcelSummary,
  MeasureInput,
  Parcel,
  ParcelSummary,
  parcelListQuery,
} from '@app/shared/contracts/parcel';
import type { ParcelFees } from '@app/shared/parcel-fees';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import type { OrderRef, OrderRow, OrderTypeName } from '../order/order-types.service.ts';
import { listWarehouses } from '../warehouse/warehouse.service.ts';
import * as claims from './claims.repository.ts';
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
import * as photos from './photo.repository.ts';

export type { ClaimRow } from './claims.repository.ts';
export type { PhotoUrl, WarehouseNames } from './parcel.mapper.ts';
export { mapAdminParcelSummary } from './parcel.mapper.ts';
export type {
  ConsignmentRow,
  JoinedParcel,
  LinkedParcel,
  OrderRow,
  ParcelOwner,
  ParcelRow,
  ParcelWithOrder,
  RequestLinks,
} from './parcel.repository.ts';
export type { NewPhoto } from './photo.repository.ts';
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

/**
 * The tracking codes of the parcels of orders `ids` of kind `type`, id order (list rows show them), and
 * whether each still waits to be weighed.
 */
export function trackingCodesOfOrders(
  db: Executor,
  type: OrderTypeName,
  ids: number[],
): Promise<{ orderId: number; trackingCode: string; awaitingWeighing: boolean }[]> {
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

// For weighing (warehouse-ops/measure.service.ts, decisions 0056 and 0084).

/** The parcel if `actor` may see it (no lock). */
export function findParcel(db: Executor, actor: Actor | SystemActor, id: number) {
  return repo.findParcel(db, actor, id);
}

/** What the customer declared for a consignment parcel (its value insures it). */
export function declarationOfParcel(db: Executor, parcelId: number) {
  return repo.findDeclaration(db, parcelId);
}

/** Writes the measures and their fees on the (locked) parcel; `by` null keeps who measured it. */
export function writeParcelMeasures(
  db: Executor,
  parcelId: number,
  m: MeasureInput,
  fees: ParcelFees & { tariffVersionId?: number },
  by: number | null,
) {
  return repo.writeMeasures(db, parcelId, m, fees, by);
}

// For photos (warehouse-ops/photo.service.ts, decision 0058): the rows behind the stored files.

/** How many photos the parcel has. */
export function countParcelPhotos(db: Executor, parcelId: number) {
  return photos.countPhotos(db, parcelId);
}

/** Adds a photo row to the parcel (shown to customers only once staff clear `showsLabel`). */
export function addParcelPhoto(db: Executor, photo: photos.NewPhoto) {
  return photos.insertPhoto(db, photo);
}

/** Photo `id`, or undefined. */
export function findParcelPhoto(db: Executor, id: number) {
  return photos.findPhoto(db, id);
}

/** Marks photo `id` as showing the courier label or not. */
export function markPhotoShowsLabel(db: Executor, id: number, showsLabel: boolean) {
  return photos.setShowsLabel(db, id, showsLabel);
}

/** The photos of the parcels, oldest first. */
export async function photosOfParcels(db: Executor, ids: number[]) {
  return (await repo.findParcelDetails(db, ids)).photos;
}

// For unclaimed parcels and their claims (warehouse-ops/unclaimed.service.ts and claims.service.ts,
// decisions 0058 and 0083).

/** The parcels by id with their joins, as `actor` may see them. */
export function findJoinedParcels(db: Executor, actor: Actor | SystemActor, ids: number[]) {
  return repo.findJoined(db, actor, ids);
}

/**
 * A page of unclaimed parcels' ids, newest first, optionally at one warehouse and within the
 * warehouses of `scope` (default all); and the total.
 */
export function unclaimedParcelIds(
  db: Executor,
  f: { warehouseId?: number; scope?: 'all' | readonly number[]; page: number; pageSize: number },
) {
  return claims.listUnclaimedIds(db, f);
}

/** The parcel if it is unclaimed and in a warehouse. */
export function findUnclaimedParcel(db: Executor, id: number) {
  return claims.findUnclaimed(db, id);
}

/** Gives the (locked) unclaimed parcel to its owner: a customer, and an order when there is one. */
export function giveParcel(db: Executor, parcelId: number, owner: repo.ParcelOwner) {
  return repo.setOwner(db, parcelId, owner);
}

/** Claims on the parcels with their customers, oldest first. */
export function claimsOfParcels(db: Executor, parcelIds: number[]) {
  return claims.claimsOf(db, parcelIds);
}

/** The user's claims on the parcels. */
export function claimsOfUser(db: Executor, userId: number, parcelIds: number[]) {
  return claims.claimsBy(db, userId, parcelIds);
}

/** Takes the user's claims lock until `tx` ends: one user's claims are counted and written in turn. */
export function lockClaimsOfUser(tx: Executor, userId: number) {
  return claims.lockClaimsOf(tx, userId);
}

/** The user's claim on the parcel, whatever its status. */
export function findClaimOfUser(db: Executor, parcelId: number, userId: number) {
  return claims.findClaimOf(db, parcelId, userId);
}

/** Points the pending claim at the consignment order that declared its code, with what was declared. */
export function linkClaimToConsignment(
  db: Executor,
  id: number,
  d: { consignmentOrderId: number; description: string; quantity: number; declaredValueVnd: number },
) {
  return claims.linkClaimToConsignment(db, id, d);
}

/** How many claims of the user are pending. */
export function countPendingClaims(db: Executor, userId: number) {
  return claims.pendingClaimCount(db, userId);
}

/** Claim `id`, or undefined. */
export function findClaim(db: Executor, id: number) {
  return claims.findClaim(db, id);
}

/** Claim `id` locked for update (after its parcel's lock). */
export function lockClaim(db: Executor, id: number) {
  return claims.lockClaim(db, id);
}

/** The parcel's pending claims, locked (id order): take them after the parcel's own lock. */
export function lockPendingClaims(db: Executor, parcelId: number) {
  return claims.lockPendingClaims(db, parcelId);
}

export { followParcels, refreshOrderFees } from './order-progress.ts';

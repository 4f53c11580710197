/**
 * Unclaimed parcels (kiện trôi nổi, decisions 0058 and 0083): staff see them with photos, weight, warehouse and
 * claims, and assign them to an order (its customer then owns it, fees follow the order's route) or
 * to a customer alone; customers see them with the tracking code masked and claim one with proof,
 * for staff to confirm (the parcel goes to the claimant) or reject.
 */
import type { AdminParcelSummary, PublicUnclaimedParcel, UnclaimedParcel } from '@app/shared/contracts/parcel';
import { customerCode, maskTrackingCode } from '@app/shared/customer-code';
import type { PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { isStaff } from '@app/shared/roles';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import { type Actor, assertNotOwnObject, systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { findUserRoles } from '../auth/auth.service.ts';
import { lockOrder, type OrderRef } from '../order/order-types.service.ts';
import { joinConsignment } from '../parcel/consignment-parcels.service.ts';
import type { ConsignmentRow, OrderRow, ParcelRow, PhotoUrl } from '../parcel/parcel.service.ts';
import * as parcels from '../parcel/parcel.service.ts';
import { warehouseScopeOf } from '../staff/warehouse-scope.service.ts';
import { decidePendingClaims, fileClaim, MAX_PENDING_CLAIMS, rejectOneClaim } from './claims.service.ts';
import { feesFor, measuresOf } from './measure.service.ts';
import { assertHandlesParcel } from './warehouse-access.service.ts';

export { MAX_PENDING_CLAIMS };

/** Orders that can take a parcel: bought, and not yet on their way to the customer. */
const receiving: PurchaseOrderStatus[] = [
  'purchased',
  'seller_shipped',
  'at_cn_warehouse',
  'in_transit',
  'at_vn_warehouse',
];
/**
 * The parcels' photos by parcel id; `forCustomers` leaves out those that show the courier label (its
 * code is the proof a claim needs, decision 0083).
 */
async function photosOf(db: Executor, ids: number[], url: PhotoUrl, forCustomers = false) {
  const photos = await parcels.photosOfParcels(db, ids);
  return (id: number) =>
    photos
      .filter((p) => p.parcelId === id && !(forCustomers && p.showsLabel))
      .map((p) => ({ id: p.id, url: url(p), createdAt: p.createdAt.toISOString(), showsLabel: p.showsLabel }));
}

/** Staff: a page of the unclaimed parcels at their warehouses (decision 0103) with photos and claims, newest first. */
export async function listUnclaimed(
  db: Db,
  actor: Actor,
  q: { warehouseId?: number; page: number; pageSize: number },
  url: PhotoUrl,
) {
  const { ids, total } = await parcels.unclaimedParcelIds(db, { ...q, scope: await warehouseScopeOf(db, actor) });
  const views = await parcels.loadAdminSummaries(db, actor, ids);
  const photos = await photosOf(db, ids, url);
  const all = await parcels.claimsOfParcels(db, ids);
  const items: UnclaimedParcel[] = views
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((v) => ({
      ...v,
      photos: photos(v.id),
      claims: all
        .filter((c) => c.claim.parcelId === v.id)
        .map(({ claim, customer }) => ({
          id: claim.id,
          status: claim.status,
          note: claim.note,
          customer: { ...customer, code: customerCode(customer.id) },
          createdAt: claim.createdAt.toISOString(),
        })),
    }));
  return { items, page: q.page, pageSize: q.pageSize, total };
}

async function publicViews(db: Executor, actor: Actor, ids: number[], url: PhotoUrl): Promise<PublicUnclaimedParcel[]> {
  // The ids come from the unclaimed listing: no owner yet, so no visibility cut applies.
  const rows = await parcels.findJoinedParcels(db, systemActor, ids);
  const names = await parcels.warehouseNames(db);
  const photos = await photosOf(db, ids, url, true);
  const mine = await parcels.claimsOfUser(db, actor.userId, ids);
  return rows
    .sort((a, b) => ids.indexOf(a.parcel.id) - ids.indexOf(b.parcel.id))
    .map(({ parcel: p }) => {
      const claim = mine.find((c) => c.parcelId === p.id);
      return {
        id: p.id,
        maskedTrackingCode: maskTrackingCode(p.trackingCode),
        warehouse: p.warehouseId !== null ? { id: p.warehouseId, name: names.get(p.warehouseId) ?? '' } : null,
        weightGrams: p.weightGrams,
        photos: photos(p.id),
        createdAt: p.createdAt.toISOString(),
        myClaim: claim ? { status: claim.status, note: claim.note, createdAt: claim.createdAt.toISOString() } : null,
      };
    });
}

/** Customers: a page of unclaimed parcels, tracking codes masked, with the caller's own claims. */
export async function listPublicUnclaimed(db: Db, actor: Actor, q: { page: number; pageSize: number }, url: PhotoUrl) {
  const { ids, total } = await parcels.unclaimedParcelIds(db, q);
  return { items: await publicViews(db, actor, ids, url), page: q.page, pageSize: q.pageSize, total };
}

/**
 * A customer claims unclaimed parcel `id` with proof. 404 `parcel-not-found` unless it is unclaimed;
 * 409 `claim-exists` on a second claim; 409 `claim-limit-reached` past 10 pending claims (counted
 * under the user's claims lock, claims.service.ts).
 */
export async function claimParcel(db: Db, actor: Actor, id: number, note: string, url: PhotoUrl) {
  return transaction(db, async (tx) => {
    const parcel = await parcels.findUnclaimedParcel(tx, id);
    if (!parcel) throw new AppError('parcel-not-found');
    await fileClaim(tx, actor, id, note);
    const [view] = await publicViews(tx, actor, [id], url);
    return view!;
  });
}

/**
 * Gives the locked, unclaimed `parcel` to `order` (and its customer) or to `customerId` alone; fees
 * are computed again on the order's route when it was weighed; the order follows its parcels; the
 * parcel's pending claims are decided (the new owner's confirmed).
 */
async function attach(
  tx: Tx,
  actor: Actor,
  parcel: ParcelRow,
  to: { order?: OrderRow; customerId?: number },
): Promise<void> {
  if (parcel.orderType !== null || parcel.userId !== null) throw new AppError('parcel-not-unclaimed');
  const order = to.order;
  const owner = order?.userId ?? to.customerId!;
  await parcels.giveParcel(tx, parcel.id, {
    userId: owner,
    orderType: order ? 'purchase_order' : null,
    orderId: order?.id ?? null,
    vnWarehouseId: order?.vnWarehouseId ?? parcel.vnWarehouseId,
    cnWarehouseId: parcel.cnWarehouseId ?? order?.cnWarehouseId ?? null,
  });
  await decidePendingClaims(tx, actor, parcel.id, owner);
  if (!order) return;
  const measures = measuresOf(parcel);
  if (measures) {
    await parcels.writeParcelMeasures(tx, parcel.id, measures, await feesFor(tx, parcel, measures, order), null);
  }
  const ref = purchaseRef(order.id);
  const all = await parcels.parcelsOfOrder(tx, ref);
  const current = await parcels.followParcels(tx, ref.type, order, all, actor);
  if (measures) await parcels.refreshOrderFees(tx, ref.type, current, all);
}

/** Staff assign parcels to purchase orders (an order number on the console, decision 0083). */
const purchaseRef = (id: number): OrderRef => ({ type: 'purchase_order', id });

async function lockReceivingOrder(tx: Tx, orderId: number, ownerId?: number): Promise<OrderRow> {
  const order = (await lockOrder(tx, purchaseRef(orderId))) as OrderRow | undefined;
  if (!order || (ownerId !== undefined && order.userId !== ownerId)) throw new AppError('order-not-found');
  if (!receiving.includes(order.status)) throw new AppError('order-not-receiving-parcels');
  return order;
}

/** 404 `customer-not-found` for no such account; 400 `assignee-not-customer` for a staff account. */
async function assertCustomer(tx: Tx, id: number): Promise<void> {
  const customer = await findUserRoles(tx, id);
  if (!customer) throw new AppError('customer-not-found');
  if (isStaff(customer.roles)) throw new AppError('assignee-not-customer');
}

/**
 * Staff assign unclaimed parcel `id` to an order or a customer. Refuses, writing nothing: 404 (also
 * at a warehouse not assigned to the actor, decision 0103); 403 `wrong-warehouse-role` unless the
 * actor works in the parcel's warehouse's country; 403 `own-order-action`
 * for the actor's own order; 400 `assignee-not-customer`; 409 `parcel-not-unclaimed` (decision 0083).
 * Audited as `parcel.assign` (decision 0096).
 */
export async function assignParcel(
  db: Db,
  actor: Actor,
  id: number,
  input: { orderId?: number; customerId?: number },
): Promise<AdminParcelSummary> {
  return transaction(db, async (tx) => {
    if (!(await parcels.findParcel(tx, actor, id))) throw new AppError('parcel-not-found');
    // Locks in one order everywhere: the order, then the parcel.
    const order = input.orderId !== undefined ? await lockReceivingOrder(tx, input.orderId) : undefined;
    if (order) assertNotOwnObject(actor, order.userId, 'own-order-action');
    if (input.customerId !== undefined) await assertCustomer(tx, input.customerId);
    const parcel = await parcels.lockParcel(tx, actor, id);
    if (!parcel) throw new AppError('parcel-not-found');
    await assertHandlesParcel(tx, actor, parcel);
    await attach(tx, actor, parcel, { order, customerId: input.customerId });
    const [view] = await parcels.loadAdminSummaries(tx, actor, [id]);
    await writeAudit(tx, actor, {
      action: 'parcel.assign',
      subjectType: 'parcel',
      subjectId: parcel.id,
      before: { orderType: parcel.orderType, orderId: parcel.orderId, userId: parcel.userId },
      after: {
        orderType: order ? 'purchase_order' : null,
        orderId: order?.id ?? null,
        userId: order?.userId ?? input.customerId ?? null,
      },
    });
    return view!;
  });
}

/**
 * Staff confirm a pending claim: the parcel goes to the claimant, and to `orderId` (one of theirs), or
 * else to the consignment order that declared its code while that order is still `created` (decision
 * 0083). Refuses, writing nothing: 404 (also for a parcel at a warehouse not assigned to the actor,
 * decision 0103); 403 `own-claim-action` for the actor's own claim; 403
 * `wrong-warehouse-role` unless the actor works at the parcel's warehouse; 400
 * `assignee-not-customer` for a staff claimant; 409 `claim-not-pending`. Locks: the order, the
 * parcel, then its claims.
 */
export async function confirmClaim(
  db: Db,
  actor: Actor,
  claimId: number,
  orderId?: number,
): Promise<AdminParcelSummary> {
  return transaction(db, async (tx) => {
    const seen = await parcels.findClaim(tx, claimId);
    if (!seen) throw new AppError('claim-not-found');
    assertNotOwnObject(actor, seen.userId, 'own-claim-action');
    if (seen.status !== 'pending') throw new AppError('claim-not-pending');
    const order = orderId !== undefined ? await lockReceivingOrder(tx, orderId, seen.userId) : undefined;
    const consigned =
      order === undefined && seen.consignmentOrderId !== null
        ? ((await lockOrder(tx, { type: 'consignment_order', id: seen.consignmentOrderId })) as
            | ConsignmentRow
            | undefined)
        : undefined;
    const parcel = await parcels.lockParcel(tx, actor, seen.parcelId);
    if (!parcel) throw new AppError('parcel-not-found');
    await assertHandlesParcel(tx, actor, parcel, 'claim-not-found');
    await assertCustomer(tx, seen.userId);
    const claim = await parcels.lockClaim(tx, claimId);
    if (claim?.status !== 'pending') throw new AppError('claim-not-pending');
    if (consigned && consigned.status === 'created' && consigned.userId === claim.userId) {
      if (parcel.orderType !== null || parcel.userId !== null) throw new AppError('parcel-not-unclaimed');
      await decidePendingClaims(tx, actor, parcel.id, claim.userId, `Kiện vào đơn ký gửi ${consigned.code}`);
      await joinConsignment(tx, actor, consigned, parcel, {
        description: claim.description ?? '',
        quantity: claim.quantity ?? 1,
        declaredValueVnd: claim.declaredValueVnd ?? 0,
      });
    } else {
      await attach(tx, actor, parcel, { order, customerId: claim.userId });
    }
    const [view] = await parcels.loadAdminSummaries(tx, actor, [parcel.id]);
    return view!;
  });
}

/**
 * Staff reject a pending claim; the parcel stays unclaimed. 404 (also outside the actor's
 * warehouses); 403 `wrong-warehouse-role` unless the actor works in the parcel's warehouse's country;
 * 409 `claim-not-pending`.
 */
export async function rejectClaim(db: Db, actor: Actor, claimId: number, url: PhotoUrl): Promise<UnclaimedParcel> {
  const parcelId = await transaction(db, async (tx) => {
    const seen = await parcels.findClaim(tx, claimId);
    if (!seen) throw new AppError('claim-not-found');
    const parcel = await parcels.lockParcel(tx, actor, seen.parcelId);
    if (!parcel) throw new AppError('claim-not-found');
    await assertHandlesParcel(tx, actor, parcel, 'claim-not-found');
    const claim = await parcels.lockClaim(tx, claimId);
    if (claim?.status !== 'pending') throw new AppError('claim-not-pending');
    await rejectOneClaim(tx, actor, claim, 'Nhân viên từ chối yêu cầu nhận kiện');
    return claim.parcelId;
  });
  const view = await viewUnclaimed(db, actor, parcelId, url);
  return view;
}

async function viewUnclaimed(db: Db, actor: Actor, parcelId: number, url: PhotoUrl): Promise<UnclaimedParcel> {
  const [v] = await parcels.loadAdminSummaries(db, actor, [parcelId]);
  const photos = await photosOf(db, [parcelId], url);
  const all = await parcels.claimsOfParcels(db, [parcelId]);
  return {
    ...v!,
    photos: photos(parcelId),
    claims: all.map(({ claim, customer }) => ({
      id: claim.id,
      status: claim.status,
      note: claim.note,
      customer: { ...customer, code: customerCode(customer.id) },
      createdAt: claim.createdAt.toISOString(),
    })),
  };
}

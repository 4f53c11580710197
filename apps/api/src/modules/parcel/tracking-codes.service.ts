/**
 * The seller's courier tracking codes of a purchase order (decision 0055): each becomes an expected
 * parcel, and a `purchased` order becomes `seller_shipped`. An order may have several parcels. A
 * code already received as an unclaimed parcel (the goods came before the code was entered) joins
 * the order as it is, and the order follows it.
 */
import type { AdminParcelSummary } from '@app/shared/contracts/parcel';
import { parcelCode } from '@app/shared/customer-code';
import { parcelMachine } from '@app/shared/machines/parcel';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/parcel.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import { type Actor, assertNotOwnObject, systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { lockOrder, type OrderRef, refOf, sameRef } from '../order/order-types.service.ts';
import { decidePendingClaims } from '../warehouse-ops/claims.service.ts';
import { deleteExpectedParcel } from './consignment-parcels.service.ts';
import { followParcels, refreshOrderFees } from './order-progress.ts';
import * as repo from './parcel.repository.ts';
import { loadAdminSummaries } from './parcel.service.ts';

/**
 * Adds `codes` (normalised by the contract) to order `orderId` and answers every parcel of the order.
 * Refuses, writing nothing: 404 `order-not-found`; 409 `order-not-awaiting-tracking` unless the order
 * is `purchased` or `seller_shipped`; 409 `tracking-code-taken` naming the code held by another order.
 * Codes already on this order are kept as they are. Audited as `purchase_order.tracking_add` (decision 0096).
 */
export async function addTrackingCodes(
  db: Db,
  actor: Actor,
  orderId: number,
  codes: string[],
): Promise<AdminParcelSummary[]> {
  return transaction(db, async (tx) => {
    // Tracking codes are a purchase order's (the seller ships to our warehouse).
    const ref: OrderRef = { type: 'purchase_order', id: orderId };
    const order = (await lockOrder(tx, ref)) as repo.OrderRow | undefined;
    if (!order) throw new AppError('order-not-found');
    assertNotOwnObject(actor, order.userId, 'own-order-action');
    if (order.status !== 'purchased' && order.status !== 'seller_shipped') {
      throw new AppError('order-not-awaiting-tracking');
    }
    const unique = [...new Set(codes)];
    const existing = await repo.findByTrackingCodes(tx, unique);
    const taken = existing.find((p) => !sameRef(refOf(p), ref) && (p.orderType !== null || p.userId !== null));
    if (taken) {
      throw new AppError(
        'tracking-code-taken',
        `Mã vận đơn ${taken.trackingCode} đã thuộc kiện ${taken.code} của đơn khác`,
      );
    }
    // Lock order everywhere: the order (above), then the parcels by id, then re-check each: staff may
    // have assigned it, or a claim been confirmed, since it was read (decision 0083).
    for (const seen of existing.filter((p) => p.orderType === null).sort((a, b) => a.id - b.id)) {
      const lone = await repo.lockParcel(tx, systemActor, seen.id);
      if (!lone || lone.orderType !== null || lone.userId !== null) {
        throw new AppError('tracking-code-taken', `Mã vận đơn ${seen.trackingCode} vừa được giao cho người khác`);
      }
      await tx
        .update(parcels)
        .set({
          orderType: ref.type,
          orderId: order.id,
          userId: order.userId,
          vnWarehouseId: order.vnWarehouseId,
          cnWarehouseId: lone.cnWarehouseId ?? order.cnWarehouseId,
          updatedAt: new Date(),
        })
        .where(eq(parcels.id, lone.id));
      await decidePendingClaims(tx, actor, lone.id, order.userId);
    }
    for (const trackingCode of unique.filter((c) => !existing.some((p) => p.trackingCode === c))) {
      const created = await enter(
        tx,
        parcelMachine,
        {
          code: parcelCode(await repo.nextParcelNumber(tx)),
          trackingCode,
          orderType: ref.type,
          orderId: order.id,
          userId: order.userId,
          cnWarehouseId: order.cnWarehouseId,
          vnWarehouseId: order.vnWarehouseId,
        },
        actor,
        { status: 'expected', note: `Shop phát hàng cho đơn ${order.code}`, onConflictDoNothing: true },
      );
      // Another request took the code between our read and this insert.
      if (!created) throw new AppError('tracking-code-taken', `Mã vận đơn ${trackingCode} vừa được thêm cho kiện khác`);
    }
    await writeAudit(tx, actor, {
      action: 'purchase_order.tracking_add',
      subjectType: 'purchase_order',
      subjectId: order.id,
      after: { trackingCodes: unique },
    });
    let current = order;
    if (current.status === 'purchased') {
      current = await transition(tx, purchaseOrderMachine, current, 'seller_shipped', actor, {
        note: `Mã vận đơn: ${unique.join(', ')}`,
      });
    }
    const all = await repo.parcelsOfOrder(tx, ref);
    current = await followParcels(tx, ref.type, current, all, actor);
    if (all.some((p) => p.measuredAt !== null)) await refreshOrderFees(tx, ref.type, current, all);
    return loadAdminSummaries(
      tx,
      actor,
      all.map((p) => p.id),
    );
  });
}

/** Every parcel (tracking code) of purchase order `orderId`, oldest first; 404 `order-not-found`. */
export async function listTrackingCodes(db: Db, actor: Actor, orderId: number): Promise<AdminParcelSummary[]> {
  const ref: OrderRef = { type: 'purchase_order', id: orderId };
  if (!(await repo.orderViewOf(db, ref))) throw new AppError('order-not-found');
  const all = await repo.parcelsOfOrder(db, ref);
  return loadAdminSummaries(
    db,
    actor,
    all.map((p) => p.id),
  );
}

/**
 * Removes the wrong tracking code of parcel `parcelId` from purchase order `orderId` while the parcel
 * is expected (the code is free again), then moves the order along the parcels it has left (a wrong
 * code no longer holds it back). Answers the order's remaining parcels. Refuses, writing nothing:
 * 404 `order-not-found` / `parcel-not-found` (a parcel of another order too); 403 `own-order-action`;
 * 409 `tracking-code-received` once the parcel was received. Audited as `purchase_order.tracking_delete`.
 */
export async function removeTrackingCode(
  db: Db,
  actor: Actor,
  orderId: number,
  parcelId: number,
): Promise<AdminParcelSummary[]> {
  return transaction(db, async (tx) => {
    const ref: OrderRef = { type: 'purchase_order', id: orderId };
    const order = (await lockOrder(tx, ref)) as repo.OrderRow | undefined;
    if (!order) throw new AppError('order-not-found');
    assertNotOwnObject(actor, order.userId, 'own-order-action');
    // The order first, then its parcel (lock order everywhere, decision 0083).
    const parcel = await repo.lockParcel(tx, systemActor, parcelId);
    if (!parcel || !sameRef(refOf(parcel), ref)) throw new AppError('parcel-not-found');
    if (parcel.status !== 'expected') throw new AppError('tracking-code-received');
    await deleteExpectedParcel(tx, parcel.id);
    await writeAudit(tx, actor, {
      action: 'purchase_order.tracking_delete',
      subjectType: 'purchase_order',
      subjectId: order.id,
      before: { parcelId: parcel.id, parcelCode: parcel.code, trackingCode: parcel.trackingCode },
      after: null,
    });
    const all = await repo.parcelsOfOrder(tx, ref);
    const current = await followParcels(tx, ref.type, order, all, actor);
    if (all.some((p) => p.measuredAt !== null)) await refreshOrderFees(tx, ref.type, current, all);
    return loadAdminSummaries(
      tx,
      actor,
      all.map((p) => p.id),
    );
  });
}

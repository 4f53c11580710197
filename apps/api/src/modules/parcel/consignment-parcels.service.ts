/**
 * The parcels of consignment orders (DESIGN.md §3.4), for the consignment module: declaring codes (each
 * an expected parcel, the customer's own parcel, or a claim on an unclaimed one, decision 0083), removing an expected one, the order following
 * its parcels and its lines summed (order-progress.ts through its declaration, decision 0089), the parcel views of an order, and a
 * customer's own parcel by code (the measure look-up). Locks: the consignment order, then parcels.
 */
import type { createConsignmentInput } from '@app/shared/contracts/consignment';
import { MAX_DECLARED_PARCELS } from '@app/shared/contracts/consignment';
import type { ParcelSummary } from '@app/shared/contracts/parcel';
import { parcelCode } from '@app/shared/customer-code';
import { parcelMachine } from '@app/shared/machines/parcel';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client.ts';
import { parcels as parcelTable } from '../../db/schema/parcel.ts';
import { type Actor, systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { enter } from '../../lib/status/transition.ts';
import { setDeclaredValue } from '../consignment/consignment-declared.service.ts';
import { lockOrder, type OrderRef } from '../order/order-types.service.ts';
import { fileClaim } from '../warehouse-ops/claims.service.ts';
import { consignmentFeesFor, measuresOf } from '../warehouse-ops/measure.service.ts';
import { detachScansFrom } from '../warehouse-ops/scan.service.ts';
import * as claims from './claims.repository.ts';
import { followParcels, refreshOrderFees } from './order-progress.ts';
import { mapParcelSummary } from './parcel.mapper.ts';
import * as parcelRepo from './parcel.repository.ts';
import { warehouseNames } from './parcel.service.ts';

export type DeclaredParcel = z.output<typeof createConsignmentInput>['parcels'][number];
export type { ConsignmentRow, DeclarationRow } from './parcel.repository.ts';

/**
 * Declares `inputs` on the locked `order` (decision 0083, which refines 0061): a new code becomes an
 * expected parcel; a parcel already the customer's own with no order (a confirmed claim) joins the
 * order as it is, re-priced on the consignment tariff when weighed; a code an unclaimed parcel holds
 * becomes the customer's pending claim on it, remembering this order and the declaration, and the
 * parcel joins the order only when staff confirm the claim (warehouse-ops/unclaimed.service.ts#confirmClaim).
 * Refuses: 409 `tracking-code-taken` for a code that belongs to anyone else; 409
 * `consignment-parcel-limit`; 409 `claim-limit-reached`. Codes already on this order are skipped.
 * Then the order follows its parcels and its lines are summed again.
 */
export async function declareConsignmentParcels(
  tx: Tx,
  actor: Actor,
  order: parcelRepo.ConsignmentRow,
  inputs: DeclaredParcel[],
) {
  const existing = await parcelRepo.findByTrackingCodes(
    tx,
    inputs.map((p) => p.trackingCode),
  );
  const free = (p: parcelRepo.ParcelRow) => p.orderType === null;
  const ours = (p: parcelRepo.ParcelRow) => p.orderType === 'consignment_order' && p.orderId === order.id;
  const own = (p: parcelRepo.ParcelRow) => free(p) && p.userId === order.userId;
  const unclaimed = (p: parcelRepo.ParcelRow) => free(p) && p.userId === null;
  const taken = existing.find((p) => !ours(p) && !own(p) && !unclaimed(p));
  if (taken) {
    throw new AppError('tracking-code-taken', `Mã vận đơn ${taken.trackingCode} đã được khai báo cho một đơn khác`);
  }
  const fresh = inputs.filter((i) => !existing.some((p) => p.trackingCode === i.trackingCode && ours(p)));
  const held = (await parcelRepo.parcelsOfOrder(tx, refTo(order.id))).length;
  const claimed = (await claims.pendingClaimsOfConsignment(tx, order.id)).filter(
    (c) => !fresh.some((i) => i.trackingCode === c.trackingCode),
  ).length;
  if (held + claimed + fresh.length > MAX_DECLARED_PARCELS) throw new AppError('consignment-parcel-limit');
  const declarations = [];
  for (const input of fresh) {
    const lone = existing.find((p) => p.trackingCode === input.trackingCode);
    const declared = {
      description: input.description,
      quantity: input.quantity,
      declaredValueVnd: input.declaredValueVnd,
    };
    let parcelId: number;
    if (lone && unclaimed(lone)) {
      // Nobody's yet: the customer claims it by declaring it; staff confirm (decision 0083).
      if (!(await claims.findUnclaimed(tx, lone.id))) {
        throw new AppError('tracking-code-taken', `Mã vận đơn ${input.trackingCode} vừa được nhận cho đơn khác`);
      }
      await fileClaim(tx, actor, lone.id, `Khai báo trong đơn ký gửi ${order.code}: ${input.description}`, {
        consignmentOrderId: order.id,
        ...declared,
      });
      continue;
    }
    if (lone) {
      // Already the customer's own: lock it, then re-check nobody took it meanwhile.
      const parcel = await parcelRepo.lockParcel(tx, systemActor, lone.id);
      if (!parcel || !own(parcel)) {
        throw new AppError('tracking-code-taken', `Mã vận đơn ${input.trackingCode} vừa được nhận cho đơn khác`);
      }
      await moveIntoConsignment(tx, order, parcel);
      parcelId = parcel.id;
    } else {
      const created = await enter(
        tx,
        parcelMachine,
        {
          code: parcelCode(await parcelRepo.nextParcelNumber(tx)),
          trackingCode: input.trackingCode,
          orderType: 'consignment_order',
          orderId: order.id,
          userId: order.userId,
          cnWarehouseId: order.cnWarehouseId,
          vnWarehouseId: order.vnWarehouseId,
        },
        actor,
        { status: 'expected', note: `Khách khai báo ký gửi, đơn ${order.code}`, onConflictDoNothing: true },
      );
      if (!created) {
        throw new AppError('tracking-code-taken', `Mã vận đơn ${input.trackingCode} vừa được khai báo cho đơn khác`);
      }
      parcelId = created.id;
    }
    declarations.push({ consignmentOrderId: order.id, parcelId, ...declared });
  }
  await parcelRepo.insertDeclarations(tx, declarations);
  // A matched parcel already weighed is priced on this order's tariff now that its value is known.
  for (const lone of existing.filter((p) => !ours(p) && own(p))) {
    await repriceOnConsignment(tx, order, lone);
  }
  return settleConsignment(tx, actor, order.id);
}

async function moveIntoConsignment(tx: Tx, order: parcelRepo.ConsignmentRow, parcel: parcelRepo.ParcelRow) {
  await tx
    .update(parcelTable)
    .set({
      orderType: 'consignment_order',
      orderId: order.id,
      userId: order.userId,
      vnWarehouseId: order.vnWarehouseId,
      cnWarehouseId: parcel.cnWarehouseId ?? order.cnWarehouseId,
      updatedAt: new Date(),
    })
    .where(eq(parcelTable.id, parcel.id));
}

async function repriceOnConsignment(tx: Tx, order: parcelRepo.ConsignmentRow, parcel: parcelRepo.ParcelRow) {
  const measures = measuresOf(parcel);
  if (!measures) return;
  const fees = await consignmentFeesFor(tx, parcel, measures, order);
  await parcelRepo.writeMeasures(tx, parcel.id, measures, fees, null);
}

/**
 * A parcel whose claim staff confirmed joins the locked consignment `order` that declared its code
 * (decision 0083): it becomes the customer's, its declaration is written, it is priced on the order's
 * tariff when already weighed, and the order follows its parcels.
 */
export async function joinConsignment(
  tx: Tx,
  actor: Actor,
  order: parcelRepo.ConsignmentRow,
  parcel: parcelRepo.ParcelRow,
  declared: { description: string; quantity: number; declaredValueVnd: number },
) {
  await moveIntoConsignment(tx, order, parcel);
  await parcelRepo.insertDeclarations(tx, [{ consignmentOrderId: order.id, parcelId: parcel.id, ...declared }]);
  await repriceOnConsignment(tx, order, parcel);
  return settleConsignment(tx, actor, order.id);
}

/** After parcels changed: declared value, the order following its parcels, and its lines and total. */
export async function settleConsignment(tx: Tx, actor: Actor, orderId: number) {
  await setDeclaredValue(tx, orderId, await parcelRepo.declaredValueOf(tx, orderId));
  const ref = refTo(orderId);
  const all = await parcelRepo.parcelsOfOrder(tx, ref);
  const locked = (await lockOrder(tx, ref)) as parcelRepo.ConsignmentRow;
  const moved = await followParcels(tx, ref.type, locked, all, actor);
  return refreshOrderFees(tx, ref.type, moved, all);
}

/** The reference to consignment order `id`. */
const refTo = (id: number): OrderRef => ({ type: 'consignment_order', id });

/** The order's parcels as `actor` sees them (id order), with their declarations. */
export async function consignmentParcelViews(
  db: Executor,
  actor: Actor,
  orderId: number,
): Promise<{ view: ParcelSummary; declaration: parcelRepo.DeclarationRow | undefined }[]> {
  const ids = (await parcelRepo.parcelsOfOrder(db, refTo(orderId))).map((p) => p.id);
  // One after another: `db` may be a transaction's one connection (loadOrder after a change).
  const rows = await parcelRepo.findJoined(db, actor, ids);
  const declarations = await parcelRepo.declarationsOf(db, [orderId]);
  const names = await warehouseNames(db);
  return rows.map((r) => ({
    view: mapParcelSummary(r, names),
    declaration: declarations.find((d) => d.parcelId === r.parcel.id),
  }));
}

/** Locks the order's parcels (id order) after the order; answers them as they are. */
export async function lockConsignmentParcels(tx: Tx, orderId: number) {
  const rows = await parcelRepo.parcelsOfOrder(tx, refTo(orderId));
  const locked = [];
  for (const p of rows) {
    const row = await parcelRepo.lockParcel(tx, systemActor, p.id);
    if (row) locked.push(row);
  }
  return locked;
}

/** Removes an expected parcel of a consignment order (its declaration with it; the code is free again). */
export async function deleteExpectedParcel(tx: Tx, parcelId: number) {
  // A station that scanned its code too early keeps the line of its history, without the parcel.
  await detachScansFrom(tx, parcelId);
  return parcelRepo.deleteParcel(tx, parcelId);
}

/** The id of the parcel with tracking (or parcel) code `code` if it belongs to `actor`, else undefined. */
export async function ownParcelIdByCode(db: Executor, actor: Actor, code: string): Promise<number | undefined> {
  const found = await parcelRepo.findByCode(db, code);
  return found && found.userId === actor.userId ? found.id : undefined;
}

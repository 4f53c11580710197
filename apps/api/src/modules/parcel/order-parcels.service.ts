/**
 * Expected parcels declared by a kind of order itself (decision 0117: a Taobao Global order's
 * imported tracking numbers), for the modules that own such kinds: each new tracking code becomes
 * an `expected` parcel of the order at its China warehouse, so the scan there matches it to the
 * customer at once. A code a parcel already holds joins the order only when that parcel is free
 * (no order; nobody's yet or already this customer's) and has no pending claim; a code of anyone
 * else's is left alone and reported. Locks: the caller holds the order; then parcels.
 */
import { parcelCode } from '@app/shared/customer-code';
import { parcelMachine } from '@app/shared/machines/parcel';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { parcels as parcelTable } from '../../db/schema/parcel.ts';
import { type Actor, type SystemActor, systemActor } from '../../lib/platform/actor.ts';
import { enter } from '../../lib/status/transition.ts';
import type { OrderRef, OrderRow } from '../order/order-types.service.ts';
import { orderType } from '../order/order-types.service.ts';
import { consignmentFeesFor, measuresOf } from '../warehouse-ops/measure.service.ts';
import * as claims from './claims.repository.ts';
import { refreshOrderFees } from './order-progress.ts';
import * as parcelRepo from './parcel.repository.ts';

export interface ExpectedResult {
  /** Codes that became parcels of the order now (new or joined). */
  added: string[];
  /** Codes held by someone else's parcel: left alone. */
  taken: string[];
}

/**
 * Declares `codes` (trimmed, non-empty) as parcels of the locked `order` of kind `ref.type`, noting
 * `note` on each new parcel's timeline. Codes already on the order are skipped. Then the order's
 * fee lines are summed again (a joined parcel may already be weighed).
 */
export async function expectOrderParcels(
  tx: Tx,
  actor: Actor | SystemActor,
  ref: OrderRef,
  order: OrderRow,
  codes: string[],
  note: string,
): Promise<ExpectedResult> {
  const wanted = [...new Set(codes.map((c) => c.trim()).filter((c) => c.length > 0 && c.length <= 100))];
  const out: ExpectedResult = { added: [], taken: [] };
  if (wanted.length === 0) return out;
  const existing = await parcelRepo.findByTrackingCodes(tx, wanted);
  const terms = orderType(ref.type).parcels.consignmentTerms?.(order);
  let joined = false;
  for (const code of wanted) {
    const held = existing.find((p) => p.trackingCode === code);
    if (held) {
      if (held.orderType === ref.type && held.orderId === ref.id) continue;
      const parcel = await parcelRepo.lockParcel(tx, systemActor, held.id);
      const free =
        parcel &&
        parcel.orderType === null &&
        (parcel.userId === null || parcel.userId === order.userId) &&
        (await claims.lockPendingClaims(tx, parcel.id)).length === 0;
      if (!parcel || !free) {
        out.taken.push(code);
        continue;
      }
      await tx
        .update(parcelTable)
        .set({
          orderType: ref.type,
          orderId: ref.id,
          userId: order.userId,
          vnWarehouseId: order.vnWarehouseId,
          cnWarehouseId: parcel.cnWarehouseId ?? order.cnWarehouseId,
          updatedAt: new Date(),
        })
        .where(eq(parcelTable.id, parcel.id));
      const measures = measuresOf(parcel);
      if (measures && terms) {
        await parcelRepo.writeMeasures(
          tx,
          parcel.id,
          measures,
          await consignmentFeesFor(tx, parcel, measures, terms),
          null,
        );
      }
      joined = true;
      out.added.push(code);
      continue;
    }
    const created = await enter(
      tx,
      parcelMachine,
      {
        code: parcelCode(await parcelRepo.nextParcelNumber(tx)),
        trackingCode: code,
        orderType: ref.type,
        orderId: ref.id,
        userId: order.userId,
        cnWarehouseId: order.cnWarehouseId,
        vnWarehouseId: order.vnWarehouseId,
      },
      actor,
      { status: 'expected', note, onConflictDoNothing: true },
    );
    if (created) out.added.push(code);
    else out.taken.push(code);
  }
  if (joined) await refreshOrderFees(tx, ref.type, order, await parcelRepo.parcelsOfOrder(tx, ref));
  return out;
}

/** The parcels of orders `ids` of kind `type` (id, own code, tracking code, status), id order. */
export function parcelsOfOrders(db: Executor, type: OrderRef['type'], ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: parcelTable.id,
      orderId: parcelTable.orderId,
      code: parcelTable.code,
      trackingCode: parcelTable.trackingCode,
      status: parcelTable.status,
    })
    .from(parcelTable)
    .where(and(eq(parcelTable.orderType, type), inArray(parcelTable.orderId, ids)))
    .orderBy(asc(parcelTable.id));
}

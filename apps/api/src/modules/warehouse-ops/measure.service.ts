/**
 * Weighing a parcel (decision 0056): weight in grams and size in whole cm give the volumetric and the
 * chargeable weight and, for a parcel with an order, its fee lines from the route's tariff
 * (shared/parcel-fees.ts: per kg or per m³ as the customer chose, the wooden crate when ordered).
 * Re-measuring replaces the parcel's lines, and the order's shipping lines are summed again.
 */

import { calculateConsignmentFees } from '@app/shared/consignment-fees';
import type { AdminParcelSummary, MeasureInput } from '@app/shared/contracts/parcel';
import type { OrderOptions } from '@app/shared/contracts/purchase-order';
import { calculateParcelFees, type ParcelFees, type ShippingBasis } from '@app/shared/parcel-fees';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { changedFields, writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { lockOrder, orderType, refOf, sameRef } from '../order/order-types.service.ts';
import type { ConsignmentRow, OrderRow, ParcelRow } from '../parcel/parcel.service.ts';
import * as parcels from '../parcel/parcel.service.ts';
import { shippingTariffOf, tariffById, tariffInForce } from '../tariff/tariff.service.ts';
import { findWarehouse } from '../warehouse/warehouse.service.ts';
import { assertNotInLiveDelivery, refundOverpayment } from './overpayment.ts';
import { assertHandlesParcel } from './warehouse-access.service.ts';

/** What prices a parcel on the consignment tariff: a consignment order, or a kind priced like one. */
export type ConsignmentTerms = Pick<
  ConsignmentRow,
  'tariffVersionId' | 'cnWarehouseId' | 'vnWarehouseId' | 'shippingType' | 'options' | 'exchangeRate'
>;

type Measures = Pick<ParcelRow, 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm'>;

/** How the customer pays shipping: by volume only when the order says so (older orders have no choice). */
function basisOf(options: OrderOptions): ShippingBasis {
  return options.shippingBasis === 'volume' ? 'volume' : 'weight';
}

/** Fees with the id of the tariff version that priced them (kept on the parcel, decision 0099). */
export type VersionedFees = ParcelFees & { tariffVersionId: number };

/**
 * The fees of a measured parcel: with an order, from the order's tariff version (its route's
 * shipping, its options); without one (unclaimed), only the weights, by the divisor of the version in
 * force (its parcel's route, else its first route), and no fee line until it has an owner.
 */
export async function feesFor(
  tx: Tx,
  parcel: Pick<ParcelRow, 'cnWarehouseId' | 'vnWarehouseId'>,
  m: MeasureInput,
  order: OrderRow | undefined,
): Promise<VersionedFees> {
  if (!order) {
    const version = await tariffInForce(tx);
    const tariff = await shippingTariffOf(tx, version, parcel.cnWarehouseId ?? 0, parcel.vnWarehouseId ?? 0);
    const fees = calculateParcelFees({ ...m, tariff, exchangeRate: 1 });
    return { ...fees, shippingFeeVnd: 0, woodenCrateFeeVnd: 0, lines: [], tariffVersionId: version.id };
  }
  const version = await tariffById(tx, order.tariffVersionId);
  const tariff = await shippingTariffOf(tx, version, parcel.cnWarehouseId ?? order.cnWarehouseId, order.vnWarehouseId);
  const fees = calculateParcelFees({
    ...m,
    tariff,
    basis: basisOf(order.options),
    woodenCrate: order.options.woodenCrate,
    exchangeRate: order.exchangeRate,
    crateTariff: version.body.purchase.woodenCrate,
  });
  return { ...fees, tariffVersionId: version.id };
}

/**
 * The fees of a measured parcel of a consignment order (DESIGN.md §4, shared/consignment-fees.ts):
 * the order's tariff version (decision 0099): its route's per-kg tariff, `fast` surcharge, crate and insurance on the parcel's declared value
 * when the order chose them. No service fee.
 */
export async function consignmentFeesFor(
  tx: Tx,
  parcel: Pick<ParcelRow, 'id' | 'cnWarehouseId'>,
  m: MeasureInput,
  order: ConsignmentTerms,
): Promise<VersionedFees> {
  const version = await tariffById(tx, order.tariffVersionId);
  const tariff = await shippingTariffOf(tx, version, parcel.cnWarehouseId ?? order.cnWarehouseId, order.vnWarehouseId);
  const declared = await parcels.declarationOfParcel(tx, parcel.id);
  const fees = calculateConsignmentFees({
    ...m,
    tariff,
    shippingType: order.shippingType,
    woodenCrate: order.options.woodenCrate,
    insurance: order.options.insurance,
    declaredValueVnd: declared?.declaredValueVnd ?? 0,
    exchangeRate: order.exchangeRate,
    consignmentTariff: version.body.consignment,
  });
  const sum = (kind: string) => fees.lines.filter((l) => l.kind === kind).reduce((s, l) => s + (l.amountVnd ?? 0), 0);
  return {
    volumetricKg10: fees.volumetricKg10,
    chargeableKg10: fees.chargeableKg10,
    volumeCm3: m.lengthCm * m.widthCm * m.heightCm,
    // Everything but the crate counts as shipping in the parcel's total (`fee_vnd`).
    shippingFeeVnd: fees.totalVnd - sum('wooden_crate'),
    woodenCrateFeeVnd: sum('wooden_crate'),
    lines: fees.lines,
    tariffVersionId: version.id,
  };
}

/** The measures a parcel already has, or undefined when it was never weighed. */
export function measuresOf(p: Measures): MeasureInput | undefined {
  if (p.weightGrams === null || p.lengthCm === null || p.widthCm === null || p.heightCm === null) return undefined;
  return { weightGrams: p.weightGrams, lengthCm: p.lengthCm, widthCm: p.widthCm, heightCm: p.heightCm };
}

/**
 * Weighs parcel `id` at the warehouse it is in. Refuses, writing nothing: 404 `parcel-not-found`;
 * 409 `parcel-not-in-warehouse` unless it is at a CN or VN warehouse; 403 `wrong-warehouse-role`
 * when the actor does not work in that country; 404 `parcel-not-found` at a warehouse not assigned to
 * the actor (decision 0103); 409 `parcel-in-delivery` while it is in a live
 * delivery request (decision 0084). When the new fee leaves the order paid beyond its total, the
 * excess is refunded to the wallet in the same transaction. Audited as `parcel.measure` with the
 * measures and fee that changed (decision 0096).
 */
export async function measureParcel(db: Db, actor: Actor, id: number, m: MeasureInput): Promise<AdminParcelSummary> {
  return transaction(db, async (tx) => {
    const found = await parcels.findParcel(tx, actor, id);
    if (!found) throw new AppError('parcel-not-found');
    // Locks in one order everywhere: the order (of whatever kind), then the parcel.
    const ref = refOf(found);
    const order = ref ? await lockOrder(tx, ref) : undefined;
    const parcel = await parcels.lockParcel(tx, actor, id);
    if (!parcel || !sameRef(refOf(parcel), ref)) throw new AppError('data-conflict');
    const house = parcel.warehouseId !== null ? await findWarehouse(tx, parcel.warehouseId) : undefined;
    if (!house || !['at_cn_warehouse', 'at_vn_warehouse'].includes(parcel.status)) {
      throw new AppError('parcel-not-in-warehouse');
    }
    await assertHandlesParcel(tx, actor, parcel);
    await assertNotInLiveDelivery(tx, parcel);
    // Each kind prices its parcels on its own tariff (DESIGN.md §4; decision 0062 for consignment).
    // A kind priced like consignment says so in its declaration (Taobao Global, decision 0117).
    const terms = ref && order ? orderType(ref.type).parcels.consignmentTerms?.(order) : undefined;
    const fees = terms
      ? await consignmentFeesFor(tx, parcel, m, terms)
      : await feesFor(tx, parcel, m, order as OrderRow | undefined);
    const weighed = await parcels.writeParcelMeasures(tx, parcel.id, m, fees, actor.userId);
    const measures = (p: typeof parcel | typeof weighed) => ({
      weightGrams: p.weightGrams,
      lengthCm: p.lengthCm,
      widthCm: p.widthCm,
      heightCm: p.heightCm,
      feeVnd: p.feeVnd,
    });
    await writeAudit(tx, actor, {
      action: 'parcel.measure',
      subjectType: 'parcel',
      subjectId: parcel.id,
      ...changedFields(measures(parcel), measures(weighed)),
    });
    // The order's total moves in the same transaction as the weighing (decision 0084); an excess
    // already paid goes back to the wallet.
    if (ref && order) {
      const now = await parcels.refreshOrderFees(tx, ref.type, order, await parcels.parcelsOfOrder(tx, ref));
      await refundOverpayment(tx, actor, ref, now, { id: parcel.id, measuredAt: weighed.measuredAt! });
    }
    const [view] = await parcels.loadAdminSummaries(tx, actor, [parcel.id]);
    return view!;
  });
}

/**
 * A consignment order follows its parcels (decision 0061) as a purchase order does (order-progress.ts):
 * `at_cn_warehouse` once every parcel was received in China, `in_transit` once every one left,
 * `at_vn_warehouse` once every one arrived; lost parcels do not hold it back while others remain.
 * Its fee lines are the sums of its weighed parcels' lines by kind (shared/consignment-fees.ts), and
 * `total_vnd` is their sum: everything the customer owes as known now. `paid_vnd` is never written
 * here (the delivery request pays `total − paid`). Both run in the caller's transaction, the order
 * locked before its parcels.
 */
import type { FeeLine } from '@app/shared/contracts/purchase-order';
import { type ConsignmentStatus, consignmentMachine } from '@app/shared/machines/consignment';
import type { ParcelStatus } from '@app/shared/machines/parcel';
import { formatNumber } from '@app/shared/money';
import { formatKg10 } from '@app/shared/parcel-fees';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { consignmentOrders } from '../../db/schema/consignment.ts';
import { type Actor, moversOf, type SystemActor, systemActor } from '../../lib/actor.ts';
import { transition } from '../../lib/transition.ts';
import type { ConsignmentRow, ParcelRow } from './parcel.repository.ts';

/** The order statuses that parcels drive, in order. */
const chain: ConsignmentStatus[] = ['created', 'at_cn_warehouse', 'in_transit', 'at_vn_warehouse'];

/** How far a parcel is along `chain`. */
const parcelStage: Record<ParcelStatus, number> = {
  expected: 0,
  at_cn_warehouse: 1,
  in_transit: 2,
  at_vn_warehouse: 3,
  delivering: 3,
  delivered: 3,
  lost: Number.POSITIVE_INFINITY,
};

const stageNotes: Partial<Record<ConsignmentStatus, (n: number) => string>> = {
  at_cn_warehouse: (n) =>
    n === 1 ? 'Kiện hàng đã về kho Trung Quốc' : `Cả ${formatNumber(n)} kiện đã về kho Trung Quốc`,
  in_transit: (n) => (n === 1 ? 'Kiện hàng đã rời kho Trung Quốc' : `Cả ${formatNumber(n)} kiện đã rời kho Trung Quốc`),
  at_vn_warehouse: (n) => (n === 1 ? 'Kiện hàng đã về kho Việt Nam' : `Cả ${formatNumber(n)} kiện đã về kho Việt Nam`),
};

/**
 * Moves the locked consignment `order` forward along `chain` as far as all its `parcels` have gone,
 * one transition per step, signed by `actor` when the step is theirs, else by the system. Returns the
 * order as it is now. An order past `at_vn_warehouse` (delivery) or cancelled is left alone.
 */
export async function followConsignmentParcels(
  tx: Tx,
  order: ConsignmentRow,
  parcels: Pick<ParcelRow, 'status'>[],
  actor: Actor | SystemActor,
): Promise<ConsignmentRow> {
  const at = chain.indexOf(order.status);
  const live = parcels.filter((p) => p.status !== 'lost');
  if (at < 0 || live.length === 0) return order;
  const target = Math.min(...live.map((p) => parcelStage[p.status as ParcelStatus]));
  let current = order;
  for (let i = at + 1; i <= target && i < chain.length; i++) {
    const to = chain[i]!;
    const by = consignmentMachine.mayEnter(to, moversOf(actor)) ? actor : systemActor;
    current = await transition(tx, consignmentMachine, current, to, by, { note: stageNotes[to]?.(live.length) ?? '' });
  }
  return current;
}

const pending = 'Tính khi hàng về kho';

/** The fee kinds an order carries, in the order shown, with their labels. */
export function consignmentFeeKinds(
  order: Pick<ConsignmentRow, 'shippingType' | 'options'>,
): [FeeLine['kind'], string][] {
  const kinds: [FeeLine['kind'], string][] = [['international_shipping', 'Phí vận chuyển TQ – VN']];
  if (order.shippingType === 'fast') kinds.push(['fast_shipping', 'Phụ phí chuyển nhanh']);
  if (order.options.woodenCrate) kinds.push(['wooden_crate', 'Phí đóng gỗ']);
  if (order.options.insurance) kinds.push(['insurance', 'Phí bảo hiểm']);
  return kinds;
}

/**
 * The order's fee lines from its parcels: per kind, the sum over weighed, not lost parcels with a
 * note (`2 kiện, 3,3 kg tính phí; còn 1 kiện chưa cân`), amount null while none is weighed.
 */
export function consignmentLines(
  order: Pick<ConsignmentRow, 'shippingType' | 'options'>,
  parcels: Pick<ParcelRow, 'status' | 'measuredAt' | 'chargeableKg10' | 'feeLines'>[],
): FeeLine[] {
  const weighed = parcels.filter((p) => p.measuredAt !== null && p.status !== 'lost');
  const waiting = parcels.filter((p) => p.measuredAt === null && p.status !== 'lost').length;
  return consignmentFeeKinds(order).map(([kind, label]) => {
    if (weighed.length === 0) return { kind, label, amountVnd: null, note: pending };
    const amount = weighed
      .flatMap((p) => p.feeLines.filter((l) => l.kind === kind).map((l) => l.amountVnd ?? 0))
      .reduce((s, a) => s + a, 0);
    const kg10 = weighed.reduce((s, p) => s + (p.chargeableKg10 ?? 0), 0);
    // Insurance follows the declared value, not the weight.
    const parts = [
      kind === 'insurance'
        ? `giá trị khai báo của ${formatNumber(weighed.length)} kiện đã cân`
        : `${formatNumber(weighed.length)} kiện, ${formatKg10(kg10)} tính phí`,
    ];
    if (waiting > 0) parts.push(`còn ${formatNumber(waiting)} kiện chưa cân`);
    return { kind, label, amountVnd: amount, note: parts.join('; ') };
  });
}

/**
 * Rewrites the locked order's fee lines from its parcels and sets `total_vnd` to their sum (the
 * invariant of decision 0062: total = everything owed as known now). Never touches `paid_vnd`.
 */
export async function refreshConsignmentFees(tx: Tx, order: ConsignmentRow, parcels: ParcelRow[]) {
  const lines = consignmentLines(order, parcels);
  const [row] = await tx
    .update(consignmentOrders)
    .set({
      feeLines: lines,
      totalVnd: lines.reduce((s, l) => s + (l.amountVnd ?? 0), 0),
      updatedAt: new Date(),
    })
    .where(eq(consignmentOrders.id, order.id))
    .returning();
  return row!;
}

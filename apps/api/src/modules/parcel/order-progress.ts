/**
 * A purchase order follows its parcels (decision 0055): `at_cn_warehouse` once every parcel of it was
 * received in China, `in_transit` once every one has left, `at_vn_warehouse` once every one arrived
 * (partial arrival shows per parcel). Lost parcels do not hold the order back while others remain.
 * Its shipping and crate fee lines are the sums of its weighed parcels' lines (DESIGN.md §4), and
 * its totals move by the difference. Both run in the caller's transaction, the order locked.
 */
import type { FeeLine } from '@app/shared/contracts/purchase-order';
import type { ParcelStatus } from '@app/shared/machines/parcel';
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatNumber } from '@app/shared/money';
import { formatKg10 } from '@app/shared/parcel-fees';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import { type Actor, moversOf, systemActor } from '../../lib/actor.ts';
import { transition } from '../../lib/transition.ts';
import type { OrderRow, ParcelRow } from './parcel.repository.ts';

/** The order statuses that parcels drive, in order. */
const chain: PurchaseOrderStatus[] = [
  'purchased',
  'seller_shipped',
  'at_cn_warehouse',
  'in_transit',
  'at_vn_warehouse',
];

/** How far a parcel is along the chain (index into `chain`). */
const parcelStage: Record<ParcelStatus, number> = {
  expected: 1,
  at_cn_warehouse: 2,
  in_transit: 3,
  at_vn_warehouse: 4,
  delivering: 4,
  delivered: 4,
  lost: Number.POSITIVE_INFINITY,
};

const stageNotes: Partial<Record<PurchaseOrderStatus, (n: number) => string>> = {
  seller_shipped: (n) => `Đã có ${formatNumber(n)} mã vận đơn`,
  at_cn_warehouse: (n) =>
    n === 1 ? 'Kiện hàng đã về kho Trung Quốc' : `Cả ${formatNumber(n)} kiện đã về kho Trung Quốc`,
  in_transit: (n) => (n === 1 ? 'Kiện hàng đã rời kho Trung Quốc' : `Cả ${formatNumber(n)} kiện đã rời kho Trung Quốc`),
  at_vn_warehouse: (n) => (n === 1 ? 'Kiện hàng đã về kho Việt Nam' : `Cả ${formatNumber(n)} kiện đã về kho Việt Nam`),
};

/**
 * Moves the locked `order` forward along `chain` as far as all its `parcels` have gone, one
 * transition per step (each an event on its timeline), as `actor`. Returns the order as it is now.
 */
export async function followParcels(
  tx: Tx,
  order: OrderRow,
  parcels: Pick<ParcelRow, 'status'>[],
  actor: Actor,
): Promise<OrderRow> {
  const at = chain.indexOf(order.status);
  const live = parcels.filter((p) => p.status !== 'lost');
  if (at < 0 || live.length === 0) return order;
  const target = Math.min(...live.map((p) => parcelStage[p.status as ParcelStatus]));
  let current = order;
  for (let i = at + 1; i <= target && i < chain.length; i++) {
    const to = chain[i]!;
    // The staff member whose step completed the order signs the event; a step outside their role
    // (a purchaser attaching a parcel already received) is the system's.
    const by = purchaseOrderMachine.mayEnter(to, moversOf(actor)) ? actor : systemActor;
    current = await transition(tx, purchaseOrderMachine, current, to, by, {
      note: stageNotes[to]?.(live.length) ?? '',
    });
  }
  return current;
}

const pending = 'Tính khi hàng về kho';

/** The order's fee line of `kind` from its parcels' lines: sum of the weighed ones, null while none is. */
function summedLine(kind: FeeLine['kind'], label: string, parcels: ParcelRow[]): FeeLine {
  const weighed = parcels.filter((p) => p.measuredAt !== null && p.status !== 'lost');
  const waiting = parcels.filter((p) => p.measuredAt === null && p.status !== 'lost').length;
  const amounts = weighed.flatMap((p) => p.feeLines.filter((l) => l.kind === kind).map((l) => l.amountVnd ?? 0));
  if (weighed.length === 0) return { kind, label, amountVnd: null, note: pending };
  const kg10 = weighed.reduce((s, p) => s + (p.chargeableKg10 ?? 0), 0);
  const parts = [`${formatNumber(weighed.length)} kiện, ${formatKg10(kg10)} tính phí`];
  if (waiting > 0) parts.push(`còn ${formatNumber(waiting)} kiện chưa cân`);
  return { kind, label, amountVnd: amounts.reduce((s, a) => s + a, 0), note: parts.join('; ') };
}

/**
 * Rewrites the locked order's shipping (and crate, when ordered) fee lines from its parcels and moves
 * `feesVnd` and `totalVnd` by the difference, so lines added by other steps keep their amounts.
 */
export async function refreshOrderShippingFees(tx: Tx, order: OrderRow, parcels: ParcelRow[]): Promise<OrderRow> {
  const lines = [...(order.feeLines as FeeLine[])];
  const kinds: [FeeLine['kind'], string][] = [['international_shipping', 'Phí vận chuyển TQ – VN']];
  if (order.options.woodenCrate) kinds.push(['wooden_crate', 'Phí đóng gỗ']);
  let delta = 0;
  for (const [kind, label] of kinds) {
    const at = lines.findIndex((l) => l.kind === kind);
    const old = at >= 0 ? lines[at]! : null;
    const next = summedLine(kind, old?.label ?? label, parcels);
    delta += (next.amountVnd ?? 0) - (old?.amountVnd ?? 0);
    if (at >= 0) lines[at] = next;
    else lines.push(next);
  }
  const [row] = await tx
    .update(purchaseOrders)
    .set({
      feeLines: lines,
      feesVnd: order.feesVnd + delta,
      totalVnd: order.totalVnd + delta,
      updatedAt: new Date(),
    })
    .where(eq(purchaseOrders.id, order.id))
    .returning();
  return row!;
}

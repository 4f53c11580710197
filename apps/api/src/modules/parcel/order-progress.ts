/**
 * An order follows its parcels (decisions 0055 and 0061), whatever its kind: it moves along its
 * declaration's status chain as far as every live parcel has gone (`at_cn_warehouse` once every one
 * was received in China, `in_transit` once every one left, `at_vn_warehouse` once every one arrived);
 * lost parcels do not hold it back while others remain. Its fee lines are the sums of its weighed
 * parcels' lines by kind (DESIGN.md §4), written by the declaration (which moves its totals). Both
 * run in the caller's transaction, the order locked before its parcels (order-types.service.ts).
 */
import type { FeeLine } from '@app/shared/contracts/purchase-order';
import type { ParcelStatus } from '@app/shared/machines/parcel';
import { formatNumber } from '@app/shared/money';
import { formatKg10 } from '@app/shared/parcel-fees';
import type { Tx } from '../../db/client.ts';
import { type Actor, moversOf, type SystemActor, systemActor } from '../../lib/platform/actor.ts';
import { type OrderRow, type OrderTypeName, orderType } from '../order/order-types.service.ts';
import type { ParcelRow } from './parcel.repository.ts';

const stageNotes: Record<string, (n: number) => string> = {
  seller_shipped: (n) => `Đã có ${formatNumber(n)} mã vận đơn`,
  at_cn_warehouse: (n) =>
    n === 1 ? 'Kiện hàng đã về kho Trung Quốc' : `Cả ${formatNumber(n)} kiện đã về kho Trung Quốc`,
  in_transit: (n) => (n === 1 ? 'Kiện hàng đã rời kho Trung Quốc' : `Cả ${formatNumber(n)} kiện đã rời kho Trung Quốc`),
  at_vn_warehouse: (n) => (n === 1 ? 'Kiện hàng đã về kho Việt Nam' : `Cả ${formatNumber(n)} kiện đã về kho Việt Nam`),
};

/**
 * Moves the locked `order` of kind `type` forward along its chain as far as all its `parcels` have
 * gone, one transition per step (each an event on its timeline). The staff member whose step
 * completed the order signs the event; a step outside their role (a purchaser attaching a parcel
 * already received) is the system's. An order before or past the chain is left alone. Returns the
 * order as it is now.
 */
export async function followParcels<Row extends OrderRow>(
  tx: Tx,
  type: OrderTypeName,
  order: Row,
  parcels: Pick<ParcelRow, 'status'>[],
  actor: Actor | SystemActor,
): Promise<Row> {
  const t = orderType(type);
  const { chain, stage } = t.parcels;
  const at = chain.indexOf(order.status);
  const live = parcels.filter((p) => p.status !== 'lost');
  if (at < 0 || live.length === 0) return order;
  const target = Math.min(...live.map((p) => stage[p.status as ParcelStatus]));
  let current: OrderRow = order;
  for (let i = at + 1; i <= target && i < chain.length; i++) {
    const to = chain[i]!;
    const by = t.machine.mayEnter(to, moversOf(actor)) ? actor : systemActor;
    current = await t.move(tx, current, to, by, stageNotes[to]?.(live.length) ?? '');
  }
  return current as Row;
}

const pending = 'Tính khi hàng về kho';

/**
 * The fee lines of `kinds` from the parcels: per kind, the sum over weighed, not lost parcels with a
 * note (`2 kiện, 3,3 kg tính phí; còn 1 kiện chưa cân`), amount null while none is weighed.
 */
export function summedLines(
  kinds: [FeeLine['kind'], string][],
  parcels: Pick<ParcelRow, 'status' | 'measuredAt' | 'chargeableKg10' | 'feeLines'>[],
): FeeLine[] {
  const weighed = parcels.filter((p) => p.measuredAt !== null && p.status !== 'lost');
  const waiting = parcels.filter((p) => p.measuredAt === null && p.status !== 'lost').length;
  return kinds.map(([kind, label]) => {
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
 * Rewrites the locked order's parcel-summed fee lines (its declaration's kinds) from its parcels;
 * the declaration moves its totals. Returns the order as it is now.
 */
export async function refreshOrderFees<Row extends OrderRow>(
  tx: Tx,
  type: OrderTypeName,
  order: Row,
  parcels: ParcelRow[],
): Promise<Row> {
  const t = orderType(type);
  return (await t.parcels.writeFeeLines(tx, order, summedLines(t.parcels.feeKinds(order), parcels))) as Row;
}

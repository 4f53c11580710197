/**
 * The purchase order's declaration as a kind of order (decision 0089, order-types.service.ts): its
 * machine, locks, money and how its parcels move it (decision 0055: `purchased` → … →
 * `at_vn_warehouse` as every live parcel goes; its shipping and crate lines are the sums of its
 * weighed parcels' lines, DESIGN.md §4, and its totals move by the difference, so lines added by other
 * steps keep their amounts). Registered at start (app.ts).
 */
import type { FeeLine } from '@app/shared/contracts/purchase-order';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import { transition } from '../../lib/status/transition.ts';
import { type OrderType, registerOrderType } from '../order/order-types.service.ts';
import { purchaseOrderIdsInStatus, purchaseOrderView } from './purchase-order.refs.ts';

type Row = typeof purchaseOrders.$inferSelect;

function lock(tx: Executor, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.id, ids))
    .orderBy(asc(purchaseOrders.id))
    .for('update');
}

/** Keeps the other lines; replaces the summed kinds (keeping their labels); moves fees and total. */
async function writeFeeLines(tx: Tx, order: Row, summed: FeeLine[]): Promise<Row> {
  const lines = [...(order.feeLines as FeeLine[])];
  let delta = 0;
  for (const next of summed) {
    const at = lines.findIndex((l) => l.kind === next.kind);
    const old = at >= 0 ? lines[at]! : null;
    delta += (next.amountVnd ?? 0) - (old?.amountVnd ?? 0);
    if (old) lines[at] = { ...next, label: old.label };
    else lines.push(next);
  }
  const [row] = await tx
    .update(purchaseOrders)
    .set({ feeLines: lines, feesVnd: order.feesVnd + delta, totalVnd: order.totalVnd + delta, updatedAt: new Date() })
    .where(eq(purchaseOrders.id, order.id))
    .returning();
  return row!;
}

export const purchaseOrderType: OrderType<Row> = {
  name: 'purchase_order',
  noun: 'đơn',
  machine: purchaseOrderMachine,
  move: (tx, row, to, actor, note) => transition(tx, purchaseOrderMachine, row, to as Row['status'], actor, { note }),
  lock,
  async addPaid(tx, id, deltaVnd) {
    await tx
      .update(purchaseOrders)
      .set({ paidVnd: sql`${purchaseOrders.paidVnd} + ${deltaVnd}`, updatedAt: new Date() })
      .where(eq(purchaseOrders.id, id));
  },
  parcels: {
    // Deposited and not waiting on a quote, a deposit or the customer's answer (decision 0060).
    mayLeaveChina: (o) =>
      !['cancelled', 'awaiting_customer_confirmation', 'awaiting_quote', 'awaiting_deposit'].includes(o.status) &&
      o.depositedAt !== null,
    chain: ['purchased', 'seller_shipped', 'at_cn_warehouse', 'in_transit', 'at_vn_warehouse'],
    stage: {
      expected: 1,
      at_cn_warehouse: 2,
      in_transit: 3,
      at_vn_warehouse: 4,
      delivering: 4,
      delivered: 4,
      lost: Number.POSITIVE_INFINITY,
    },
    feeKinds(order) {
      const kinds: [FeeLine['kind'], string][] = [['international_shipping', 'Phí vận chuyển TQ – VN']];
      if (order.options.woodenCrate) kinds.push(['wooden_crate', 'Phí đóng gỗ']);
      return kinds;
    },
    writeFeeLines,
  },
  refs: { view: purchaseOrderView, idsInStatus: purchaseOrderIdsInStatus },
};

/** Registers the declaration (app.ts, at start). */
export function registerPurchaseOrderType(): void {
  registerOrderType(purchaseOrderType);
}

/**
 * The consignment order's declaration as a kind of order (decision 0089, order-types.service.ts):
 * its machine, locks, money and how its parcels move it (decision 0061: `created` → … →
 * `at_vn_warehouse` as every live parcel goes; its fee lines are the sums of its weighed parcels'
 * lines by kind, decision 0062, and `total_vnd` is their sum: everything the customer owes as known
 * now; `paid_vnd` moves only with a posting). Registered at start (app.ts).
 */
import type { FeeLine } from '@app/shared/contracts/purchase-order';
import { consignmentMachine } from '@app/shared/machines/consignment';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consignmentOrders } from '../../db/schema/consignment.ts';
import { transition } from '../../lib/status/transition.ts';
import { type OrderType, registerOrderType } from '../order/order-types.service.ts';
import { consignmentOrderIdsInStatus, consignmentOrderView } from './consignment.refs.ts';

type Row = typeof consignmentOrders.$inferSelect;

/** The fee kinds a consignment order carries, in the order shown, with their labels. */
export function consignmentFeeKinds(order: Pick<Row, 'shippingType' | 'options'>): [FeeLine['kind'], string][] {
  const kinds: [FeeLine['kind'], string][] = [['international_shipping', 'Phí vận chuyển TQ – VN']];
  if (order.shippingType === 'fast') kinds.push(['fast_shipping', 'Phụ phí chuyển nhanh']);
  if (order.options.woodenCrate) kinds.push(['wooden_crate', 'Phí đóng gỗ']);
  if (order.options.insurance) kinds.push(['insurance', 'Phí bảo hiểm']);
  return kinds;
}

function lock(tx: Executor, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(consignmentOrders)
    .where(inArray(consignmentOrders.id, ids))
    .orderBy(asc(consignmentOrders.id))
    .for('update');
}

export const consignmentOrderType: OrderType<Row> = {
  name: 'consignment_order',
  noun: 'đơn ký gửi',
  machine: consignmentMachine,
  move: (tx, row, to, actor, note) => transition(tx, consignmentMachine, row, to as Row['status'], actor, { note }),
  lock,
  async addPaid(tx, id, deltaVnd) {
    await tx
      .update(consignmentOrders)
      .set({ paidVnd: sql`${consignmentOrders.paidVnd} + ${deltaVnd}`, updatedAt: new Date() })
      .where(eq(consignmentOrders.id, id));
  },
  parcels: {
    // Paid in full with the delivery request (decision 0062): its parcels leave unpaid.
    mayLeaveChina: (o) => o.status !== 'cancelled',
    chain: ['created', 'at_cn_warehouse', 'in_transit', 'at_vn_warehouse'],
    stage: {
      expected: 0,
      at_cn_warehouse: 1,
      in_transit: 2,
      at_vn_warehouse: 3,
      delivering: 3,
      delivered: 3,
      lost: Number.POSITIVE_INFINITY,
    },
    feeKinds: consignmentFeeKinds,
    consignmentTerms: (o) => o,
    async writeFeeLines(tx, order, lines) {
      const [row] = await tx
        .update(consignmentOrders)
        .set({ feeLines: lines, totalVnd: lines.reduce((s, l) => s + (l.amountVnd ?? 0), 0), updatedAt: new Date() })
        .where(eq(consignmentOrders.id, order.id))
        .returning();
      return row!;
    },
  },
  refs: { view: consignmentOrderView, idsInStatus: consignmentOrderIdsInStatus },
};

/** Registers the declaration (app.ts, at start). */
export function registerConsignmentOrderType(): void {
  registerOrderType(consignmentOrderType);
}

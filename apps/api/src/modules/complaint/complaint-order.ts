/**
 * The order a complaint is about, read through its owner's service (purchase-order, consignment;
 * decision 0088): its code and status, when it was delivered (its newest `delivered` status event),
 * what was paid for it, and its lines with what the customer paid for each unit (decision 0106).
 */
import type { ComplaintOrderType } from '@app/shared/contracts/complaint';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import * as consignments from '../consignment/consignment.service.ts';
import type { OrderTypeName } from '../order/order-types.service.ts';
import * as purchaseOrders from '../purchase-order/purchase-order.service.ts';

export interface ComplaintOrderLine {
  id: number;
  title: string;
  imageUrl: string | null;
  /** Units the customer received or should have: bought, else ordered. */
  units: number;
  /** What those units cost the customer in all (goods at the order's rate plus their share of fees), đồng. */
  paidVnd: number;
}

export interface ComplaintOrder {
  type: ComplaintOrderType;
  /** The order registry's name of its kind (order-types.service.ts). */
  typeName: OrderTypeName;
  id: number;
  code: string;
  status: string;
  /** When it entered `delivered` (newest such event); null when it never did. */
  deliveredAt: Date | null;
  /** What the customer paid on the order, in đồng. */
  paidVnd: number;
  lines: ComplaintOrderLine[];
}

const typeNames: Record<ComplaintOrderType, OrderTypeName> = {
  purchase: 'purchase_order',
  consignment: 'consignment_order',
};

function deliveredAt(events: readonly { toStatus: string; createdAt: string }[]): Date | null {
  const last = events.filter((e) => e.toStatus === 'delivered').at(-1);
  return last ? new Date(last.createdAt) : null;
}

/**
 * The order `id` of `type` as `actor` may see it (a customer: their own); 404 `order-not-found`
 * (`consignment-not-found`) otherwise.
 *
 * A purchase order line's share: its goods (`amountVnd`, bought units at the order's rate) scaled
 * by the order's total over its goods, so fees are shared in proportion to the goods' value.
 */
export async function complaintOrder(
  db: Db,
  actor: Actor,
  type: ComplaintOrderType,
  id: number,
): Promise<ComplaintOrder> {
  if (type === 'consignment') {
    const o = await consignments.getOrder(db, actor, id);
    return {
      type,
      typeName: typeNames[type],
      id: o.id,
      code: o.code,
      status: o.status,
      deliveredAt: deliveredAt(o.events),
      paidVnd: o.totals.paidVnd,
      lines: [],
    };
  }
  const o = await purchaseOrders.getOrder(db, actor, id);
  const goodsVnd = o.lines.reduce((sum, l) => sum + l.amountVnd, 0);
  const scale = goodsVnd > 0 ? o.totals.totalVnd / goodsVnd : 0;
  return {
    type,
    typeName: typeNames[type],
    id: o.id,
    code: o.code,
    status: o.status,
    deliveredAt: deliveredAt(o.events),
    paidVnd: o.totals.paidVnd,
    lines: o.lines.map((l) => ({
      id: l.id,
      title: l.title,
      imageUrl: l.imageUrl,
      units: l.boughtQuantity ?? l.quantity,
      paidVnd: Math.floor(l.amountVnd * scale),
    })),
  };
}

/** What the customer paid for `quantity` of `line`'s units (floor, đồng). */
export function paidForUnits(line: ComplaintOrderLine, quantity: number): number {
  return line.units > 0 ? Math.floor((line.paidVnd * quantity) / line.units) : 0;
}

/**
 * Most a complaint on `lines` may refund: what was paid for those units (the whole order's payment
 * when none: a consignment order), never more than the order's payment less `refundedElsewhereVnd`
 * (other complaints of the order already resolved).
 */
export function maxRefundVnd(
  order: ComplaintOrder,
  lines: readonly { lineId: number; quantity: number }[],
  refundedElsewhereVnd: number,
): number {
  const byId = new Map(order.lines.map((l) => [l.id, l]));
  const forLines =
    lines.length === 0
      ? order.paidVnd
      : lines.reduce((sum, l) => {
          const line = byId.get(l.lineId);
          return sum + (line ? paidForUnits(line, l.quantity) : 0);
        }, 0);
  return Math.max(0, Math.min(forLines, order.paidVnd - refundedElsewhereVnd));
}

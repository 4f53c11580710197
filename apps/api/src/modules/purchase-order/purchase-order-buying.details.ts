/**
 * What buying adds to an order as the customer and staff read it: its shop orders and the refunds
 * the ledger holds for it. Refunds are read by their idempotency keys (the posting builders say
 * which: a cancellation, each line bought short, a price lower than paid), so the ledger stays the
 * one record of what went back to the wallet (as decision 0035 does for cancellations).
 */

import type { Executor } from '../../db/client.ts';
import { findEntriesByKeys, postings } from '../wallet/ledger.service.ts';
import type { LineRow, OrderRow } from './purchase-order.repository.ts';
import * as buying from './purchase-order-buying.repository.ts';

type OrderRefundCause = Parameters<typeof postings.orderRefund>[0]['cause'];

/** The key of the refund of `cause` on `order` (the builder's, with a placeholder amount). */
export function refundKey(order: Pick<OrderRow, 'id' | 'code' | 'userId'>, cause: OrderRefundCause): string {
  return postings.orderRefund({
    order: { ...order, subjectType: 'purchase_order' },
    amountVnd: 1,
    cause,
    actor: { userId: null },
  }).idempotencyKey;
}

/** The refund cause of a line bought short (null when it is not). */
export function shortCause(line: Pick<LineRow, 'id' | 'quantity' | 'boughtQuantity'>): OrderRefundCause | null {
  if (line.boughtQuantity === null || line.boughtQuantity >= line.quantity) return null;
  const short = line.quantity - line.boughtQuantity;
  return { kind: 'line-short', lineId: line.id, stage: 'bought', quantity: short, totalShort: short };
}

export type BuyingDetails = Awaited<ReturnType<typeof findBuyingDetails>>;

/** Shop orders by order, shop order numbers by id, and refunds by order (oldest first). */
export async function findBuyingDetails(db: Executor, orders: OrderRow[], lines: LineRow[]) {
  const ids = orders.map((o) => o.id);
  const shopOrders = await buying.listShopOrders(db, ids);
  const keyOwner = new Map<string, number>();
  for (const order of orders) {
    const causes: OrderRefundCause[] = [{ kind: 'cancelled' }, { kind: 'price-lower' }];
    for (const line of lines) {
      const cause = line.orderId === order.id ? shortCause(line) : null;
      if (cause) causes.push(cause);
    }
    for (const cause of causes) keyOwner.set(refundKey(order, cause), order.id);
  }
  const entries = await findEntriesByKeys(db, [...keyOwner.keys()]);
  const refunds = new Map<number, { code: string; description: string; amountVnd: number; createdAt: string }[]>();
  for (const e of entries) {
    const orderId = keyOwner.get(e.key)!;
    const list = refunds.get(orderId) ?? [];
    list.push({
      code: e.code,
      description: e.description,
      amountVnd: e.amountVnd,
      createdAt: e.createdAt.toISOString(),
    });
    refunds.set(orderId, list);
  }
  return {
    shopOrders,
    shopOrderNumbers: new Map(shopOrders.map((s) => [s.id, s.shopOrderNumber])),
    refunds,
  };
}

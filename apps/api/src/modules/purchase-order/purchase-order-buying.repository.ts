/**
 * SQL of buying (decision 0050): an order's lines locked for a purchase or quote, its shop orders,
 * the bought quantities and prices, the money columns, the refunds the ledger holds for it, and the
 * purchaser. Status columns are written only by lib/status/transition.ts.
 */
import type { FeeLine, PriceChange } from '@app/shared/contracts/purchase-order';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { purchaseOrderLines, purchaseOrderShopOrders, purchaseOrders } from '../../db/schema/purchase-order.ts';
import type { LineRow } from './purchase-order.repository.ts';

export type ShopOrderRow = typeof purchaseOrderShopOrders.$inferSelect;

/** The order's lines in id order, locked: the caller holds the order's lock and changes them. */
export function lockLines(db: Executor, orderId: number): Promise<LineRow[]> {
  return db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, orderId))
    .orderBy(asc(purchaseOrderLines.id))
    .for('update');
}

export async function findShopOrder(db: Executor, orderId: number, shopOrderNumber: string) {
  const [row] = await db
    .select()
    .from(purchaseOrderShopOrders)
    .where(
      and(eq(purchaseOrderShopOrders.orderId, orderId), eq(purchaseOrderShopOrders.shopOrderNumber, shopOrderNumber)),
    );
  return row;
}

export async function insertShopOrder(db: Executor, v: typeof purchaseOrderShopOrders.$inferInsert) {
  const [row] = await db.insert(purchaseOrderShopOrders).values(v).returning();
  return row!;
}

/** The shop orders of the given orders, oldest first. */
export function listShopOrders(db: Executor, orderIds: number[]): Promise<ShopOrderRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(purchaseOrderShopOrders)
    .where(inArray(purchaseOrderShopOrders.orderId, orderIds))
    .orderBy(asc(purchaseOrderShopOrders.id));
}

export async function setLineBought(
  db: Executor,
  lineId: number,
  v: { boughtQuantity: number; boughtUnitPriceFen: number; shopOrderId: number },
) {
  await db.update(purchaseOrderLines).set(v).where(eq(purchaseOrderLines.id, lineId));
}

export async function setLinePrice(db: Executor, lineId: number, unitPriceFen: number) {
  await db.update(purchaseOrderLines).set({ unitPriceFen }).where(eq(purchaseOrderLines.id, lineId));
}

/** The money an order shows: fee lines and totals, what was paid, a pending price change. */
export interface OrderMoney {
  feeLines: FeeLine[];
  goodsFen: number;
  goodsVnd: number;
  feesVnd: number;
  totalVnd: number;
  depositDueVnd: number;
  paidVnd: number;
  priceChange?: PriceChange | null;
}

/** Writes the order's money without a status change (a status change writes it through transition's `set`). */
export async function setOrderMoney(db: Executor, orderId: number, money: OrderMoney) {
  const [row] = await db
    .update(purchaseOrders)
    .set({ ...money, updatedAt: new Date() })
    .where(eq(purchaseOrders.id, orderId))
    .returning();
  return row!;
}

export async function setAssignee(db: Executor, orderId: number, assigneeId: number | null) {
  const [row] = await db
    .update(purchaseOrders)
    .set({ assigneeId, assignedAt: assigneeId === null ? null : new Date() })
    .where(eq(purchaseOrders.id, orderId))
    .returning();
  return row!;
}

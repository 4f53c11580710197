/**
 * SQL of buying (decision 0050): an order's lines locked for a purchase or quote, its shop orders,
 * the bought quantities and prices, the money columns, the refunds the ledger holds for it, and the
 * purchaser. Status columns are written only by lib/transition.ts.
 */
import type { FeeLine, PriceChange } from '@app/shared/contracts/purchase-order';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { purchaseOrderLines, purchaseOrderShopOrders, purchaseOrders } from '../../db/schema/purchase-order.ts';
import { journalEntries, journalLines } from '../../db/schema/wallet.ts';
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

/**
 * The wallet's side of the ledger entries with these idempotency keys (found by the keys' unique
 * index): each refund's code, description, amount to the wallet and time, oldest first.
 */
export function findRefundEntries(db: Executor, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({
      key: journalEntries.idempotencyKey,
      code: journalEntries.code,
      description: journalEntries.description,
      amountVnd: sql<number>`max(${journalLines.amountVnd})`.mapWith(Number),
      createdAt: journalEntries.createdAt,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(inArray(journalEntries.idempotencyKey, keys))
    .groupBy(journalEntries.id)
    .orderBy(asc(journalEntries.id));
}

/** Names of users by id (assignees). */
export async function userNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

/** An enabled user holding one of `roles`, or undefined. */
export async function findStaffWithRoles(db: Executor, userId: number, roles: readonly string[]) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`${users.disabledAt} is null`,
        sql`${users.roles} && ${sql.param([...roles])}::text[]`,
      ),
    );
  return row;
}

/** Enabled users holding one of `roles`, by name. */
export function listStaffWithRoles(db: Executor, roles: readonly string[]) {
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(sql`${users.disabledAt} is null`, sql`${users.roles} && ${sql.param([...roles])}::text[]`))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** SQL for purchase orders, their lines and status events. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { purchaseOrderEvents, purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-order.ts';
import { warehouses } from '../../db/schema/warehouse.ts';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type LineRow = typeof purchaseOrderLines.$inferSelect;
export type EventRow = typeof purchaseOrderEvents.$inferSelect;

export async function nextOrderNumber(db: Executor): Promise<number> {
  const res = await db.execute(sql`select nextval('purchase_order_code_seq')::int as n`);
  return (res.rows[0] as { n: number }).n;
}

export async function insertOrder(db: Executor, v: typeof purchaseOrders.$inferInsert) {
  const [row] = await db.insert(purchaseOrders).values(v).returning();
  return row!;
}

export async function insertLines(db: Executor, lines: (typeof purchaseOrderLines.$inferInsert)[]) {
  await db.insert(purchaseOrderLines).values(lines);
}

export async function insertEvent(db: Executor, v: typeof purchaseOrderEvents.$inferInsert) {
  await db.insert(purchaseOrderEvents).values(v);
}

/** The order (of `userId` when given), locked for update. */
export async function lockOrder(db: Executor, id: number, userId?: number) {
  const [row] = await db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), userId === undefined ? undefined : eq(purchaseOrders.userId, userId)))
    .for('update');
  return row;
}

export async function findOrder(db: Executor, id: number, userId?: number) {
  const [row] = await db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), userId === undefined ? undefined : eq(purchaseOrders.userId, userId)));
  return row;
}

export async function updateOrder(db: Executor, id: number, v: Partial<Pick<OrderRow, 'status' | 'paidVnd'>>) {
  const [row] = await db
    .update(purchaseOrders)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(purchaseOrders.id, id))
    .returning();
  return row!;
}

export async function findDetails(db: Executor, orderIds: number[]) {
  const [lines, events, houses] = await Promise.all([
    db
      .select()
      .from(purchaseOrderLines)
      .where(inArray(purchaseOrderLines.orderId, orderIds))
      .orderBy(asc(purchaseOrderLines.id)),
    db
      .select()
      .from(purchaseOrderEvents)
      .where(inArray(purchaseOrderEvents.orderId, orderIds))
      .orderBy(asc(purchaseOrderEvents.id)),
    db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses),
  ]);
  return { lines, events, warehouses: new Map(houses.map((w) => [w.id, w.name])) };
}

/** One page of orders, newest first, with each order's item count and first image. */
export async function listOrders(
  db: Executor,
  f: { userId?: number; status?: string; page: number; pageSize: number },
) {
  const where = and(
    f.userId === undefined ? undefined : eq(purchaseOrders.userId, f.userId),
    f.status ? eq(purchaseOrders.status, f.status) : undefined,
  );
  const rows = await db
    .select({
      order: purchaseOrders,
      itemCount: sql<number>`(select coalesce(sum(l.quantity), 0)::int from purchase_order_lines l where l.order_id = ${purchaseOrders.id})`,
      imageUrl: sql<
        string | null
      >`(select l.image_url from purchase_order_lines l where l.order_id = ${purchaseOrders.id} order by l.id limit 1)`,
      customer: { id: users.id, fullName: users.fullName, phone: users.phone },
    })
    .from(purchaseOrders)
    .innerJoin(users, eq(users.id, purchaseOrders.userId))
    .where(where)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(purchaseOrders).where(where);
  return { rows, total: count?.n ?? 0 };
}

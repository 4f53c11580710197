/**
 * SQL for consignment orders (đơn ký gửi) and their declarations. Every read is cut by `visibleTo`;
 * statuses change only through lib/status/transition.ts; declared parcels are rows of `parcels`.
 */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consignmentOrders } from '../../db/schema/consignment.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { userCard } from '../auth/auth.refs.ts';

export type ConsignmentRow = typeof consignmentOrders.$inferSelect;

/** The orders `actor` may see: a customer (or agent) their own; staff every one. */
export function visibleTo(actor: Actor): SQL {
  if (actor.scope === 'staff') return sql`true`;
  return eq(consignmentOrders.userId, actor.userId);
}

export async function nextOrderNumber(db: Executor): Promise<number> {
  const res = await db.execute(sql`select nextval('consignment_order_code_seq')::int as n`);
  return (res.rows[0] as { n: number }).n;
}

/** The order if `actor` may see it. */
export async function findOrder(db: Executor, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(consignmentOrders)
    .where(and(eq(consignmentOrders.id, id), visibleTo(actor)));
  return row;
}

/** The order if `actor` may see it, locked for update (before any of its parcels). */
export async function lockOrder(db: Executor, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(consignmentOrders)
    .where(and(eq(consignmentOrders.id, id), visibleTo(actor)))
    .for('update');
  return row;
}

export interface ListFilter {
  status?: ConsignmentRow['status'];
  customerId?: number;
  page: number;
  pageSize: number;
}

/** One page of the orders `actor` may see, newest first, with parcel counts and the customer; and the total. */
export async function listOrders(db: Executor, actor: Actor, f: ListFilter) {
  const cut = and(
    visibleTo(actor),
    f.status ? eq(consignmentOrders.status, f.status) : undefined,
    f.customerId ? eq(consignmentOrders.userId, f.customerId) : undefined,
  );
  const rows = await db
    .select({
      order: consignmentOrders,
      // Named by auth's ref (a primary-key probe per row, as the join was): never null, the user is a
      // required foreign key.
      customer: sql<{ id: number; fullName: string; phone: string }>`${userCard(consignmentOrders.userId)}`,
    })
    .from(consignmentOrders)
    .where(cut)
    .orderBy(desc(consignmentOrders.createdAt), desc(consignmentOrders.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: count() }).from(consignmentOrders).where(cut);
  return { rows, total: total?.n ?? 0 };
}

/** Writes the order's declared value (the sum of its parcels' declarations, đồng). */
export async function setDeclaredValue(db: Executor, id: number, declaredValueVnd: number) {
  await db
    .update(consignmentOrders)
    .set({ declaredValueVnd, updatedAt: new Date() })
    .where(eq(consignmentOrders.id, id));
}

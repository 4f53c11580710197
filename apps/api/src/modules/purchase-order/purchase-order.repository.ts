/**
 * SQL for purchase orders and their lines; their status events are read from status_events. Orders
 * are created and change status only through lib/transition.ts. Every read is cut by `visibleTo`.
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-order.ts';
import { warehouses } from '../../db/schema/warehouse.ts';
import type { Actor, SystemActor } from '../../lib/actor.ts';
import { preparedPages } from '../../lib/prepared.ts';
import { listStatusEvents } from '../../lib/status-events.ts';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type LineRow = typeof purchaseOrderLines.$inferSelect;

/**
 * The orders `actor` may see: a customer their own; staff and the system every order. An agent sees
 * only their own for now: the agent–customer link (DESIGN.md §3.10) does not exist yet, and when it
 * does, this is the one place that adds their customers' orders.
 */
export function visibleTo(actor: Actor | SystemActor): SQL {
  if (actor.scope === 'staff' || actor.scope === 'system') return sql`true`;
  return eq(purchaseOrders.userId, actor.userId);
}

export async function nextOrderNumber(db: Executor): Promise<number> {
  const res = await db.execute(sql`select nextval('purchase_order_code_seq')::int as n`);
  return (res.rows[0] as { n: number }).n;
}

export async function insertLines(db: Executor, lines: (typeof purchaseOrderLines.$inferInsert)[]) {
  await db.insert(purchaseOrderLines).values(lines);
}

/** The order if `actor` may see it, locked for update. */
export async function lockOrder(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), visibleTo(actor)))
    .for('update');
  return row;
}

/** The order if `actor` may see it. */
export async function findOrder(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), visibleTo(actor)));
  return row;
}

/**
 * The orders' lines, status events and warehouse names. One query after another: `db` may be a
 * transaction, whose single connection cannot run queries side by side (pg deprecates trying).
 */
export async function findDetails(db: Executor, orderIds: number[]) {
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.orderId, orderIds))
    .orderBy(asc(purchaseOrderLines.id));
  const events = await listStatusEvents(db, 'purchase_order', orderIds);
  const houses = await db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses);
  return { lines, events, warehouses: new Map(houses.map((w) => [w.id, w.name])) };
}

const pageOf = sql.placeholder('pageSize');

/** The columns a list row shows (not the fee lines, options or receiver: no JSON parsed per row). */
const summaryColumns = {
  id: purchaseOrders.id,
  code: purchaseOrders.code,
  status: purchaseOrders.status,
  site: purchaseOrders.site,
  shopName: purchaseOrders.shopName,
  totalVnd: purchaseOrders.totalVnd,
  depositDueVnd: purchaseOrders.depositDueVnd,
  paidVnd: purchaseOrders.paidVnd,
  createdAt: purchaseOrders.createdAt,
};
export type OrderSummaryRow = Pick<OrderRow, keyof typeof summaryColumns>;
const offsetOf = sql.placeholder('offset');

/** Who made an order's latest status change, and when (`createdAt` as PostgreSQL writes it in JSON). */
export interface LastChange {
  actorName: string;
  createdAt: string;
}
const lastChange = sql<LastChange | null>`(
  select json_build_object('actorName', e.actor_name, 'createdAt', e.created_at)
    from status_events e
   where e.subject_type = 'purchase_order' and e.subject_id = ${purchaseOrders.id}
   order by e.id desc limit 1)`;

/**
 * The prepared page query of one visibility and filter: `own` cuts by the customer's id, `status`
 * by a status. The page's ids are sought in an index alone (user_id|status|created_at, id: an
 * index-only scan that skips `offset` entries cheaply), then only those 20 rows are read and joined.
 */
const pages = preparedPages('purchase_orders_page', (own, status) => (db, name) => {
  const cut = and(
    own ? eq(purchaseOrders.userId, sql.placeholder('userId')) : undefined,
    status ? eq(purchaseOrders.status, sql.placeholder('status')) : undefined,
  );
  const ids = db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(cut)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(pageOf)
    .offset(offsetOf);
  return {
    rows: db
      .select({
        order: summaryColumns,
        itemCount: sql<number>`(select coalesce(sum(l.quantity), 0)::int from purchase_order_lines l where l.order_id = ${purchaseOrders.id})`,
        imageUrl: sql<
          string | null
        >`(select l.image_url from purchase_order_lines l where l.order_id = ${purchaseOrders.id} order by l.id limit 1)`,
        customer: { id: users.id, fullName: users.fullName, phone: users.phone },
        // Staff lists: the latest status event, one backward step of status_events_subject_idx per row.
        lastChange: own ? sql<LastChange | null>`null` : lastChange,
      })
      .from(purchaseOrders)
      .innerJoin(users, eq(users.id, purchaseOrders.userId))
      .where(inArray(purchaseOrders.id, ids))
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
      .prepare(`${name}_rows`),
    count: db.select({ n: sql<number>`count(*)::int` }).from(purchaseOrders).where(cut).prepare(`${name}_count`),
  };
});

/**
 * One page of the orders `actor` may see, newest first, with each order's item count and first
 * image, and for staff who made its latest status change.
 */
export async function listOrders(
  db: Executor,
  actor: Actor | SystemActor,
  f: { status?: OrderRow['status']; page: number; pageSize: number },
) {
  return pages(db, actor, f);
}

/**
 * How many orders `actor` may see are in each of `statuses` (the staff counts, decision 0045): an
 * index-only count on purchase_orders_status_idx (status, created_at, id), reading the index entries
 * of those statuses only, never the completed and cancelled bulk. The query, so a test can EXPLAIN it.
 */
export function countByStatusQuery(db: Executor, actor: Actor | SystemActor, statuses: readonly OrderRow['status'][]) {
  return db
    .select({ status: purchaseOrders.status, n: count() })
    .from(purchaseOrders)
    .where(and(inArray(purchaseOrders.status, [...statuses]), visibleTo(actor)))
    .groupBy(purchaseOrders.status);
}

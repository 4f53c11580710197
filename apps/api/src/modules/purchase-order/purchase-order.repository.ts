/**
 * SQL for purchase orders and their lines; their status events are read from status_events. Orders
 * are created and change status only through lib/transition.ts. Every read is cut by `visibleTo`.
 */
import { escapeLike, searchTerms } from '@app/shared/search';
import { and, asc, count, desc, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { purchaseOrderLines, purchaseOrderShopOrders, purchaseOrders } from '../../db/schema/purchase-order.ts';
import { journalEntries, journalLines } from '../../db/schema/wallet.ts';
import { warehouses } from '../../db/schema/warehouse.ts';
import type { Actor, SystemActor } from '../../lib/actor.ts';
import { anchoredStatements, pageTotal, preparedPages } from '../../lib/prepared.ts';
import { codeOrOwnerMatch } from '../../lib/search.ts';
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
 * The orders' lines, status events and warehouse names, and what cancelling refunded for the
 * `cancelledIds` among them. One query after another: `db` may be a transaction, whose single
 * connection cannot run queries side by side (pg deprecates trying).
 */
export async function findDetails(db: Executor, orderIds: number[], cancelledIds: number[] = []) {
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.orderId, orderIds))
    .orderBy(asc(purchaseOrderLines.id));
  const events = await listStatusEvents(db, 'purchase_order', orderIds);
  const houses = await db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses);
  const refunds = await findCancellationRefunds(db, cancelledIds);
  return { lines, events, warehouses: new Map(houses.map((w) => [w.id, w.name])), refunds };
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
const newestFirst = [desc(purchaseOrders.createdAt), desc(purchaseOrders.id)];
const sortKey = { table: purchaseOrders, createdAt: purchaseOrders.createdAt, id: purchaseOrders.id };

/**
 * The list rows of the orders `ids` selects, newest first: summary, customer, and per row, by the
 * lines' (order_id, id) index, the count of products and of units and the first product (picture,
 * name) for the card, and a cancelled order's refund; for `staff`, who made the latest status change
 * (one backward step of status_events_subject_idx per row). `total` is the page's total column
 * (`pageTotal`), NULL where the caller counts otherwise.
 */
function summaryRows(
  db: Executor,
  ids: SQL | SelectedIds,
  { total = sql<null>`null::int`, staff }: { total?: SQL<number | null>; staff: boolean },
) {
  const counts = db
    .select({
      lineCount: sql<number>`count(*)::int`.as('line_count'),
      itemCount: sql<number>`coalesce(sum(${purchaseOrderLines.quantity}), 0)::int`.as('item_count'),
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, purchaseOrders.id))
    .as('counts');
  const first = db
    .select({ imageUrl: purchaseOrderLines.imageUrl, title: purchaseOrderLines.title })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, purchaseOrders.id))
    .orderBy(asc(purchaseOrderLines.id))
    .limit(1)
    .as('first_line');
  return db
    .select({
      order: summaryColumns,
      itemCount: counts.itemCount,
      lineCount: counts.lineCount,
      imageUrl: first.imageUrl,
      firstLineTitle: first.title,
      refundedVnd:
        sql`case when ${purchaseOrders.status} = 'cancelled' then ${cancellationRefund(sql`${purchaseOrders.id}`)} else 0 end`.mapWith(
          Number,
        ),
      customer: { id: users.id, fullName: users.fullName, phone: users.phone },
      lastChange: staff ? lastChange : sql<LastChange | null>`null`,
      total,
    })
    .from(purchaseOrders)
    .innerJoin(users, eq(users.id, purchaseOrders.userId))
    .leftJoinLateral(counts, sql`true`)
    .leftJoinLateral(first, sql`true`)
    .where(inArray(purchaseOrders.id, ids))
    .orderBy(...newestFirst);
}
type SelectedIds = ReturnType<typeof idsWhere>;

/** The ids of the orders `cut` selects, newest first, at most `limit`. */
function idsWhere(db: Executor, cut: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  return db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(cut)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/**
 * What the wallet got back when order `orderId` was cancelled, in đồng (0 when nothing was paid): the
 * wallet line of the ledger entry keyed `order-refund:{id}` (postings.orderRefund, cause `cancelled`),
 * found by the unique index on the key. Cancelling sets `paid_vnd` to 0, so the ledger keeps the amount
 * (decision 0035).
 */
function cancellationRefund(orderId: SQL): SQL {
  return sql`coalesce((select max(jl.amount_vnd) from ${journalEntries} je join ${journalLines} jl on jl.entry_id = je.id where je.idempotency_key = 'order-refund:' || ${orderId}), 0)`;
}

/** What cancelling refunded to the wallet, by order id, for the given (cancelled) orders; absent when nothing. */
export async function findCancellationRefunds(db: Executor, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: purchaseOrders.id, amountVnd: cancellationRefund(sql`${purchaseOrders.id}`).mapWith(Number) })
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.id, orderIds));
  return new Map(rows.filter((r) => r.amountVnd > 0).map((r) => [r.id, r.amountVnd]));
}

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
const pages = preparedPages('purchase_orders_page', 'purchase_orders', (own, status) => (db, name) => {
  const cut = and(
    own ? eq(purchaseOrders.userId, sql.placeholder('userId')) : undefined,
    status ? eq(purchaseOrders.status, sql.placeholder('status')) : undefined,
  );
  const rows = (c: SQL | undefined) =>
    summaryRows(db, idsWhere(db, c, pageOf, offsetOf), { total: pageTotal(own, purchaseOrders, c), staff: !own });
  return {
    rows: rows(cut).prepare(`${name}_rows`),
    count: db.select({ n: sql<number>`count(*)::int` }).from(purchaseOrders).where(cut).prepare(`${name}_count`),
    anchored: own ? undefined : anchoredStatements(db, name, sortKey, cut, rows),
  };
});

/**
 * One page of the orders `actor` may see, newest first, with each order's product and unit counts, its
 * first product, what a cancellation refunded, and for staff who made its latest status change.
 */
export async function listOrders(
  db: Executor,
  actor: Actor | SystemActor,
  f: { status?: OrderRow['status']; page: number; pageSize: number },
) {
  return pages(db, actor, f);
}

/** What the staff list filters by beyond status: the search box (`q`) and one customer. */
export interface OrderFilter {
  status?: OrderRow['status'];
  q?: string;
  customerId?: number;
}

/**
 * Orders with a shop order number starting with `q` (spaces removed, at least 3 characters), as
 * `id = any(array(…))`: the array comes from the shop orders' prefix index once, so an OR with the
 * other search conditions stays index-driven (like `ownerMatch`).
 */
function shopOrderMatch(q: string): SQL | undefined {
  const number = q.replace(/\s+/g, '');
  if (number.length < 3) return undefined;
  return sql`${purchaseOrders.id} = any(array(select ${purchaseOrderShopOrders.orderId} from ${purchaseOrderShopOrders}
    where ${purchaseOrderShopOrders.shopOrderNumber} like ${`${escapeLike(number)}%`}))`;
}

/** The orders `actor` may see that `f` selects (decision 0040: every part can use an index). */
function filterCut(actor: Actor | SystemActor, f: OrderFilter): SQL | undefined {
  return and(
    visibleTo(actor),
    f.status ? eq(purchaseOrders.status, f.status) : undefined,
    f.customerId ? eq(purchaseOrders.userId, f.customerId) : undefined,
    f.q
      ? or(codeOrOwnerMatch(purchaseOrders.code, purchaseOrders.userId, searchTerms(f.q)), shopOrderMatch(f.q))
      : undefined,
  );
}

/**
 * One page of a search or a customer's orders: the same rows and order as `listOrders`, planned per
 * call (not prepared: which indexes serve it depends on the text searched).
 */
export async function searchOrders(
  db: Executor,
  actor: Actor | SystemActor,
  f: OrderFilter & { page: number; pageSize: number },
) {
  const cut = filterCut(actor, f);
  const rows = await summaryRows(db, idsWhere(db, cut, f.pageSize, (f.page - 1) * f.pageSize), {
    staff: actor.scope !== 'own',
  });
  return { rows, total: await countOrders(db, actor, f) };
}

/** How many orders `f` selects for `actor`. */
export async function countOrders(db: Executor, actor: Actor | SystemActor, f: OrderFilter): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(purchaseOrders).where(filterCut(actor, f));
  return count?.n ?? 0;
}

/**
 * The list rows `f` selects, newest first, in batches of `batch` (a CSV export, decision 0041): each
 * batch seeks past the last row of the one before on (created_at, id), as the list's indexes order them.
 */
export async function* orderBatches(
  db: Executor,
  actor: Actor | SystemActor,
  f: OrderFilter,
  max: number,
  batch = 500,
) {
  let last: number | undefined;
  for (let left = max; left > 0; ) {
    const after = last
      ? sql`(${purchaseOrders.createdAt}, ${purchaseOrders.id}) < (select p.created_at, p.id from purchase_orders p where p.id = ${last})`
      : undefined;
    const rows = await summaryRows(db, idsWhere(db, and(filterCut(actor, f), after), Math.min(batch, left), 0), {
      staff: actor.scope !== 'own',
    });
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    last = rows.at(-1)!.order.id;
  }
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

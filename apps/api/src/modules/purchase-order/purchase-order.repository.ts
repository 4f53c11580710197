/**
 * SQL for purchase orders and their lines; their status events are read from status_events. Orders
 * are created and change status only through lib/status/transition.ts. Every read is cut by `visibleTo`.
 */
import type { PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { escapeLike, searchTerms } from '@app/shared/search';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { purchaseOrderLines, purchaseOrderShopOrders, purchaseOrders } from '../../db/schema/purchase-order.ts';
import { rawRows } from '../../lib/db/drizzle-internals.ts';
import {
  anchoredStatements,
  type PageIdsQuery,
  pageCut,
  pageIds,
  pageTotal,
  preparedPageIds,
  preparedPages,
  type SortKey,
} from '../../lib/db/prepared.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { listStatusEvents } from '../../lib/status/status-events.ts';
import { codeOrOwnerMatch, userFullName, userPhone } from '../auth/auth.refs.ts';

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
 * The orders' lines and status events. One query after another: `db` may be a transaction, whose
 * single connection cannot run queries side by side (pg deprecates trying).
 */
export async function findDetails(db: Executor, orderIds: number[]) {
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.orderId, orderIds))
    .orderBy(asc(purchaseOrderLines.id));
  const events = await listStatusEvents(db, 'purchase_order', orderIds);
  return { lines, events };
}

const newestFirst = [desc(purchaseOrders.createdAt), desc(purchaseOrders.id)];
const sortKey: SortKey = { table: purchaseOrders, createdAt: purchaseOrders.createdAt, id: purchaseOrders.id };

/** A list row as node-postgres gives it: one object per row, keyed by the select's column names. */
export interface SummaryRow {
  id: number;
  code: string;
  status: PurchaseOrderSummary['status'];
  site: PurchaseOrderSummary['site'];
  shop_name: string;
  item_count: number;
  line_count: number;
  first_image_url: string | null;
  first_line_title: string | null;
  total_vnd: number;
  deposit_due_vnd: number;
  paid_vnd: number;
  refunded_vnd: number;
  /** Timestamps come as PostgreSQL's text: Drizzle's driver setup keeps them unparsed for its own mapping. */
  created_at: string;
  customer_id: number | null;
  customer_name: string | null;
  customer_phone: string | null;
  last_change_by: string | null;
  last_change_at: string | null;
  /** The page's total column (`pageTotal`), NULL where the caller counts otherwise. */
  total: number | null;
}

/**
 * The list rows of the orders `ids` selects, newest first (`SummaryRow`): the order row alone (its
 * copies of the lines' counts and first line, of the refund and of the latest status change,
 * decision 0076) and, with `customer`, its customer: one primary-key read per listed order, no
 * per-row subquery. Run raw (prepared `.all()` or `db.execute`) so Drizzle maps no row;
 * `mapOrderSummary` (purchase-order.mapper.ts) does.
 */
function summaryRows(
  db: Executor,
  ids: PageIdsQuery,
  { total = sql<null>`null::int`, customer }: { total?: SQL<number | null>; customer: boolean },
) {
  const o = purchaseOrders;
  const none = sql`null`;
  const from = db
    .select({
      id: o.id,
      code: o.code,
      status: o.status,
      site: o.site,
      shopName: o.shopName,
      itemCount: o.itemCount,
      lineCount: o.lineCount,
      firstImageUrl: o.firstImageUrl,
      firstLineTitle: o.firstLineTitle,
      totalVnd: o.totalVnd,
      depositDueVnd: o.depositDueVnd,
      paidVnd: o.paidVnd,
      refundedVnd: o.refundedVnd,
      createdAt: o.createdAt,
      customerId: (customer ? sql`${o.userId}` : none).as('customer_id'),
      customerName: (customer ? userFullName(o.userId) : none).as('customer_name'),
      customerPhone: (customer ? userPhone(o.userId) : none).as('customer_phone'),
      lastChangeBy: o.lastChangeBy,
      lastChangeAt: o.lastChangeAt,
      total: total.as('total'),
    })
    .from(o);
  return from.where(inArray(o.id, ids)).orderBy(...newestFirst);
}

/** `query` prepared as `name`, its rows as node-postgres gives them (`.all()`: no Drizzle mapping). */
function rawPrepared(query: { prepare(name: string): unknown }) {
  return {
    prepare(name: string) {
      const prepared = query.prepare(name);
      return { execute: (values: Record<string, unknown>) => rawRows<SummaryRow>(prepared, values) };
    },
  };
}

/** The summary rows of a query run once (searches, exports), as node-postgres gives them. */
async function summaryRowsOf(db: Executor, query: ReturnType<typeof summaryRows>): Promise<SummaryRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(query);
  return rows as unknown as SummaryRow[];
}

/** Whether `actor`'s lists name each order's customer: every list but a customer's own. */
const namesCustomer = (actor: Actor | SystemActor) => actor.scope !== 'own';

/**
 * The prepared page query of one visibility and filter: `own` cuts by the customer's id, `status`
 * by a status. The page's ids are sought in an index alone (user_id|status|created_at, id: an
 * index-only scan that skips `offset` entries cheaply; `preparedPageIds`, planned once), then only
 * those 20 rows are read and joined.
 */
const pages = preparedPages('purchase_orders_page', 'purchase_orders', (own, status) => (db, name) => {
  const cut = pageCut(own, status, purchaseOrders);
  const rows = (c: SQL | undefined) =>
    rawPrepared(
      summaryRows(db, preparedPageIds(db, sortKey, c), { total: pageTotal(own, purchaseOrders, c), customer: !own }),
    );
  return {
    rows: rows(cut).prepare(`${name}_rows`),
    count: db.select({ n: sql<number>`count(*)::int` }).from(purchaseOrders).where(cut).prepare(`${name}_count`),
    anchored: own ? undefined : anchoredStatements(db, name, sortKey, cut, rows),
  };
});

/**
 * One page of the orders `actor` may see, newest first, as list rows (`SummaryRow`, for
 * `mapOrderSummary`) and the total. A customer's page and the staff's are prepared statements; an
 * agent's (own orders, each naming its customer) is planned per call, as before.
 */
export async function listOrders(
  db: Executor,
  actor: Actor | SystemActor,
  f: { status?: OrderRow['status']; page: number; pageSize: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  if (actor.scope === 'agent') return searchOrders(db, actor, f);
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
): Promise<{ rows: SummaryRow[]; total: number }> {
  const cut = filterCut(actor, f);
  const rows = await summaryRowsOf(
    db,
    summaryRows(db, pageIds(db, sortKey, cut, f.pageSize, (f.page - 1) * f.pageSize), {
      customer: namesCustomer(actor),
    }),
  );
  return { rows, total: await countOrders(db, actor, f) };
}

/** How many orders `f` selects for `actor`. */
export async function countOrders(db: Executor, actor: Actor | SystemActor, f: OrderFilter): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(purchaseOrders).where(filterCut(actor, f));
  return count?.n ?? 0;
}

/**
 * The list rows (`SummaryRow`) `f` selects, newest first, in batches of `batch` (a CSV export,
 * decision 0041): each batch seeks past the last row of the one before on (created_at, id), as the
 * list's indexes order them.
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
    const query = summaryRows(db, pageIds(db, sortKey, and(filterCut(actor, f), after), Math.min(batch, left), 0), {
      customer: namesCustomer(actor),
    });
    const rows = await summaryRowsOf(db, query);
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    last = rows.at(-1)!.id;
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

/** How many purchase orders user `userId` has placed. */
export async function countOrdersOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(purchaseOrders).where(eq(purchaseOrders.userId, userId));
  return row?.n ?? 0;
}

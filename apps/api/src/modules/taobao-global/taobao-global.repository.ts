/**
 * SQL of Taobao Global (decisions 0116, 0117): linked accounts (`taobao_tokens`) and imported orders
 * with their sub-orders and tracking numbers. Statuses change only through lib/status/transition.ts.
 * Every read for a person is cut by `visibleTo`: a customer (and an agent, in the customer app) their
 * own rows; staff and the system every row.
 */
import { searchTerms } from '@app/shared/search';
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outer } from '../../db/refs.ts';
import {
  taobaoGlobalOrders as orders,
  taobaoGlobalSubOrders as subOrders,
  taobaoTokens as tokens,
  taobaoGlobalTrackings as trackings,
} from '../../db/schema/taobao-global.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { codeOrOwnerMatch, type UserContact, userContact } from '../auth/auth.refs.ts';
import { payOnBehalfStatusRefOf } from '../pay-on-behalf/pay-on-behalf.refs.ts';

export type TokenRow = typeof tokens.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type SubOrderRow = typeof subOrders.$inferSelect;
export type TrackingRow = typeof trackings.$inferSelect;

const ownedBy = (col: typeof tokens.userId | typeof orders.userId, actor: Actor | SystemActor): SQL =>
  actor.scope === 'staff' || actor.scope === 'system' ? sql`true` : eq(col, actor.userId);

/** The linked accounts `actor` may see. */
export function tokensVisibleTo(actor: Actor | SystemActor): SQL {
  return ownedBy(tokens.userId, actor);
}

/** The imported orders `actor` may see. */
export function ordersVisibleTo(actor: Actor | SystemActor): SQL {
  return ownedBy(orders.userId, actor);
}

// Qualified on both sides (db/refs.ts): a bare column inside the subquery would bind to its own table.
const orderCount = sql<number>`(select count(*)::int from ${orders} ref_o where ref_o.token_id = ${outer(tokens.id)})`;

/** The actor's accounts that are not revoked, newest first, each with its number of imported orders. */
export function listTokens(db: Executor, actor: Actor | SystemActor) {
  return db
    .select({ token: tokens, orderCount })
    .from(tokens)
    .where(and(tokensVisibleTo(actor), ne(tokens.status, 'revoked')))
    .orderBy(desc(tokens.createdAt), desc(tokens.id));
}

/** One account with its order count, if `actor` may see it. */
export async function findToken(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select({ token: tokens, orderCount })
    .from(tokens)
    .where(and(eq(tokens.id, id), tokensVisibleTo(actor)));
  return row;
}

/** The account if `actor` may see it, locked for update. */
export async function lockToken(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select()
    .from(tokens)
    .where(and(eq(tokens.id, id), tokensVisibleTo(actor)))
    .for('update');
  return row;
}

/** The live (not revoked) link of provider account `accountId`, locked; undefined when none. */
export async function lockLiveTokenOfAccount(db: Executor, accountId: string) {
  const [row] = await db
    .select()
    .from(tokens)
    .where(and(eq(tokens.providerAccountId, accountId), ne(tokens.status, 'revoked')))
    .for('update');
  return row;
}

/** Ids of the active accounts (the scheduled sync's work), oldest sync first. */
export async function activeTokenIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: tokens.id })
    .from(tokens)
    .where(eq(tokens.status, 'active'))
    .orderBy(sql`${tokens.lastSyncAt} asc nulls first`, asc(tokens.id));
  return rows.map((r) => r.id);
}

/** Writes the account's secrets, expiry and sync bookkeeping (never its status). */
export async function updateToken(
  db: Executor,
  id: number,
  set: Partial<Omit<typeof tokens.$inferInsert, 'id' | 'status' | 'userId' | 'providerAccountId'>>,
): Promise<TokenRow> {
  const [row] = await db
    .update(tokens)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(tokens.id, id))
    .returning();
  return row!;
}

/** The oldest platform creation time among the account's orders not yet final (the sync re-reads from there). */
export async function oldestOpenOrderAt(db: Executor, tokenId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${orders.createdOnPlatformAt})` })
    .from(orders)
    .where(and(eq(orders.tokenId, tokenId), sql`${orders.status} not in ('TRADE_FINISHED', 'TRADE_CLOSED')`));
  return row?.at ? new Date(row.at) : null;
}

// ---------- Orders ----------

/** The order of platform id `platformOrderId`, locked; undefined when not imported yet. */
export async function lockOrderByPlatformId(db: Executor, platformOrderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.platformOrderId, platformOrderId)).for('update');
  return row;
}

/** The order of platform id `platformOrderId` (no lock: a read before deciding to fetch its detail). */
export async function findOrderByPlatformId(db: Executor, platformOrderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.platformOrderId, platformOrderId));
  return row;
}

/** Locks orders `ids` FOR UPDATE in id order (the order kind's `lock`). */
export function lockOrders(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)).for('update');
}

export async function nextOrderNumber(db: Executor): Promise<number> {
  const res = await db.execute(sql`select nextval('taobao_global_order_code_seq')::int as n`);
  return (res.rows[0] as { n: number }).n;
}

/** Writes the platform's fields of an order (not its status). */
export async function updateOrder(
  db: Executor,
  id: number,
  set: Partial<
    Pick<
      typeof orders.$inferInsert,
      'sellerNick' | 'totalFen' | 'postFeeFen' | 'paymentFen' | 'paidOnPlatformAt' | 'modifiedOnPlatformAt'
    >
  >,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/** Moves `paid_vnd` of order `id` by `deltaVnd` (the kind's `addPaid`). */
export async function addPaid(db: Executor, id: number, deltaVnd: number): Promise<void> {
  await db
    .update(orders)
    .set({ paidVnd: sql`${orders.paidVnd} + ${deltaVnd}`, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/** Writes the summed parcel lines and the total (the kind's `writeFeeLines`). */
export async function writeFeeLines(db: Executor, id: number, lines: OrderRow['feeLines']): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ feeLines: lines, totalVnd: lines.reduce((s, l) => s + (l.amountVnd ?? 0), 0), updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** The sub-orders of order `orderId` as stored now. */
export function subOrdersOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([] as SubOrderRow[]);
  return db.select().from(subOrders).where(inArray(subOrders.orderId, orderIds)).orderBy(asc(subOrders.id));
}

/**
 * Upserts sub-orders of order `orderId` by platform id; answers how many rows changed (inserted or
 * with a different value), so an unchanged import counts nothing.
 */
export async function upsertSubOrders(
  db: Executor,
  orderId: number,
  lines: Omit<typeof subOrders.$inferInsert, 'id' | 'orderId'>[],
): Promise<number> {
  if (lines.length === 0) return 0;
  const res = await db
    .insert(subOrders)
    .values(lines.map((l) => ({ ...l, orderId })))
    .onConflictDoUpdate({
      target: [subOrders.orderId, subOrders.platformSubOrderId],
      set: {
        title: sql`excluded.title`,
        skuProperties: sql`excluded.sku_properties`,
        quantity: sql`excluded.quantity`,
        priceFen: sql`excluded.price_fen`,
        paymentFen: sql`excluded.payment_fen`,
        imageUrl: sql`excluded.image_url`,
        refundStatus: sql`excluded.refund_status`,
        // A line the platform stops reporting a refund for keeps the one it had.
        platformRefundId: sql`coalesce(excluded.platform_refund_id, ${subOrders.platformRefundId})`,
      },
      setWhere: sql`(${subOrders.title}, ${subOrders.skuProperties}, ${subOrders.quantity}, ${subOrders.priceFen}, ${subOrders.paymentFen}, ${subOrders.imageUrl}, ${subOrders.refundStatus}, ${subOrders.platformRefundId}) is distinct from (excluded.title, excluded.sku_properties, excluded.quantity, excluded.price_fen, excluded.payment_fen, excluded.image_url, excluded.refund_status, coalesce(excluded.platform_refund_id, ${subOrders.platformRefundId}))`,
    })
    .returning({ id: subOrders.id });
  return res.length;
}

export function trackingsOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([] as TrackingRow[]);
  return db.select().from(trackings).where(inArray(trackings.orderId, orderIds)).orderBy(asc(trackings.id));
}

/** Adds tracking numbers to order `orderId`; answers the codes that were new. */
export async function addTrackings(
  db: Executor,
  orderId: number,
  items: { trackingCode: string; company: string }[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const res = await db
    .insert(trackings)
    .values(items.map((t) => ({ ...t, orderId })))
    .onConflictDoNothing()
    .returning({ trackingCode: trackings.trackingCode });
  return res.map((r) => r.trackingCode);
}

const withCustomer = {
  order: orders,
  customer: sql<UserContact>`${userContact(orders.userId)}`,
  nick: tokens.nick,
  payOnBehalf: payOnBehalfStatusRefOf(orders.payOnBehalfOrderId),
};

export interface OrderFilter {
  status?: OrderRow['status'];
  tokenId?: number;
  customerId?: number;
  q?: string;
  page: number;
  pageSize: number;
}

function searchCut(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const t = searchTerms(q);
  const raw = q.trim();
  return or(
    codeOrOwnerMatch(orders.code, orders.userId, t),
    eq(orders.platformOrderId, raw),
    sql`exists (select 1 from ${trackings} ref_t where ref_t.order_id = ${outer(orders.id)} and ref_t.tracking_code = ${raw})`,
    eq(tokens.nick, raw),
  );
}

/** A page of the orders `actor` may see that `f` selects, newest on the platform first; with the total. */
export async function listOrders(db: Executor, actor: Actor | SystemActor, f: OrderFilter) {
  const cut = and(
    ordersVisibleTo(actor),
    f.status ? eq(orders.status, f.status) : undefined,
    f.tokenId ? eq(orders.tokenId, f.tokenId) : undefined,
    f.customerId ? eq(orders.userId, f.customerId) : undefined,
    searchCut(f.q),
  );
  const rows = await db
    .select(withCustomer)
    .from(orders)
    .innerJoin(tokens, eq(tokens.id, orders.tokenId))
    .where(cut)
    .orderBy(desc(orders.createdOnPlatformAt), desc(orders.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(tokens, eq(tokens.id, orders.tokenId))
    .where(cut);
  return { rows, total: count?.n ?? 0 };
}

/** One order with its customer and account nick, if `actor` may see it. */
export async function findOrder(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select(withCustomer)
    .from(orders)
    .innerJoin(tokens, eq(tokens.id, orders.tokenId))
    .where(and(eq(orders.id, id), ordersVisibleTo(actor)));
  return row;
}

export type OrderWithCustomer = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

// ---------- Payment and refunds (decision 0120) ----------

/** Orders `ids` that `actor` may see, locked FOR UPDATE in id order (a Pay locks them all first). */
export function lockOrdersOf(db: Executor, actor: Actor | SystemActor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as OrderRow[]);
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, ids), ordersVisibleTo(actor)))
    .orderBy(asc(orders.id))
    .for('update');
}

/** Records the pay-on-behalf order that orders `ids` were sent in. */
export async function setPayOnBehalfOrder(db: Executor, ids: number[], payOnBehalfOrderId: number): Promise<void> {
  if (ids.length === 0) return;
  await db.update(orders).set({ payOnBehalfOrderId, updatedAt: new Date() }).where(inArray(orders.id, ids));
}

/** Sub-order `subOrderId` of order `orderId`, locked; undefined when it is not that order's. */
export async function lockSubOrder(db: Executor, orderId: number, subOrderId: number) {
  const [row] = await db
    .select()
    .from(subOrders)
    .where(and(eq(subOrders.id, subOrderId), eq(subOrders.orderId, orderId)))
    .for('update');
  return row;
}

/** Links sub-order `id` to our refund request `refundRequestId` (its latest). */
export async function setSubOrderRefundRequest(db: Executor, id: number, refundRequestId: number): Promise<void> {
  await db.update(subOrders).set({ refundRequestId }).where(eq(subOrders.id, id));
}

/** Writes the platform's refund state and deadline of sub-order `id` (from the refund status). */
export async function setSubOrderRefundState(
  db: Executor,
  id: number,
  set: { refundStatus: string; refundTimeoutAt: Date | null },
): Promise<void> {
  await db.update(subOrders).set(set).where(eq(subOrders.id, id));
}

/**
 * The sub-orders of account `tokenId` with one of our refund requests and a platform refund to ask
 * about (the sync's refund step), oldest first.
 */
export function refundCandidates(db: Executor, tokenId: number) {
  return db
    .select({ subOrder: subOrders })
    .from(subOrders)
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .where(
      and(
        eq(orders.tokenId, tokenId),
        sql`${subOrders.refundRequestId} is not null`,
        sql`${subOrders.platformRefundId} is not null`,
      ),
    )
    .orderBy(asc(subOrders.id));
}

/** Orders `ids` with their sub-orders (a refund list's lines), whatever the actor (the caller cut them). */
export async function ordersWithSubOrders(db: Executor, ids: number[]) {
  if (ids.length === 0) return { orderRows: [] as OrderRow[], lines: [] as SubOrderRow[] };
  const [orderRows, lines] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    subOrdersOf(db, ids),
  ]);
  return { orderRows, lines };
}

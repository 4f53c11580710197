/**
 * SQL for pay-on-behalf orders, their lines, quotes and refund requests (decision 0114), read with
 * the people they name through auth's refs (decision 0088). Orders and refund requests are created
 * and change status only through lib/status/transition.ts. Every read is cut by `visibleTo`.
 */
import { searchTerms } from '@app/shared/search';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outer } from '../../db/refs.ts';
import {
  payOnBehalfLines,
  payOnBehalfOrders,
  payOnBehalfQuotes,
  refundRequests,
} from '../../db/schema/pay-on-behalf.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { codeOrOwnerMatch, ownedByAgentOrItsCustomers, userAgentId, userCard, userRef } from '../auth/auth.refs.ts';

export type PobOrderRow = typeof payOnBehalfOrders.$inferSelect;
export type PobStatus = PobOrderRow['status'];
export type PobLineRow = typeof payOnBehalfLines.$inferSelect;
export type PobQuoteRow = typeof payOnBehalfQuotes.$inferSelect;
export type RefundRequestRow = typeof refundRequests.$inferSelect;

/**
 * Rows of `owner` `actor` may see: a customer its own; an agent its own and its customers' (never
 * another agent's customers'); staff and the system every one.
 */
function ownerCut(
  actor: Actor | SystemActor,
  owner: typeof payOnBehalfOrders.userId | typeof refundRequests.userId,
): SQL {
  if (actor.scope === 'staff' || actor.scope === 'system') return sql`true`;
  if (actor.scope === 'agent') return ownedByAgentOrItsCustomers(owner, actor.userId);
  return eq(owner, actor.userId);
}

/** The orders `actor` may see. */
export function visibleTo(actor: Actor | SystemActor): SQL {
  return ownerCut(actor, payOnBehalfOrders.userId);
}

/** The refund requests `actor` may see (those of orders it may see). */
export function refundVisibleTo(actor: Actor | SystemActor): SQL {
  return ownerCut(actor, refundRequests.userId);
}

export async function nextOrderNumber(db: Executor): Promise<number> {
  const res = await db.execute(sql`select nextval('pay_on_behalf_order_code_seq')::int as n`);
  return (res.rows[0] as { n: number }).n;
}

/** True when user `customerId` is a customer of agent `agentId` (users.agent_user_id). */
export async function isAgentsCustomer(db: Executor, agentId: number, customerId: number): Promise<boolean> {
  const res = await db.execute<{ agent: number | null }>(sql`select ${userAgentId(customerId)} as agent`);
  return res.rows[0]?.agent === agentId;
}

// Orders.

const orderWithRelations = {
  order: payOnBehalfOrders,
  customer: userCard(payOnBehalfOrders.userId),
  agent: userRef(payOnBehalfOrders.agentUserId),
  takenBy: userRef(payOnBehalfOrders.takenBy),
  refundedFen:
    sql<number>`(select coalesce(sum(r.amount_fen), 0) from refund_requests r where r.order_id = ${outer(payOnBehalfOrders.id)} and r.status = 'approved')::int8`.mapWith(
      Number,
    ),
  refundedVnd:
    sql<number>`(select coalesce(sum(r.amount_vnd + r.fee_refund_vnd), 0) from refund_requests r where r.order_id = ${outer(payOnBehalfOrders.id)} and r.status = 'approved')::int8`.mapWith(
      Number,
    ),
};

export type PobOrderWithRelations = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The order if `actor` may see it, locked for update. */
export async function lockOrder(
  db: Executor,
  actor: Actor | SystemActor,
  id: number,
): Promise<PobOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(payOnBehalfOrders)
    .where(and(eq(payOnBehalfOrders.id, id), visibleTo(actor)))
    .for('update');
  return row;
}

/** The order with its people and refunded sums, if `actor` may see it. */
export async function findOrder(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select(orderWithRelations)
    .from(payOnBehalfOrders)
    .where(and(eq(payOnBehalfOrders.id, id), visibleTo(actor)));
  return row;
}

export interface PobOrderFilter {
  status?: PobStatus;
  q?: string;
  page: number;
  pageSize: number;
}

/** A page of orders `actor` may see: pending first, oldest first (the staff queue), then newest first. */
export async function listOrders(db: Executor, actor: Actor | SystemActor, f: PobOrderFilter) {
  const cut = and(
    visibleTo(actor),
    f.status ? eq(payOnBehalfOrders.status, f.status) : undefined,
    f.q ? codeOrOwnerMatch(payOnBehalfOrders.code, payOnBehalfOrders.userId, searchTerms(f.q)) : undefined,
  );
  const pendingFirst = sql`(${payOnBehalfOrders.status} = 'pending') desc`;
  const pendingOldest = sql`case when ${payOnBehalfOrders.status} = 'pending' then ${payOnBehalfOrders.createdAt} end asc`;
  const rows = await db
    .select(orderWithRelations)
    .from(payOnBehalfOrders)
    .where(cut)
    .orderBy(pendingFirst, pendingOldest, desc(payOnBehalfOrders.createdAt), desc(payOnBehalfOrders.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(payOnBehalfOrders).where(cut);
  return { rows, total: total?.n ?? 0 };
}

/** Records the debit's journal entry on order `id` (not a status: written beside the move). */
export async function setPaymentEntry(db: Executor, id: number, entryId: number): Promise<void> {
  await db.update(payOnBehalfOrders).set({ journalEntryId: entryId }).where(eq(payOnBehalfOrders.id, id));
}

/** The ids of orders in `status` that entered it before `before` (the completion sweep). */
export async function paidBefore(db: Executor, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: payOnBehalfOrders.id })
    .from(payOnBehalfOrders)
    .where(
      and(
        eq(payOnBehalfOrders.status, 'paid'),
        sql`${payOnBehalfOrders.paidAt} <= ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(payOnBehalfOrders.paidAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

// Lines.

/**
 * Inserts the order's lines, open; a line whose `referenceKey` is already open elsewhere is not
 * inserted (the partial unique index). Returns how many were inserted.
 */
export async function insertLines(
  db: Executor,
  orderId: number,
  lines: { channel: string; reference: string; referenceKey: string; amountFen: number; note: string }[],
): Promise<number> {
  const inserted = await db
    .insert(payOnBehalfLines)
    .values(lines.map((l, position) => ({ ...l, orderId, position })))
    .onConflictDoNothing()
    .returning({ id: payOnBehalfLines.id });
  return inserted.length;
}

/** Which of `keys` are held by an open line (of any order). */
export async function openReferenceKeys(db: Executor, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: payOnBehalfLines.referenceKey })
    .from(payOnBehalfLines)
    .where(and(inArray(payOnBehalfLines.referenceKey, keys), eq(payOnBehalfLines.open, true)));
  return rows.map((r) => r.key);
}

/** Frees the references of order `orderId` (it was cancelled or failed). */
export async function closeLines(db: Executor, orderId: number): Promise<void> {
  await db.update(payOnBehalfLines).set({ open: false }).where(eq(payOnBehalfLines.orderId, orderId));
}

/** The lines of the orders `ids`, by position. */
export async function linesOf(db: Executor, ids: number[]): Promise<PobLineRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(payOnBehalfLines)
    .where(inArray(payOnBehalfLines.orderId, ids))
    .orderBy(asc(payOnBehalfLines.orderId), asc(payOnBehalfLines.position));
}

// Quotes.

export async function insertQuote(db: Executor, values: typeof payOnBehalfQuotes.$inferInsert): Promise<PobQuoteRow> {
  const [row] = await db.insert(payOnBehalfQuotes).values(values).returning();
  return row!;
}

/** Quote `id` of user `userId`, locked for update (so two orders never use one quote). */
export async function lockQuote(db: Executor, id: string, userId: number): Promise<PobQuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(payOnBehalfQuotes)
    .where(and(eq(payOnBehalfQuotes.id, id), eq(payOnBehalfQuotes.userId, userId)))
    .for('update');
  return row;
}

export async function markQuoteUsed(db: Executor, id: string): Promise<void> {
  await db
    .update(payOnBehalfQuotes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(payOnBehalfQuotes.id, id), isNull(payOnBehalfQuotes.usedAt)));
}

/** Deletes quotes expired a day before `now` (used or not: an order keeps its own copy of the price). */
export async function deleteExpiredQuotes(db: Executor, now: Date): Promise<number> {
  const res = await db.execute(
    sql`delete from ${payOnBehalfQuotes} where ${payOnBehalfQuotes.expiresAt} < ${now.toISOString()}::timestamptz - interval '1 day'`,
  );
  return res.rowCount ?? 0;
}

/** The database's clock (quotes expire by it, so tests may move a quote's `expires_at`). */
export async function dbNow(db: Executor): Promise<Date> {
  const res = await db.execute<{ now: string | Date }>(sql`select now() as now`);
  return new Date(res.rows[0]!.now);
}

// Refund requests.

const refundWithRelations = {
  refund: refundRequests,
  orderCode: payOnBehalfOrders.code,
  customer: userCard(refundRequests.userId),
  requestedBy: userRef(refundRequests.requestedBy),
  decidedBy: userRef(refundRequests.decidedBy),
};

export type RefundWithRelations = Awaited<ReturnType<typeof listRefundsOfOrder>>[number];

/** The refund request if `actor` may see it, locked for update. */
export async function lockRefund(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.id, id), refundVisibleTo(actor)))
    .for('update');
  return row;
}

export async function findRefund(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select(refundWithRelations)
    .from(refundRequests)
    .innerJoin(payOnBehalfOrders, eq(payOnBehalfOrders.id, refundRequests.orderId))
    .where(and(eq(refundRequests.id, id), refundVisibleTo(actor)));
  return row;
}

export async function listRefundsOfOrder(db: Executor, orderId: number) {
  return db
    .select(refundWithRelations)
    .from(refundRequests)
    .innerJoin(payOnBehalfOrders, eq(payOnBehalfOrders.id, refundRequests.orderId))
    .where(eq(refundRequests.orderId, orderId))
    .orderBy(asc(refundRequests.id));
}

export interface RefundFilter {
  status?: RefundRequestRow['status'];
  source?: 'pay_on_behalf' | 'taobao_global';
  q?: string;
  page: number;
  pageSize: number;
}

/** A page of refund requests `actor` may see: pending first, oldest first, then newest first. */
export async function listRefunds(db: Executor, actor: Actor | SystemActor, f: RefundFilter) {
  const cut = and(
    refundVisibleTo(actor),
    f.status ? eq(refundRequests.status, f.status) : undefined,
    f.source === 'taobao_global' ? isNotNull(refundRequests.taobaoGlobalOrderId) : undefined,
    f.source === 'pay_on_behalf' ? isNull(refundRequests.taobaoGlobalOrderId) : undefined,
    f.q ? codeOrOwnerMatch(payOnBehalfOrders.code, refundRequests.userId, searchTerms(f.q)) : undefined,
  );
  const pendingFirst = sql`(${refundRequests.status} = 'pending') desc`;
  const pendingOldest = sql`case when ${refundRequests.status} = 'pending' then ${refundRequests.createdAt} end asc`;
  const rows = await db
    .select(refundWithRelations)
    .from(refundRequests)
    .innerJoin(payOnBehalfOrders, eq(payOnBehalfOrders.id, refundRequests.orderId))
    .where(cut)
    .orderBy(pendingFirst, pendingOldest, desc(refundRequests.createdAt), desc(refundRequests.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refundRequests)
    .innerJoin(payOnBehalfOrders, eq(payOnBehalfOrders.id, refundRequests.orderId))
    .where(cut);
  return { rows, total: total?.n ?? 0 };
}

/**
 * What order `orderId` has refunded or asked back (read under the order's lock): fen approved,
 * fen pending, fen approved with the company at fault, đồng credited for the amount and the fee.
 */
export async function refundSums(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      approvedFen:
        sql<number>`coalesce(sum(${refundRequests.amountFen}) filter (where ${refundRequests.status} = 'approved'), 0)::int8`.mapWith(
          Number,
        ),
      pendingFen:
        sql<number>`coalesce(sum(${refundRequests.amountFen}) filter (where ${refundRequests.status} = 'pending'), 0)::int8`.mapWith(
          Number,
        ),
      companyFen:
        sql<number>`coalesce(sum(${refundRequests.amountFen}) filter (where ${refundRequests.status} = 'approved' and ${refundRequests.faultParty} = 'company'), 0)::int8`.mapWith(
          Number,
        ),
      amountVnd:
        sql<number>`coalesce(sum(${refundRequests.amountVnd}) filter (where ${refundRequests.status} = 'approved'), 0)::int8`.mapWith(
          Number,
        ),
      feeVnd:
        sql<number>`coalesce(sum(${refundRequests.feeRefundVnd}) filter (where ${refundRequests.status} = 'approved'), 0)::int8`.mapWith(
          Number,
        ),
    })
    .from(refundRequests)
    .where(eq(refundRequests.orderId, orderId));
  return row!;
}

export async function setRefundEntry(db: Executor, id: number, entryId: number): Promise<void> {
  await db.update(refundRequests).set({ journalEntryId: entryId }).where(eq(refundRequests.id, id));
}

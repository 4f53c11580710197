/**
 * SQL of chat threads, messages and read markers (decision 0112). A thread row is made on its first
 * message; posting locks it to number the next message (`last_seq + 1`). Every read of messages for
 * a customer leaves internal notes out here, not in the caller.
 */
import { and, asc, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { aliased, outer } from '../../db/refs.ts';
import { chatMessages as m, chatReads as r, chatThreads as t } from '../../db/schema/chat.ts';
import { userFullName, userRef } from '../auth/auth.refs.ts';
import { objectRefSql } from './chat-objects.ts';

export type ThreadRow = typeof t.$inferSelect;
export type MessageRow = typeof m.$inferSelect;

/** Most messages one read answers. */
export const PAGE_MESSAGES = 100;

/** The thread of (`type`, `objectId`), made for customer `userId` if it does not exist yet; locked FOR UPDATE. */
export async function lockOrCreateThread(db: Executor, type: string, objectId: number, userId: number) {
  await db.insert(t).values({ type, objectId, userId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.type, type), eq(t.objectId, objectId)))
    .for('update');
  return row!;
}

export async function findThread(db: Executor, type: string, objectId: number) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.type, type), eq(t.objectId, objectId)));
  return row;
}

/** The message `senderId` already posted in `threadId` under `clientMessageId`, with the sender's name. */
export async function findByClientId(db: Executor, threadId: number, senderId: number, clientMessageId: string) {
  const [row] = await db
    .select({ message: m, senderName: userFullName(m.senderId) })
    .from(m)
    .where(and(eq(m.threadId, threadId), eq(m.senderId, senderId), eq(m.clientMessageId, clientMessageId)));
  return row;
}

export type MessageWithSender = { message: MessageRow; senderName: string | null };

export async function insertMessage(db: Executor, row: typeof m.$inferInsert): Promise<MessageRow> {
  const [created] = await db.insert(m).values(row).returning();
  return created!;
}

export async function updateThread(db: Executor, id: number, set: Partial<ThreadRow>) {
  const [row] = await db.update(t).set(set).where(eq(t.id, id)).returning();
  return row!;
}

/** Up to PAGE_MESSAGES + 1 messages of `threadId` after `afterSeq`, oldest first; `withInternal` for staff. */
export function messagesAfter(db: Executor, threadId: number, afterSeq: number, withInternal: boolean) {
  return db
    .select({ message: m, senderName: userFullName(m.senderId) })
    .from(m)
    .where(and(eq(m.threadId, threadId), gt(m.seq, afterSeq), withInternal ? undefined : eq(m.internal, false)))
    .orderBy(asc(m.seq))
    .limit(PAGE_MESSAGES + 1);
}

/** How far `userId` has read `threadId` (0 when never). */
export async function readSeqOf(db: Executor, threadId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ seq: r.seq })
    .from(r)
    .where(and(eq(r.threadId, threadId), eq(r.userId, userId)));
  return row?.seq ?? 0;
}

/** Moves `userId`'s marker on `threadId` to `seq` unless it is already further; answers the marker. */
export async function markRead(db: Executor, threadId: number, userId: number, seq: number): Promise<number> {
  const [row] = await db
    .insert(r)
    .values({ threadId, userId, seq })
    .onConflictDoUpdate({ target: [r.threadId, r.userId], set: { seq: sql`greatest(${r.seq}, excluded.seq)` } })
    .returning({ seq: r.seq });
  return row!.seq;
}

// Subqueries on the listed thread: drizzle may write a column without its table in a one-table
// query, so both sides are qualified (db/refs.ts): messages and reads under aliases, the thread by
// `outer`.
const sm = aliased(m, 'sub_message');
const sr = aliased(r, 'sub_read');
const threadId = outer(t.id);

/** The reader's marker on the listed thread. */
const readBy = (userId: number) =>
  sql`coalesce((select ${sr.col(r.seq)} from ${sr.from} where ${sr.col(r.threadId)} = ${threadId} and ${sr.col(r.userId)} = ${userId}), 0)`;

/** Messages the reader has not read: staff's public ones for a customer, the customer's for staff. */
function unreadSql(userId: number, forStaff: boolean): SQL<number> {
  const from = forStaff ? sql`not ${sm.col(m.fromStaff)}` : sql`${sm.col(m.fromStaff)} and not ${sm.col(m.internal)}`;
  return sql<number>`(select count(*)::int from ${sm.from} where ${sm.col(m.threadId)} = ${threadId} and ${sm.col(m.seq)} > ${readBy(userId)} and ${from})`;
}

/** The newest message the reader may see: `{ body, photos }` (the body's first 120 characters). */
function lastMessageSql(forStaff: boolean): SQL<{ body: string; photos: number } | null> {
  const visible = forStaff ? sql`` : sql` and not ${sm.col(m.internal)}`;
  return sql<{
    body: string;
    photos: number;
  } | null>`(select json_build_object('body', left(${sm.col(m.body)}, 120), 'photos', cardinality(${sm.col(m.photoIds)})) from ${sm.from} where ${sm.col(m.threadId)} = ${threadId}${visible} order by ${sm.col(m.seq)} desc limit 1)`;
}

function listColumns(userId: number, forStaff: boolean) {
  return {
    thread: t,
    object: objectRefSql(t.type, t.objectId),
    unread: unreadSql(userId, forStaff),
    last: lastMessageSql(forStaff),
    customer: userRef(t.userId),
    assignedStaff: userRef(t.assignedStaffId),
  };
}

export type ThreadListRow = Awaited<ReturnType<typeof listCustomerThreads>>['rows'][number];

/** A page of `userId`'s threads, newest message first, with the total and the unread sum. */
export async function listCustomerThreads(db: Executor, userId: number, page: number, pageSize: number) {
  const cut = eq(t.userId, userId);
  const rows = await db
    .select(listColumns(userId, false))
    .from(t)
    .where(cut)
    .orderBy(sql`${t.lastMessageAt} desc nulls last`, desc(t.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int`, unread: sql<number>`coalesce(sum(${unreadSql(userId, false)}), 0)::int` })
    .from(t)
    .where(cut);
  return { rows, total: total?.n ?? 0, unread: total?.unread ?? 0 };
}

/** Σ unread staff messages over `userId`'s threads. */
export async function unreadOfCustomer(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadSql(userId, false)}), 0)::int` })
    .from(t)
    .where(eq(t.userId, userId));
  return row?.n ?? 0;
}

/** One thread row with what the staff list shows of it. */
export async function staffThreadRow(db: Executor, staffId: number, threadId: number) {
  const [row] = await db.select(listColumns(staffId, true)).from(t).where(eq(t.id, threadId));
  return row!;
}

/**
 * A page of threads for staff member `staffId`: `assigned` me, none or all; waiting ones first,
 * longest waiting first, then newest message first.
 */
export async function listStaffThreads(
  db: Executor,
  staffId: number,
  f: { assigned: 'me' | 'none' | 'all'; page: number; pageSize: number },
) {
  const cut =
    f.assigned === 'me'
      ? eq(t.assignedStaffId, staffId)
      : f.assigned === 'none'
        ? isNull(t.assignedStaffId)
        : undefined;
  const rows = await db
    .select(listColumns(staffId, true))
    .from(t)
    .where(cut)
    .orderBy(sql`${t.waitingSince} asc nulls last`, sql`${t.lastMessageAt} desc nulls last`, desc(t.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(t).where(cut);
  return { rows, total: total?.n ?? 0 };
}

/** Unread messages of `threadId` for `userId`: staff's public ones for the customer, the customer's for staff. */
export async function unreadInThread(db: Executor, threadId: number, userId: number, forStaff: boolean) {
  const [row] = await db
    .select({ n: unreadSql(userId, forStaff) })
    .from(t)
    .where(eq(t.id, threadId));
  return row?.n ?? 0;
}

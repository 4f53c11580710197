/**
 * SQL for complaints, their lines and notes (db/schema/complaint.ts, owned by this module). Complaints
 * are created and change status only through lib/status/transition.ts; every read is cut by `visibleTo`.
 */
import { and, asc, desc, eq, inArray, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { complaintLines, complaintNotes, complaints } from '../../db/schema/complaint.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { userContact, userRef } from '../auth/auth.refs.ts';
import { consignmentOrderView } from '../consignment/consignment.refs.ts';
import { purchaseOrderView } from '../purchase-order/purchase-order.refs.ts';

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintLineRow = typeof complaintLines.$inferSelect;

/** Statuses in which a complaint is open (counts for "one open complaint per line and reason"). */
export const openStatuses = ['pending', 'processing', 'offered'] as const;
/** Statuses in which staff owe the next step (the queue's overdue flag). */
export const staffOwesStatuses = ['pending', 'processing'] as const;

/** A customer sees their own complaints; staff every one. */
export function visibleTo(actor: Actor | SystemActor): SQL {
  if (actor.scope === 'staff' || actor.scope === 'system') return sql`true`;
  return eq(complaints.userId, actor.userId);
}

/** The order's code through its owner's refs (decision 0088). */
const orderCode = sql<string>`coalesce(case ${complaints.orderType} when 'purchase' then ${purchaseOrderView(complaints.orderId)}->>'code' else ${consignmentOrderView(complaints.orderId)}->>'code' end, '')`;

const withPeople = {
  complaint: complaints,
  orderCode,
  customer: userContact(complaints.userId),
  handledBy: userRef(complaints.handledBy),
  offeredBy: userRef(complaints.offeredBy),
  offerApprovedBy: userRef(complaints.offerApprovedBy),
};

/** The complaint with the people it names, if `actor` may see it. */
export async function findComplaint(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select(withPeople)
    .from(complaints)
    .where(and(eq(complaints.id, id), visibleTo(actor)));
  return row;
}
export type ComplaintWithPeople = NonNullable<Awaited<ReturnType<typeof findComplaint>>>;

/** The complaint locked FOR UPDATE, if `actor` may see it. */
export async function lockComplaint(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.id, id), visibleTo(actor)))
    .for('update');
  return row;
}

export async function insertLines(db: Executor, complaintId: number, lines: { lineId: number; quantity: number }[]) {
  if (lines.length === 0) return;
  await db.insert(complaintLines).values(lines.map((l) => ({ complaintId, ...l })));
}

export function linesOf(db: Executor, complaintId: number): Promise<ComplaintLineRow[]> {
  return db
    .select()
    .from(complaintLines)
    .where(eq(complaintLines.complaintId, complaintId))
    .orderBy(asc(complaintLines.lineId));
}

export async function insertNote(
  db: Executor,
  note: { complaintId: number; authorId: number; side: 'customer' | 'staff'; note: string; photoIds: number[] },
) {
  await db.insert(complaintNotes).values(note);
}

/** The notes of a complaint, oldest first, each with its author's name. */
export function notesOf(db: Executor, complaintId: number) {
  return db
    .select({ note: complaintNotes, author: userRef(complaintNotes.authorId) })
    .from(complaintNotes)
    .where(eq(complaintNotes.complaintId, complaintId))
    .orderBy(asc(complaintNotes.id));
}

/**
 * True when the order already has an open complaint for `reason` on one of `lineIds` (none: a
 * whole-order complaint, which conflicts with another whole-order complaint of that reason).
 */
export async function hasOpenConflict(
  db: Executor,
  order: { orderType: ComplaintRow['orderType']; orderId: number },
  reason: ComplaintRow['reason'],
  lineIds: number[],
): Promise<boolean> {
  const lineCut =
    lineIds.length > 0
      ? sql`exists (select 1 from ${complaintLines} where ${complaintLines.complaintId} = ${complaints.id} and ${inArray(complaintLines.lineId, lineIds)})`
      : notExists(db.select({ one: sql`1` }).from(complaintLines).where(eq(complaintLines.complaintId, complaints.id)));
  const [row] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(
      and(
        eq(complaints.orderType, order.orderType),
        eq(complaints.orderId, order.orderId),
        eq(complaints.reason, reason),
        inArray(complaints.status, [...openStatuses]),
        lineCut,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Σ refunds (đồng) credited by the order's resolved complaints other than `exceptId`. */
export async function refundedOnOrder(
  db: Executor,
  order: { orderType: ComplaintRow['orderType']; orderId: number },
  exceptId: number | null,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${complaints.refundedVnd}), 0)::bigint` })
    .from(complaints)
    .where(
      and(
        eq(complaints.orderType, order.orderType),
        eq(complaints.orderId, order.orderId),
        eq(complaints.status, 'resolved'),
        exceptId === null ? undefined : ne(complaints.id, exceptId),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The order's complaints `actor` may see, newest first. */
export function complaintsOfOrder(
  db: Executor,
  actor: Actor | SystemActor,
  order: { orderType: ComplaintRow['orderType']; orderId: number },
) {
  return db
    .select(withPeople)
    .from(complaints)
    .where(and(eq(complaints.orderType, order.orderType), eq(complaints.orderId, order.orderId), visibleTo(actor)))
    .orderBy(desc(complaints.createdAt), desc(complaints.id));
}

/**
 * A page of the complaints `actor` may see. Customers: newest first. Staff (`queue`): overdue ones
 * (staff owe an answer and `due_at` has passed) first, then open ones by due date, then the rest newest first.
 */
export async function listComplaints(
  db: Executor,
  actor: Actor | SystemActor,
  f: { status?: ComplaintRow['status']; page: number; pageSize: number; queue: boolean },
) {
  const cut = and(visibleTo(actor), f.status ? eq(complaints.status, f.status) : undefined);
  const owes = sql`${complaints.status} in ('pending', 'processing')`;
  const open = sql`${complaints.status} in ('pending', 'processing', 'offered')`;
  const order = f.queue
    ? [
        sql`(${owes} and ${complaints.dueAt} < now()) desc`,
        sql`${open} desc`,
        sql`case when ${open} then ${complaints.dueAt} end asc`,
        desc(complaints.createdAt),
        desc(complaints.id),
      ]
    : [desc(complaints.createdAt), desc(complaints.id)];
  const rows = await db
    .select(withPeople)
    .from(complaints)
    .where(cut)
    .orderBy(...order)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(complaints).where(cut);
  return { rows, total: total?.n ?? 0 };
}

/** Writes columns that are not the status (notes moving the due date, an offer waiting for approval). */
export async function updateComplaint(db: Executor, id: number, set: Partial<ComplaintRow>) {
  await db
    .update(complaints)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(complaints.id, id));
}

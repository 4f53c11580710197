/**
 * SQL for withdrawal requests, read with the people they name (through auth's refs, decision 0088).
 * Withdrawals are created and change status only through lib/status/transition.ts. Every read is cut
 * by `visibleTo`.
 */
import { searchTerms } from '@app/shared/search';
import { and, asc, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/withdrawal.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { codeOrOwnerMatch, type UserContact, userContact, userRef } from '../auth/auth.refs.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalStatus = WithdrawalRow['status'];

/** The withdrawals `actor` may see: a customer (and an agent) their own; staff and the system every one. */
export function visibleTo(actor: Actor | SystemActor): SQL {
  if (actor.scope === 'staff' || actor.scope === 'system') return sql`true`;
  return eq(withdrawals.userId, actor.userId);
}

const withRelations = {
  withdrawal: withdrawals,
  customer: sql<UserContact>`${userContact(withdrawals.userId)}`,
  approvedBy: userRef(withdrawals.approvedBy),
  paidBy: userRef(withdrawals.paidBy),
  decidedBy: userRef(withdrawals.decidedBy),
};

/** The withdrawal if `actor` may see it, locked for update. */
export async function lockWithdrawal(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), visibleTo(actor)))
    .for('update');
  return row;
}

/** The withdrawal of payout memo code `code`, locked for update (an outgoing bank notification); undefined when none. */
export async function lockWithdrawalByCode(db: Executor, code: string) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.code, code)).for('update');
  return row;
}

/** The withdrawal with its customer and deciders, if `actor` may see it. */
export async function findWithdrawal(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select(withRelations)
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), visibleTo(actor)));
  return row;
}

export type WithdrawalWithRelations = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

export interface WithdrawalFilter {
  status?: WithdrawalStatus;
  q?: string;
  page: number;
  pageSize: number;
}

/**
 * A page of the withdrawals `actor` may see that `f` selects: pending ones first, oldest first (the
 * staff work the queue from its oldest request), then the others newest first; with the total.
 */
export async function listWithdrawals(db: Executor, actor: Actor | SystemActor, f: WithdrawalFilter) {
  const cut = and(
    visibleTo(actor),
    f.status ? eq(withdrawals.status, f.status) : undefined,
    f.q ? codeOrOwnerMatch(withdrawals.code, withdrawals.userId, searchTerms(f.q)) : undefined,
  );
  const pendingFirst = sql`(${withdrawals.status} = 'pending') desc`;
  const pendingOldest = sql`case when ${withdrawals.status} = 'pending' then ${withdrawals.createdAt} end asc`;
  const rows = await db
    .select(withRelations)
    .from(withdrawals)
    .where(cut)
    .orderBy(pendingFirst, pendingOldest, desc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(withdrawals).where(cut);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The sum in đồng user `userId` asked to withdraw today (Vietnam's calendar day, UTC+7), the
 * rejected and cancelled requests left out (their money came back).
 */
export async function withdrawnToday(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${withdrawals.amountVnd}), 0)::int8`.mapWith(Number) })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        notInArray(withdrawals.status, ['rejected', 'cancelled']),
        sql`${withdrawals.createdAt} >= (date_trunc('day', now() at time zone 'Asia/Ho_Chi_Minh') at time zone 'Asia/Ho_Chi_Minh')`,
      ),
    );
  return row?.sum ?? 0;
}

/** Records the hold's journal entry on withdrawal `id` (not a status: written beside `enter`). */
export async function setHoldEntry(db: Executor, id: number, entryId: number): Promise<void> {
  await db.update(withdrawals).set({ journalEntryId: entryId }).where(eq(withdrawals.id, id));
}

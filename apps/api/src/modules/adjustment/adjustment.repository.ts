/**
 * SQL of wallet adjustments (db/schema/adjustment.ts `adjustments`): read with the customer, the
 * proposer, the decider and the journal entry's code through the owners' refs (decision 0088).
 * Adjustments are created and change status only through lib/status/transition.ts. Only staff
 * reach these queries (the routes' permissions); `visibleTo` lets staff and the system see every one.
 */
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adjustments } from '../../db/schema/adjustment.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { type UserContact, userContact, userRef } from '../auth/auth.refs.ts';
import { entryCodeOf } from '../wallet/wallet.refs.ts';

export type AdjustmentRow = typeof adjustments.$inferSelect;
type Person = { id: number; fullName: string };

const withRelations = {
  adjustment: adjustments,
  customer: sql<UserContact>`${userContact(adjustments.userId)}`,
  proposedBy: sql<Person>`${userRef(adjustments.proposedBy)}`,
  decidedBy: userRef(adjustments.decidedBy),
  entryCode: entryCodeOf(adjustments.journalEntryId),
};

/** Staff and the system see every adjustment; nobody else sees any (wallet owners see only their ledger line). */
export function visibleTo(actor: Actor | SystemActor): SQL {
  return actor.scope === 'staff' || actor.scope === 'system' ? sql`true` : sql`false`;
}

/** The adjustment if `actor` may see it, locked for update. */
export async function lockAdjustment(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select()
    .from(adjustments)
    .where(and(eq(adjustments.id, id), visibleTo(actor)))
    .for('update');
  return row;
}

/** The adjustment with its people and entry code, if `actor` may see it. */
export async function findAdjustment(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select(withRelations)
    .from(adjustments)
    .where(and(eq(adjustments.id, id), visibleTo(actor)));
  return row;
}
export type AdjustmentWithRelations = NonNullable<Awaited<ReturnType<typeof findAdjustment>>>;

export interface AdjustmentFilter {
  status?: AdjustmentRow['status'];
  customerId?: number;
}

/** A page of the adjustments `f` selects, newest first (adjustments_status_idx / adjustments_user_idx), and the total. */
export async function listAdjustments(
  db: Executor,
  actor: Actor | SystemActor,
  f: AdjustmentFilter & { page: number; pageSize: number },
) {
  const cut = and(
    visibleTo(actor),
    f.status ? eq(adjustments.status, f.status) : undefined,
    f.customerId ? eq(adjustments.userId, f.customerId) : undefined,
  );
  const rows = await db
    .select(withRelations)
    .from(adjustments)
    .where(cut)
    .orderBy(desc(adjustments.createdAt), desc(adjustments.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(adjustments).where(cut);
  return { rows, total: count?.n ?? 0 };
}

/** Proposals created in [from, to) that still wait for approval: how many and their absolute amount. */
export async function pendingTotals(db: Executor, from: Date, to: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amountVnd: sql<number>`coalesce(sum(abs(${adjustments.amountVnd})), 0)::int8`.mapWith(Number),
    })
    .from(adjustments)
    .where(and(eq(adjustments.status, 'pending'), gte(adjustments.createdAt, from), lt(adjustments.createdAt, to)));
  return row ?? { count: 0, amountVnd: 0 };
}

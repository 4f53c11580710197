/**
 * SQL of the commission rules and entries (db/schema/agency.ts, decision 0119). Entries are created
 * and change status only through lib/status/transition.ts; every read of entries is cut by
 * `visibleTo`.
 */
import type { CommissionService } from '@app/shared/contracts/agency';
import { and, asc, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { commissionEntries, commissionRules } from '../../db/schema/agency.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { userRef } from '../auth/auth.refs.ts';

export type CommissionRow = typeof commissionEntries.$inferSelect;
export type CommissionStatus = CommissionRow['status'];
export type RuleRow = typeof commissionRules.$inferSelect;

/**
 * The entries `actor` may see: an agent (and a customer: never an agent's entries but their own,
 * which do not exist) only the entries it earned; staff and the system every one.
 */
export function visibleTo(actor: Actor | SystemActor): SQL {
  if (actor.scope === 'staff' || actor.scope === 'system') return sql`true`;
  return eq(commissionEntries.userId, actor.userId);
}

export async function listRules(db: Executor) {
  return db
    .select({
      service: commissionRules.service,
      base: commissionRules.base,
      percentBasisPoints: commissionRules.percentBasisPoints,
      months: commissionRules.months,
      updatedAt: commissionRules.updatedAt,
      updatedBy: userRef(commissionRules.updatedBy),
    })
    .from(commissionRules)
    .orderBy(asc(commissionRules.service));
}

/** The rule of `service`, or undefined when the service earns nothing. */
export async function findRule(db: Executor, service: CommissionService) {
  const [row] = await db.select().from(commissionRules).where(eq(commissionRules.service, service));
  return row;
}

/** Replaces every rule with `rules`, written by `userId`. */
export async function replaceRules(
  tx: Executor,
  rules: Pick<RuleRow, 'service' | 'base' | 'percentBasisPoints' | 'months'>[],
  userId: number,
): Promise<void> {
  await tx.delete(commissionRules);
  if (rules.length > 0) {
    await tx.insert(commissionRules).values(rules.map((r) => ({ ...r, updatedBy: userId, updatedAt: new Date() })));
  }
}

/** The first entries (not claw-backs) of order (`service`, `orderId`), locked for update, by id. */
export async function lockOrderEntries(tx: Executor, service: CommissionService, orderId: number) {
  return tx
    .select()
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.service, service),
        eq(commissionEntries.orderId, orderId),
        isNull(commissionEntries.reversalOf),
      ),
    )
    .orderBy(asc(commissionEntries.id))
    .for('update');
}

/** Pending entries earned at or before `before`, locked (skipping rows another run holds). */
export async function lockDuePending(tx: Executor, before: Date, limit: number) {
  return tx
    .select()
    .from(commissionEntries)
    .where(and(eq(commissionEntries.status, 'pending'), lte(commissionEntries.earnedAt, before)))
    .orderBy(asc(commissionEntries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The agents with available entries. */
export async function agentsWithAvailable(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: commissionEntries.userId })
    .from(commissionEntries)
    .where(eq(commissionEntries.status, 'available'))
    .orderBy(asc(commissionEntries.userId));
  return rows.map((r) => r.userId);
}

/** The agent's available entries, locked for update, oldest first. */
export async function lockAvailableOf(tx: Executor, agentId: number) {
  return tx
    .select()
    .from(commissionEntries)
    .where(and(eq(commissionEntries.userId, agentId), eq(commissionEntries.status, 'available')))
    .orderBy(asc(commissionEntries.id))
    .for('update');
}

/** Writes amounts of an entry (the status goes through transition()). */
export async function updateEntry(
  tx: Executor,
  id: number,
  v: Partial<Pick<CommissionRow, 'amountVnd' | 'refundedVnd' | 'settledVnd'>>,
): Promise<void> {
  await tx
    .update(commissionEntries)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(commissionEntries.id, id));
}

/** Σ of the agent's entries by status (đồng): what is pending, available (net of claw-backs) and paid. */
export async function totalsOf(db: Executor, actor: Actor) {
  const rows = await db
    .select({
      status: commissionEntries.status,
      amount: sql<number>`coalesce(sum(${commissionEntries.amountVnd} + case when ${commissionEntries.amountVnd} < 0 then ${commissionEntries.settledVnd} else 0 end), 0)::bigint`,
      credited: sql<number>`coalesce(sum(${commissionEntries.creditedVnd}), 0)::bigint`,
    })
    .from(commissionEntries)
    .where(visibleTo(actor))
    .groupBy(commissionEntries.status);
  const by = new Map(rows.map((r) => [r.status, r]));
  return {
    pendingVnd: Number(by.get('pending')?.amount ?? 0),
    availableVnd: Number(by.get('available')?.amount ?? 0),
    paidVnd: Number(by.get('paid')?.credited ?? 0),
  };
}

/** One page of the entries `actor` may see, newest first, and the total. */
export async function listEntries(
  db: Executor,
  actor: Actor,
  f: { status?: CommissionStatus; page: number; pageSize: number },
) {
  const cut = and(visibleTo(actor), f.status ? eq(commissionEntries.status, f.status) : undefined);
  const rows = await db
    .select({ entry: commissionEntries, customer: userRef(commissionEntries.customerId) })
    .from(commissionEntries)
    .where(cut)
    .orderBy(desc(commissionEntries.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: count() }).from(commissionEntries).where(cut);
  return { rows, total: total?.n ?? 0 };
}
export type EntryWithCustomer = Awaited<ReturnType<typeof listEntries>>['rows'][number];

/** Entries by id (what a payout or a test reads back). */
export function entriesByIds(db: Executor, ids: number[]) {
  return db.select().from(commissionEntries).where(inArray(commissionEntries.id, ids));
}

/**
 * SQL for recharge requests and the company bank account they point to. Recharges are created and
 * change status only through lib/transition.ts. Every read is cut by `visibleTo`.
 */
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { companyBankAccounts, recharges } from '../../db/schema/wallet.ts';
import type { Actor, SystemActor } from '../../lib/actor.ts';
import { preparedPages } from '../../lib/prepared.ts';

export type RechargeRow = typeof recharges.$inferSelect;

/** The staff member who approved or cancelled a recharge (users joined a second time). */
const decider = alias(users, 'decider');

/** What a recharge is read with: its bank account, its customer, and who decided it (null while pending). */
const withRelations = {
  recharge: recharges,
  bank: companyBankAccounts,
  customer: { id: users.id, fullName: users.fullName, phone: users.phone, email: users.email },
  decidedBy: { id: decider.id, fullName: decider.fullName },
};
export type BankAccountRow = typeof companyBankAccounts.$inferSelect;

export async function findActiveBankAccount(db: Executor) {
  const [row] = await db
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.active, true))
    .orderBy(companyBankAccounts.id)
    .limit(1);
  return row;
}

/**
 * The recharges `actor` may see: a customer their own; staff and the system every one. An agent
 * sees only their own: agents have no customers' wallets to see (DESIGN.md §3.10), and the
 * agent–customer link does not exist yet.
 */
export function visibleTo(actor: Actor | SystemActor): SQL {
  if (actor.scope === 'staff' || actor.scope === 'system') return sql`true`;
  return eq(recharges.userId, actor.userId);
}

/** How many of the user's recharges wait for staff (`pending`). */
export async function countPendingRecharges(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recharges)
    .where(and(eq(recharges.userId, userId), eq(recharges.status, 'pending')));
  return row?.n ?? 0;
}

/**
 * How many recharges `actor` may see wait for approval (the staff counts, decision 0045): an
 * index-only count on recharges_status_idx (status, created_at). The query, so a test can EXPLAIN it.
 */
export function pendingCountQuery(db: Executor, actor: Actor | SystemActor) {
  return db
    .select({ n: count() })
    .from(recharges)
    .where(and(eq(recharges.status, 'pending'), visibleTo(actor)));
}

/** The recharge if `actor` may see it, locked for update. */
export async function lockRecharge(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, id), visibleTo(actor)))
    .for('update');
  return row;
}

/**
 * The prepared page query of one visibility and filter (`own`: the customer's id; `status`), the
 * page's ids sought in an index alone (user_id|status, created_at, id), then joined.
 */
const pages = preparedPages('recharges_page', (own, status) => (db, name) => {
  const cut = and(
    own ? eq(recharges.userId, sql.placeholder('userId')) : undefined,
    status ? eq(recharges.status, sql.placeholder('status')) : undefined,
  );
  const ids = db
    .select({ id: recharges.id })
    .from(recharges)
    .where(cut)
    .orderBy(desc(recharges.createdAt), desc(recharges.id))
    .limit(sql.placeholder('pageSize'))
    .offset(sql.placeholder('offset'));
  return {
    rows: db
      .select(withRelations)
      .from(recharges)
      .innerJoin(companyBankAccounts, eq(companyBankAccounts.id, recharges.bankAccountId))
      .innerJoin(users, eq(users.id, recharges.userId))
      .leftJoin(decider, eq(decider.id, recharges.decidedBy))
      .where(inArray(recharges.id, ids))
      .orderBy(desc(recharges.createdAt), desc(recharges.id))
      .prepare(`${name}_rows`),
    count: db.select({ n: sql<number>`count(*)::int` }).from(recharges).where(cut).prepare(`${name}_count`),
  };
});

/** A page of the recharges `actor` may see, with their bank account, customer and decider, newest first. */
export async function listRecharges(
  db: Executor,
  actor: Actor | SystemActor,
  f: { status?: RechargeRow['status']; page: number; pageSize: number },
) {
  return pages(db, actor, f);
}

/** The recharge with its bank account, customer and decider, if `actor` may see it. */
export async function findRechargeWithBank(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select(withRelations)
    .from(recharges)
    .innerJoin(companyBankAccounts, eq(companyBankAccounts.id, recharges.bankAccountId))
    .innerJoin(users, eq(users.id, recharges.userId))
    .leftJoin(decider, eq(decider.id, recharges.decidedBy))
    .where(and(eq(recharges.id, id), visibleTo(actor)));
  return row;
}

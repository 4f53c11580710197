/**
 * SQL for recharge requests and the company bank account they point to. Recharges are created and
 * change status only through lib/transition.ts. Every read is cut by `visibleTo`.
 */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { companyBankAccounts, recharges } from '../../db/schema/wallet.ts';
import type { Actor, SystemActor } from '../../lib/actor.ts';

export type RechargeRow = typeof recharges.$inferSelect;
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

/** The recharge if `actor` may see it, locked for update. */
export async function lockRecharge(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, id), visibleTo(actor)))
    .for('update');
  return row;
}

/** A page of the recharges `actor` may see, with their bank account and customer, newest first. */
export async function listRecharges(
  db: Executor,
  actor: Actor | SystemActor,
  f: { status?: RechargeRow['status']; page: number; pageSize: number },
) {
  const where = and(visibleTo(actor), f.status ? eq(recharges.status, f.status) : undefined);
  const rows = await db
    .select({
      recharge: recharges,
      bank: companyBankAccounts,
      customer: { id: users.id, fullName: users.fullName, phone: users.phone, email: users.email },
    })
    .from(recharges)
    .innerJoin(companyBankAccounts, eq(companyBankAccounts.id, recharges.bankAccountId))
    .innerJoin(users, eq(users.id, recharges.userId))
    .where(where)
    .orderBy(desc(recharges.createdAt), desc(recharges.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(recharges).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** The recharge with its bank account and customer, if `actor` may see it. */
export async function findRechargeWithBank(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select({
      recharge: recharges,
      bank: companyBankAccounts,
      customer: { id: users.id, fullName: users.fullName, phone: users.phone, email: users.email },
    })
    .from(recharges)
    .innerJoin(companyBankAccounts, eq(companyBankAccounts.id, recharges.bankAccountId))
    .innerJoin(users, eq(users.id, recharges.userId))
    .where(and(eq(recharges.id, id), visibleTo(actor)));
  return row;
}

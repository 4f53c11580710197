/**
 * SQL of agents and their customers on `users` (DESIGN.md §3.10, decision 0118): the `agent` role
 * and referral code, a customer's link to an agent, and the agent's customer list. Every read of
 * an agent's customers is cut by `agent_user_id = agentId` (the agent scope of `visibleTo`).
 */
import { searchTerms } from '@app/shared/search';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { userMatch } from './auth.refs.ts';

const hasAgentRole = sql`'agent' = any(${users.roles})`;

/** The user's agency fields, locked (no key update) until `tx` ends when `lock`; undefined for none. */
export async function agencyRow(db: Executor, userId: number, lock = false) {
  const q = db
    .select({
      id: users.id,
      fullName: users.fullName,
      roles: users.roles,
      referralCode: users.referralCode,
      agentUserId: users.agentUserId,
      agentLinkedAt: users.agentLinkedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = await (lock ? q.for('no key update') : q);
  return row;
}

/** Sets the roles and the referral code (the unique index refuses a code another user holds). */
export async function updateAgency(tx: Executor, userId: number, v: { roles: string[]; referralCode: string | null }) {
  await tx
    .update(users)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** True when some user other than `exceptId` holds `code`. */
export async function codeTaken(db: Executor, code: string, exceptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code), sql`${users.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}

/** The enabled user holding the `agent` role and `code`; undefined when none (unknown or inactive code). */
export async function findActiveAgentByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.referralCode, code), hasAgentRole, isNull(users.disabledAt)))
    .limit(1);
  return row;
}

/** The agent `agentId` as `{ id, fullName, referralCode }`. */
export async function agentCard(db: Executor, agentId: number) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, referralCode: users.referralCode })
    .from(users)
    .where(eq(users.id, agentId));
  return row;
}

/** How many customers belong to `agentId`. */
export async function countAgentCustomers(db: Executor, agentId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.agentUserId, agentId));
  return row?.n ?? 0;
}

/** The ids of the agent's customers, as `= any(array(…))` SQL (computed once; the agent index). */
export function agentCustomerIds(agentId: number): SQL {
  return sql`array(select ${users.id} from ${users} where ${users.agentUserId} = ${agentId})`;
}

/** What a list row of the agent's customers carries besides its own columns (another module's counts). */
export type CustomerExtras = { orderCount: (userId: AnyPgColumn) => SQL<number> };

function customerColumns(extras: CustomerExtras) {
  return {
    id: users.id,
    fullName: users.fullName,
    phone: users.phone,
    email: users.email,
    linkedAt: users.agentLinkedAt,
    createdAt: users.createdAt,
    orderCount: extras.orderCount(users.id),
    // Written qualified: drizzle drops table names in a one-table query (db/refs.ts).
    activated: sql<boolean>`exists (select 1 from "sessions" s where s.user_id = "users"."id")`,
  };
}

/** One page of the agent's customers (newest link first) the search finds, and the total. */
export async function listAgentCustomers(
  db: Executor,
  agentId: number,
  f: { q?: string; page: number; pageSize: number },
  extras: CustomerExtras,
) {
  const cut = and(eq(users.agentUserId, agentId), f.q ? (userMatch(searchTerms(f.q)) ?? sql`false`) : undefined);
  const rows = await db
    .select(customerColumns(extras))
    .from(users)
    .where(cut)
    .orderBy(desc(users.agentLinkedAt), desc(users.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: count() }).from(users).where(cut);
  return { rows, total: total?.n ?? 0 };
}
export type AgentCustomerRow = Awaited<ReturnType<typeof listAgentCustomers>>['rows'][number];

/** The agent's customer `customerId`; undefined when it is not one of the agent's. */
export async function findAgentCustomer(db: Executor, agentId: number, customerId: number, extras: CustomerExtras) {
  const [row] = await db
    .select(customerColumns(extras))
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.agentUserId, agentId)));
  return row;
}

/** Inserts a customer linked to `agentUserId` (no usable password: `passwordHash` is a hash of a random secret). */
export async function insertLinkedCustomer(
  tx: Executor,
  v: { fullName: string; email: string; phone: string; passwordHash: string; agentUserId: number; agentLinkedAt: Date },
) {
  const [row] = await tx
    .insert(users)
    .values(v)
    .returning({ id: users.id, fullName: users.fullName, email: users.email });
  return row!;
}

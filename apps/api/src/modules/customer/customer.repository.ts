/**
 * SQL of the staff's customer lookup: users with their wallet balance, searched by name (contains,
 * folded), phone or email (prefix) through the indexes of decision 0040. Every read is cut by `visibleTo`.
 */
import { searchTerms } from '@app/shared/search';
import { and, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { purchaseOrders } from '../../db/schema/purchase-order.ts';
import { ledgerAccounts, recharges } from '../../db/schema/wallet.ts';
import type { Actor } from '../../lib/actor.ts';
import { userMatch } from '../auth/auth.refs.ts';

/** The users `actor` may look up: staff every one; anyone else only themselves. */
export function visibleTo(actor: Actor): SQL {
  return actor.scope === 'staff' ? sql`true` : eq(users.id, actor.userId);
}

/** The users `actor` may see that the search text `q` finds (all of them without one). */
function cutOf(actor: Actor, q: string | undefined): SQL | undefined {
  return and(visibleTo(actor), q ? (userMatch(searchTerms(q)) ?? sql`false`) : undefined);
}

/** A user with their wallet balance (0 without a wallet account). */
function customerRows(db: Executor) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      phone: users.phone,
      email: users.email,
      roles: users.roles,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      walletBalanceVnd: sql<number>`coalesce(${ledgerAccounts.balanceVnd}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id));
}
export type CustomerRow = Awaited<ReturnType<ReturnType<typeof customerRows>['execute']>>[number];

/** One page of the users `q` finds, newest first (by id: the primary key orders them), and the total. */
export async function listCustomers(db: Executor, actor: Actor, f: { q?: string; page: number; pageSize: number }) {
  const cut = cutOf(actor, f.q);
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(cut)
    .orderBy(desc(users.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const rows = await customerRows(db).where(inArray(users.id, ids)).orderBy(desc(users.id));
  return { rows, total: await countCustomers(db, actor, f.q) };
}

export async function countCustomers(db: Executor, actor: Actor, q: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(cutOf(actor, q));
  return row?.n ?? 0;
}

/** The users `q` finds, newest first, in batches that seek past the last id (a CSV export). */
export async function* customerBatches(db: Executor, actor: Actor, q: string | undefined, max: number, batch = 1000) {
  let last: number | undefined;
  for (let left = max; left > 0; ) {
    const rows = await customerRows(db)
      .where(and(cutOf(actor, q), last ? lt(users.id, last) : undefined))
      .orderBy(desc(users.id))
      .limit(Math.min(batch, left));
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    last = rows.at(-1)!.id;
  }
}

/** The user if `actor` may see them, with their balance and how many orders and recharges they have. */
export async function findCustomer(db: Executor, actor: Actor, id: number) {
  const [row] = await customerRows(db).where(and(visibleTo(actor), eq(users.id, id)));
  if (!row) return undefined;
  const [orders] = await db.select({ n: count() }).from(purchaseOrders).where(eq(purchaseOrders.userId, id));
  const [recharged] = await db.select({ n: count() }).from(recharges).where(eq(recharges.userId, id));
  return { ...row, orderCount: orders?.n ?? 0, rechargeCount: recharged?.n ?? 0 };
}

/**
 * SQL of the staff's customer lookup (modules/customer): users with their wallet balance (the wallet's
 * ref), searched by name (contains, folded), phone or email (prefix) through the indexes of decision
 * 0040. Every read is cut by `visibleTo`.
 */
import { searchTerms } from '@app/shared/search';
import { and, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { walletBalanceOf } from '../wallet/wallet.refs.ts';
import { userMatch, userRef } from './auth.refs.ts';

/** The users `actor` may look up: staff every one; anyone else only themselves. */
export function visibleTo(actor: Actor): SQL {
  return actor.scope === 'staff' ? sql`true` : eq(users.id, actor.userId);
}

/** A look-up's filter: search text, and only the customers of one sales member ("Khách của tôi"). */
export interface LookupFilter {
  q?: string;
  salesStaffId?: number;
}

/** The users `actor` may see that the filter finds (all of them without one). */
function cutOf(actor: Actor, f: LookupFilter): SQL | undefined {
  return and(
    visibleTo(actor),
    f.q ? (userMatch(searchTerms(f.q)) ?? sql`false`) : undefined,
    f.salesStaffId === undefined ? undefined : eq(users.salesStaffId, f.salesStaffId),
  );
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
      disabledReason: users.disabledReason,
      levelId: users.levelId,
      levelPinned: users.levelPinned,
      salesStaff: userRef(users.salesStaffId),
      staffNote: users.staffNote,
      createdAt: users.createdAt,
      walletBalanceVnd: walletBalanceOf(users.id),
    })
    .from(users);
}
export type CustomerRow = Awaited<ReturnType<ReturnType<typeof customerRows>['execute']>>[number];

/** One page of the users `q` finds, newest first (by id: the primary key orders them), and the total. */
export async function listCustomers(db: Executor, actor: Actor, f: LookupFilter & { page: number; pageSize: number }) {
  const cut = cutOf(actor, f);
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(cut)
    .orderBy(desc(users.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const rows = await customerRows(db).where(inArray(users.id, ids)).orderBy(desc(users.id));
  return { rows, total: await countCustomers(db, actor, f) };
}

export async function countCustomers(db: Executor, actor: Actor, f: LookupFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(cutOf(actor, f));
  return row?.n ?? 0;
}

/** The users `q` finds, newest first, in batches that seek past the last id (a CSV export). */
export async function* customerBatches(db: Executor, actor: Actor, q: string | undefined, max: number, batch = 1000) {
  let last: number | undefined;
  for (let left = max; left > 0; ) {
    const rows = await customerRows(db)
      .where(and(cutOf(actor, { q }), last ? lt(users.id, last) : undefined))
      .orderBy(desc(users.id))
      .limit(Math.min(batch, left));
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    last = rows.at(-1)!.id;
  }
}

/** The user if `actor` may see them, with their balance. */
export async function findCustomer(db: Executor, actor: Actor, id: number) {
  const [row] = await customerRows(db).where(and(visibleTo(actor), eq(users.id, id)));
  return row;
}

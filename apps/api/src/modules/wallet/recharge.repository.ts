/**
 * SQL for recharge requests, read with the company bank account they point to and the people they
 * name (through the owners' refs, decision 0088). Recharges are created and change status only
 * through lib/status/transition.ts. Every read is cut by `visibleTo`.
 */
import { searchTerms } from '@app/shared/search';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { recharges } from '../../db/schema/wallet.ts';
import {
  anchoredStatements,
  type PageIdsQuery,
  pageCut,
  pageIds,
  pageTotal,
  preparedPageIds,
  preparedPages,
  type SortKey,
} from '../../lib/db/prepared.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { codeOrOwnerMatch, type UserContact, userContact, userRef } from '../auth/auth.refs.ts';
import { bankAccountOf } from '../bank-account/bank-account.refs.ts';

export type RechargeRow = typeof recharges.$inferSelect;

/** What a recharge is read with: its bank account, its customer, and who decided it (null while pending). */
const withRelations = {
  recharge: recharges,
  bank: bankAccountOf(recharges.bankAccountId),
  customer: sql<UserContact>`${userContact(recharges.userId)}`,
  decidedBy: userRef(recharges.decidedBy),
  proposedBy: userRef(recharges.proposedBy),
};

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

const newestFirst = [desc(recharges.createdAt), desc(recharges.id)];
const sortKey: SortKey = { table: recharges, createdAt: recharges.createdAt, id: recharges.id };

/**
 * The recharges `ids` selects with their bank account, customer and decider, newest first; `total` is the
 * page's total column (`pageTotal`), NULL where the caller counts otherwise.
 */
function rechargeRows(db: Executor, ids: PageIdsQuery, total: SQL<number | null> = sql<null>`null::int`) {
  return db
    .select({ ...withRelations, total })
    .from(recharges)
    .where(inArray(recharges.id, ids))
    .orderBy(...newestFirst);
}

/**
 * The prepared page query of one visibility and filter (`own`: the customer's id; `status`), the
 * page's ids sought in an index alone (user_id|status, created_at, id; `preparedPageIds`, planned
 * once), then joined.
 */
const pages = preparedPages('recharges_page', 'recharges', (own, status) => (db, name) => {
  const cut = pageCut(own, status, recharges);
  const rows = (c: SQL | undefined) => rechargeRows(db, preparedPageIds(db, sortKey, c), pageTotal(own, recharges, c));
  return {
    rows: rows(cut).prepare(`${name}_rows`),
    count: db.select({ n: sql<number>`count(*)::int` }).from(recharges).where(cut).prepare(`${name}_count`),
    anchored: own ? undefined : anchoredStatements(db, name, sortKey, cut, rows),
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

/** What the staff list filters by beyond status: the search box (`q`: code, memo, customer) and one customer. */
export interface RechargeFilter {
  status?: RechargeRow['status'];
  q?: string;
  customerId?: number;
}

/** The recharges `actor` may see that `f` selects (decision 0040: every part can use an index). */
function filterCut(actor: Actor | SystemActor, f: RechargeFilter): SQL | undefined {
  return and(
    visibleTo(actor),
    f.status ? eq(recharges.status, f.status) : undefined,
    f.customerId ? eq(recharges.userId, f.customerId) : undefined,
    f.q ? codeOrOwnerMatch(recharges.code, recharges.userId, searchTerms(f.q)) : undefined,
  );
}

/** One page of a search or of a customer's recharges, as `listRecharges`, planned per call (not prepared). */
export async function searchRecharges(
  db: Executor,
  actor: Actor | SystemActor,
  f: RechargeFilter & { page: number; pageSize: number },
) {
  const cut = filterCut(actor, f);
  const rows = await rechargeRows(db, pageIds(db, sortKey, cut, f.pageSize, (f.page - 1) * f.pageSize));
  return { rows, total: await countRecharges(db, actor, f) };
}

/** How many recharges `f` selects for `actor`. */
export async function countRecharges(db: Executor, actor: Actor | SystemActor, f: RechargeFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recharges).where(filterCut(actor, f));
  return row?.n ?? 0;
}

/** The rows `f` selects, newest first, in batches, each seeking past the last of the one before (CSV export). */
export async function* rechargeBatches(
  db: Executor,
  actor: Actor | SystemActor,
  f: RechargeFilter,
  max: number,
  batch = 500,
) {
  let last: number | undefined;
  for (let left = max; left > 0; ) {
    const after = last
      ? sql`(${recharges.createdAt}, ${recharges.id}) < (select r.created_at, r.id from recharges r where r.id = ${last})`
      : undefined;
    const rows = await rechargeRows(
      db,
      pageIds(db, sortKey, and(filterCut(actor, f), after), Math.min(batch, left), 0),
    );
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    last = rows.at(-1)!.recharge.id;
  }
}

/** The recharge with its bank account, customer and decider, if `actor` may see it. */
export async function findRechargeWithBank(db: Executor, actor: Actor | SystemActor, id: number) {
  const [row] = await db
    .select(withRelations)
    .from(recharges)
    .where(and(eq(recharges.id, id), visibleTo(actor)));
  return row;
}

/** How many recharges user `userId` has asked for. */
export async function countRechargesOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recharges).where(eq(recharges.userId, userId));
  return row?.n ?? 0;
}

/** The recharge of memo code `code`, locked for update (bank notifications, decision 0105). */
export async function lockRechargeByCode(db: Executor, code: string) {
  const [row] = await db.select().from(recharges).where(eq(recharges.code, code)).for('update');
  return row;
}

/** Records (or replaces) the recharge's waiting proposal: an approval above its member's limit (DESIGN.md §3.12). */
export async function setProposal(
  db: Executor,
  id: number,
  p: { receivedVnd: number; note: string; proposedBy: number | null },
): Promise<void> {
  await db
    .update(recharges)
    .set({ proposedReceivedVnd: p.receivedVnd, proposedNote: p.note, proposedBy: p.proposedBy, proposedAt: new Date() })
    .where(eq(recharges.id, id));
}

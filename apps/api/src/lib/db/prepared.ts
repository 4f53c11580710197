/**
 * Prepared list queries (decision 0024). Drizzle builds a query's SQL from its object tree on every
 * call; a prepared query is built once per database handle and runs as a named PostgreSQL statement
 * (parsed and planned once per connection), its values bound at each call with `sql.placeholder`.
 * Building was about a sixth of a list request's CPU before.
 */

import { MAX_PAGE_SIZE } from '@app/shared/contracts/common';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { Actor, SystemActor } from '../platform/actor.ts';
import { clientOf, isBoundPrepared, onClient, prepareNamed } from './drizzle-internals.ts';
import { ANCHOR_STEP, cachedAnchor, cachedTotal, type PageAnchor } from './total-cache.ts';

/**
 * `build(db)` once per handle (pool or transaction), on first use: `name` must be unique in the
 * process, since PostgreSQL knows the statement by it on every connection.
 */
export function preparedPerDb<P>(build: (db: Executor, name: string) => P, name: string): (db: Executor) => P {
  const byDb = new WeakMap<Executor, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = build(db, name);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * A named statement built once in the process and run on any handle: the pool or any transaction
 * (decision 0074). `preparedPerDb` builds once per handle, which inside a transaction is once per
 * call; on a hot path run in a transaction (a warehouse scan) building the query was a large share of
 * the API's CPU. The query built on the first handle is reused with the connection of the handle of
 * each call (drizzle's prepared query reads its connection from `client`). `name` must be unique in
 * the process. Returns the prepared query bound to `db`'s connection: `.execute(values)`.
 */
export function preparedAnywhere<P extends object>(
  build: (db: Executor, name: string) => P,
  name: string,
): (db: Executor) => P {
  let built: P | undefined;
  return (db) => {
    if (!built) {
      built = build(db, name);
      if (!isBoundPrepared(built)) throw new Error(`preparedAnywhere(${name}): not a drizzle prepared query`);
    }
    return onClient(built, clientOf(db));
  };
}

/**
 * A hand-written statement (`query`, values as `sql.placeholder`s) as a named statement for
 * `preparedAnywhere`'s `build`: `.execute(values)` answers with the driver's result (rows as
 * objects, timestamps as text).
 */
export function prepareSql<R = Record<string, unknown>>(
  db: Executor,
  query: SQL,
  name: string,
): { execute(values?: Record<string, unknown>): Promise<{ rows: R[] }> } {
  return prepareNamed(db, query, name) as {
    execute(values?: Record<string, unknown>): Promise<{ rows: R[] }>;
  };
}

type Statement<R> = { execute(values: Record<string, unknown>): Promise<R[]> };

/**
 * The prepared statements of one page: its rows and the total; for the staff variants (every
 * customer's rows) also `anchored` (anchoredStatements).
 */
interface PageStatements {
  rows: Statement<{ total: number | null }>;
  count: Statement<{ n: number }>;
  anchored?: AnchoredStatements<{ total: number | null }>;
}

interface AnchoredStatements<R> {
  /** The sort key of the row at position `anchorOffset` (0-based), or none past the end. */
  anchor: Statement<PageAnchor>;
  /** The page's rows counted from the anchor: `offset` is the distance from it. */
  rows: Statement<R>;
}

/**
 * Page statements are planned once per connection (decision 0081). PostgreSQL plans a named
 * statement afresh on every call (a "custom plan", which sees the values) for as long as its
 * generic plan looks costlier than the custom ones, and estimates differ whenever a value changes
 * them: a `LIMIT $n` (a generic plan assumes it keeps 10 % of the rows, and then hash-joins whole
 * tables), a customer's id (how many rows that customer has), a status. Replanning a page joined to
 * other tables cost about 0.3 ms of PostgreSQL's CPU per call, more than running it. A value read
 * through a scalar subquery, `(select $n)`, is hidden from both plans alike, so their costs match
 * and the generic plan is kept; index conditions still use it.
 */
export function opaque(name: string, type: 'int' | 'text' | 'timestamptz'): SQL {
  return sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
}

/**
 * The rows of a paged list that `own` (placeholder `userId`) and `status` (placeholder `status`)
 * select, as opaque conditions (planned once).
 */
export function pageCut(own: boolean, status: boolean, columns: { userId: PgColumn; status: PgColumn }) {
  return and(
    own ? eq(columns.userId, opaque('userId', 'int')) : undefined,
    status ? eq(columns.status, opaque('status', 'text')) : undefined,
  );
}

/** The columns a paged list is sorted by, newest first: (created_at, id) of `table`. */
export interface SortKey {
  table: PgTable;
  createdAt: PgColumn;
  id: PgColumn;
}

/**
 * The ids of the rows of `sort.table` under `cut`, newest first, `offset` skipped, at most `limit`,
 * as a subquery (`inArray(id, …)`) planned per call: searches, exports and other one-off pages.
 */
export function pageIds(db: Executor, sort: SortKey, cut: SQL | undefined, limit: number, offset: number) {
  return db
    .select({ id: sort.id })
    .from(sort.table)
    .where(cut)
    .orderBy(desc(sort.createdAt), desc(sort.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The ids of one page of `sort.table` under `cut`, newest first, as the subquery of a prepared page
 * statement (`inArray(id, …)`), its size and position the placeholders `pageSize` and `offset`, read
 * opaquely; the outer `LIMIT MAX_PAGE_SIZE` (the contract's largest page, written into the text)
 * bounds the plan's estimate, so the generic plan looks up each id by its index.
 */
export function preparedPageIds(db: Executor, sort: SortKey, cut: SQL | undefined) {
  const page = db
    .select({ id: sort.id })
    .from(sort.table)
    .where(cut)
    .orderBy(desc(sort.createdAt), desc(sort.id))
    // drizzle's types take a number or a placeholder; its dialect writes any SQL there.
    .limit(opaque('pageSize', 'int') as unknown as number)
    .offset(opaque('offset', 'int') as unknown as number)
    .as('page');
  // Written into the text: drizzle would send a number as a parameter, which a generic plan cannot read.
  return db
    .select({ id: page.id })
    .from(page)
    .limit(sql.raw(String(MAX_PAGE_SIZE)) as unknown as number);
}

/** The id subquery of a page, one-off (`pageIds`) or prepared (`preparedPageIds`), for `inArray(id, …)`. */
export type PageIdsQuery = ReturnType<typeof pageIds> | ReturnType<typeof preparedPageIds>;

/**
 * Deep pages of a staff list without keyset cursors (decision 0073): `anchor` finds the sort key
 * (created_at, id) of the row at a position (an index-only seek, done once per ANCHOR_STEP rows and
 * cached until the table changes), and `rows(cut)` is the page query under `cut` narrowed to rows at
 * or after that key in newest-first order, so its offset is under ANCHOR_STEP. `created_at` travels
 * as text so its microseconds survive the round trip.
 */
export function anchoredStatements<R>(
  db: Executor,
  name: string,
  sort: SortKey,
  cut: SQL | undefined,
  rows: (cut: SQL | undefined) => { prepare(name: string): Statement<R> },
): AnchoredStatements<R> {
  const from = sql`(${sort.createdAt}, ${sort.id}) <= (${opaque('anchorAt', 'timestamptz')}, ${opaque('anchorId', 'int')})`;
  return {
    anchor: db
      .select({ at: sql<string>`${sort.createdAt}::text`, id: sql<number>`${sort.id}` })
      .from(sort.table)
      .where(cut)
      .orderBy(desc(sort.createdAt), desc(sort.id))
      .limit(1)
      .offset(sql.placeholder('anchorOffset'))
      .prepare(`${name}_anchor`) as Statement<PageAnchor>,
    rows: rows(and(cut, from)).prepare(`${name}_anchored`),
  };
}

/**
 * The `total` column of a page's rows: a customer's own count, computed once per statement (an
 * uncorrelated subquery on the same index), so the page and its total come in one round trip;
 * NULL for the staff variants, whose total comes from the TotalCache.
 */
export function pageTotal(own: boolean, table: PgTable, cut: SQL | undefined): SQL<number | null> {
  return own ? sql<number>`(select count(*)::int from ${table} where ${cut})` : sql<null>`null::int`;
}

/**
 * A paged list of rows that belong to a customer, filterable by status, as four prepared variants
 * (own or every customer's × with or without a status): `build(own, status)` builds one variant's
 * statements as for `preparedPerDb`, with the placeholders `userId`, `status`, `pageSize` and
 * `offset`; the rows carry `total` (`pageTotal`). The variant follows visibleTo's rule: staff and the system see every row, others their own.
 * The total of every customer's rows (staff lists of `table`) comes through the instance's
 * TotalCache (lib/db/total-cache.ts): counting the whole table is the cost of a deep staff page.
 */
export function preparedPages<S extends PageStatements>(
  prefix: string,
  table: string,
  build: (own: boolean, status: boolean) => (db: Executor, name: string) => S,
) {
  const variant = (own: boolean, status: boolean) =>
    preparedPerDb(build(own, status), `${prefix}_${own ? 'own' : 'all'}_${status ? 'status' : 'any'}`);
  const variants = {
    own: { any: variant(true, false), status: variant(true, true) },
    all: { any: variant(false, false), status: variant(false, true) },
  };
  return async (
    db: Executor,
    actor: Actor | SystemActor,
    f: { status?: string; page: number; pageSize: number },
  ): Promise<{ rows: Awaited<ReturnType<S['rows']['execute']>>; total: number }> => {
    const own = !(actor.scope === 'staff' || actor.scope === 'system');
    const q = variants[own ? 'own' : 'all'][f.status ? 'status' : 'any'](db);
    const offset = (f.page - 1) * f.pageSize;
    const values = { userId: actor.userId, status: f.status, pageSize: f.pageSize, offset };
    const rows = (await pageRows(db, table, q, values, f.status ?? '')) as Awaited<ReturnType<S['rows']['execute']>>;
    const count = async () => (await q.count.execute(values))[0]?.n ?? 0;
    // A customer's page carries its total, unless it is past the end (no row): then count alone.
    const total = own ? (rows[0]?.total ?? (await count())) : await cachedTotal(db, table, f.status ?? '', count);
    return { rows, total };
  };
}

/** A page's rows: from the nearest anchor below its offset when the variant has anchors and the page is deep. */
async function pageRows(
  db: Executor,
  table: string,
  q: PageStatements,
  values: { offset: number } & Record<string, unknown>,
  filter: string,
) {
  const position = Math.floor(values.offset / ANCHOR_STEP) * ANCHOR_STEP;
  if (!q.anchored || position === 0) return q.rows.execute(values);
  const { anchor, rows } = q.anchored;
  const at = await cachedAnchor(db, table, filter, position, async () => {
    const [row] = await anchor.execute({ ...values, anchorOffset: position });
    return row ?? null;
  });
  if (!at) return []; // fewer rows than `position`: the page is past the end
  return rows.execute({ ...values, offset: values.offset - position, anchorAt: at.at, anchorId: at.id });
}

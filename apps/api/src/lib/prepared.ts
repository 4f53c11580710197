/**
 * Prepared list queries (decision 0024). Drizzle builds a query's SQL from its object tree on every
 * call; a prepared query is built once per database handle and runs as a named PostgreSQL statement
 * (parsed and planned once per connection), its values bound at each call with `sql.placeholder`.
 * Building was about a sixth of a list request's CPU before.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import type { Actor, SystemActor } from './actor.ts';
import { cachedTotal } from './total-cache.ts';

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

/** The two prepared statements of one page: its rows and the total. */
interface PageStatements {
  rows: { execute(values: Record<string, unknown>): Promise<{ total: number | null }[]> };
  count: { execute(values: Record<string, unknown>): Promise<{ n: number }[]> };
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
 * TotalCache (lib/total-cache.ts): counting the whole table is the cost of a deep staff page.
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
    const values = { userId: actor.userId, status: f.status, pageSize: f.pageSize, offset: (f.page - 1) * f.pageSize };
    const rows = (await q.rows.execute(values)) as Awaited<ReturnType<S['rows']['execute']>>;
    const count = async () => (await q.count.execute(values))[0]?.n ?? 0;
    // A customer's page carries its total, unless it is past the end (no row): then count alone.
    const total = own ? (rows[0]?.total ?? (await count())) : await cachedTotal(db, table, f.status ?? '', count);
    return { rows, total };
  };
}

/**
 * The one place that reads Drizzle's internals (drizzle-orm 0.45, node-postgres driver). Named
 * statements built once for any handle (decision 0074), a status move written with its events in one
 * statement (transition.ts `withEvents`) and list rows read raw (decision 0076) need what Drizzle's
 * public API does not give: a handle's session and dialect, the connection a prepared query runs on,
 * the fields a query maps its rows with, and rows as the driver returns them. Each is reached here
 * only, and `drizzle-internals.test.ts` checks every one against the installed Drizzle, so an upgrade
 * that moves them fails that test, not a request.
 */
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';

/** A handle's session (with the node-postgres client or pool it runs on) and its SQL dialect. */
interface HandleInternals {
  session: PgSession & { client?: unknown };
  dialect: PgDialect;
}

/** `db`'s Drizzle session and dialect; throws when Drizzle's internals no longer have them. */
function internalsOf(db: Executor): HandleInternals {
  const h = db as unknown as Partial<HandleInternals>;
  if (!h.session?.client || !h.dialect) {
    throw new Error('drizzle-internals: this database handle has no session client (drizzle internals changed)');
  }
  return h as HandleInternals;
}

/** The node-postgres pool or client `db` runs its queries on. */
export function clientOf(db: Executor): unknown {
  return internalsOf(db).session.client;
}

/** `query` rendered for PostgreSQL: its text and its bound values, in order. */
export function renderSql(db: Executor, query: SQL): { sql: string; params: unknown[] } {
  return internalsOf(db).dialect.sqlToQuery(query);
}

/**
 * `query` as the named statement `name` on `db`'s connection. With `fields` (a prepared query's own,
 * `fieldsOf`) its rows are mapped as that query maps them; without, `.execute(values)` answers with
 * the driver's result (`{ rows }`, timestamps as text).
 */
export function prepareNamed(db: Executor, query: SQL, name: string, fields?: unknown): unknown {
  const { session, dialect } = internalsOf(db);
  return session.prepareQuery(
    dialect.sqlToQuery(query),
    fields as Parameters<PgSession['prepareQuery']>[1],
    name,
    fields !== undefined,
  );
}

/** The fields a query builder maps its rows with (its prepared form's `fields`). */
export function fieldsOf(query: { prepare(name: string): unknown }, name: string): unknown {
  const fields = (query.prepare(name) as { fields?: unknown }).fields;
  if (fields === undefined)
    throw new Error('drizzle-internals: a prepared query has no fields (drizzle internals changed)');
  return fields;
}

/** Whether `prepared` is a Drizzle prepared query bound to a connection (it has a `client`). */
export function isBoundPrepared(prepared: object): boolean {
  return 'client' in prepared;
}

/**
 * `prepared` (a Drizzle prepared query) running on `client` instead of the connection it was built
 * on: the same statement, name and mapping, another handle (a transaction's connection).
 */
export function onClient<P extends object>(prepared: P, client: unknown): P {
  if ((prepared as { client?: unknown }).client === client) return prepared;
  return Object.create(prepared, { client: { value: client } }) as P;
}

/** Runs a Drizzle prepared query and answers its rows as the driver gives them (no mapping). */
export function rawRows<R>(prepared: unknown, values: Record<string, unknown>): Promise<R[]> {
  const all = (prepared as { all?: (v: Record<string, unknown>) => Promise<unknown> }).all;
  if (typeof all !== 'function')
    throw new Error('drizzle-internals: a prepared query has no all() (drizzle internals changed)');
  return all.call(prepared, values) as Promise<R[]>;
}

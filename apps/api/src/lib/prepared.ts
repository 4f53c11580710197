/**
 * Prepared list queries (decision 0024). Drizzle builds a query's SQL from its object tree on every
 * call; a prepared query is built once per database handle and runs as a named PostgreSQL statement
 * (parsed and planned once per connection), its values bound at each call with `sql.placeholder`.
 * Building was about a sixth of a list request's CPU before.
 */
import type { Executor } from '../db/client.ts';

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

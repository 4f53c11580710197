/** PostgreSQL pool and typed Drizzle client. `Db` is also the type of a transaction handle's parent. */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './drizzle-schema.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Db | Tx;

// int8 (bigint) as JS number: every money value here stays far below 2^53 (see schema.ts).
pg.types.setTypeParser(20, (v) => Number(v));

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * Time limits of every connection (decision 0019), in milliseconds; 0 turns one off. They bound the
 * damage of any lock-wait or pool-exhaustion bug: a request waits at most `connect` for a pool
 * connection, a statement runs at most `statement`, and a transaction left idle (its code waiting on
 * something else while holding locks) is ended by PostgreSQL after `idleInTransaction`. `idle`: how
 * long an unused connection stays open; 0 (the default) keeps every connection the pool opened
 * (decision 0082: reopening one under a burst costs 20–90 ms and its statements' planning again).
 */
export interface PoolTimeouts {
  connect: number;
  statement: number;
  idleInTransaction: number;
  idle: number;
}

/** The defaults (also those of config/env.ts). Bulk jobs that run longer open their own pool with 0. */
export const defaultPoolTimeouts: PoolTimeouts = {
  connect: 5_000,
  statement: 15_000,
  idleInTransaction: 15_000,
  idle: 0,
};

/** Opens a pool on `url` with `max` connections and the given time limits. */
export function connect(url: string, max = 10, timeouts: Partial<PoolTimeouts> = {}): Database {
  const t = { ...defaultPoolTimeouts, ...timeouts };
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // node-postgres treats 0 as "never close an idle connection" (its own default is 10 s).
    idleTimeoutMillis: t.idle,
    connectionTimeoutMillis: t.connect,
    statement_timeout: t.statement,
    idle_in_transaction_session_timeout: t.idleInTransaction,
  });
  // An idle client's connection dropping (database restart, shutdown) must not crash the process;
  // the pool replaces it and the next query reports any real failure.
  pool.on('error', (error) => console.error(`database pool: ${error.message}`));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

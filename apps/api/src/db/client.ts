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

/** Opens a pool on `url`. */
export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client's connection dropping (database restart, shutdown) must not crash the process;
  // the pool replaces it and the next query reports any real failure.
  pool.on('error', (error) => console.error(`database pool: ${error.message}`));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

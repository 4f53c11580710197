/**
 * Empties a test database (TEST_DATABASE_URL) before a run: the migrations' and the job queue's
 * schemas and `public` dropped, `public` recreated (a job left by an earlier run must not act on this
 * run's rows).
 */
import pg from 'pg';

export async function resetSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists drizzle cascade; drop schema if exists graphile_worker cascade; drop schema if exists public cascade; create schema public;',
  );
  await client.end();
}

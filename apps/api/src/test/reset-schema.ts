/** Empties a test database (TEST_DATABASE_URL) before a run: both schemas dropped, `public` recreated. */
import pg from 'pg';

export async function resetSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;',
  );
  await client.end();
}

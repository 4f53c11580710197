/** Each test file works on its own copy of the seeded template; crashed runs' databases get swept. */
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { databaseUrl, dropStaleDatabases, newRunPrefix, runStartOf } from './databases.ts';
import { query } from './fixtures.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();

async function databaseNames(serverUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<{ datname: string }>('select datname from pg_database')).rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

describe('test databases', () => {
  it("runs this file on its own copy of the run's seeded template", async () => {
    const { prefix, template } = inject('testDatabases');
    const [row] = await query<{ name: string }>(ctx, 'select current_database() as name');
    expect(row!.name.startsWith(`${prefix}_`)).toBe(true);
    expect(row!.name).not.toBe(template);
    expect(await query(ctx, "select 1 from users where email = 'admin@demo.vn'")).toHaveLength(1);
  });

  it('names databases by the UTC start of their run', () => {
    const at = new Date('2026-11-21T14:05:01.250Z');
    const prefix = newRunPrefix(at);
    expect(prefix).toMatch(/^apitest_20261121t140501_[0-9a-f]{6}$/);
    expect(runStartOf(`${prefix}_w1_abcdef`)).toEqual(new Date('2026-11-21T14:05:01Z'));
    expect(runStartOf('app')).toBeNull();
    expect(databaseUrl('postgres://u:p@127.0.0.1:5432/test?sslmode=disable', 'x')).toBe(
      'postgres://u:p@127.0.0.1:5432/x?sslmode=disable',
    );
  });

  it("drops a crashed run's databases, older than six hours, and nothing of a live run", async () => {
    const { serverUrl, template } = inject('testDatabases');
    const [own] = await query<{ name: string }>(ctx, 'select current_database() as name');
    const stale = `${newRunPrefix(new Date(Date.now() - 7 * 3600_000))}_w1_000000`;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`create database "${stale}"`);
    await client.end();
    expect(await dropStaleDatabases(serverUrl)).toContain(stale);
    const after = await databaseNames(serverUrl);
    expect(after).not.toContain(stale);
    // Other files of this run come and go meanwhile; this file's database and the template stay.
    expect(after).toEqual(expect.arrayContaining([own!.name, template]));
  });
});

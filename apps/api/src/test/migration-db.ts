/**
 * A database of its own migrated up to, not including, migration `before` (e.g. '0009'), for tests of
 * a migration on data written before it: `useDatabaseBefore('0009')` in a test file gives `rows(sql)`
 * and `migrateRest()` (applies every migration). Created in beforeAll, dropped in afterAll.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { connect, type Database } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';

export function useDatabaseBefore(before: string) {
  const name = `migration_${before}_${process.pid}_${Date.now()}`;
  const adminUrl = inject('testDatabases').serverUrl;
  const ctx = {} as { database: Database };
  let dir: string | undefined;

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    ctx.database = connect(url.toString(), 2);
    dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    cpSync(migrationsFolder, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag.startsWith(`${before}_`));
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    await migrate(ctx.database.db, { migrationsFolder: dir });
  });

  afterAll(async () => {
    await ctx.database?.close();
    await admin(`drop database if exists ${name}`);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return {
    get database() {
      return ctx.database;
    },
    rows: async (sql: string, params: unknown[] = []) => (await ctx.database.pool.query(sql, params)).rows,
    migrateRest: () => migrate(ctx.database.db, { migrationsFolder }),
  };
}

/**
 * One PostgreSQL database per API test file (decision 0017). The global setup migrates and seeds a
 * template database once per run; each test file copies it (`CREATE DATABASE … TEMPLATE`, tens of
 * milliseconds) and drops its copy when done, so files run in parallel without seeing each other's
 * rows. Every name starts with the run's prefix (`apitest_<UTC stamp>_<random>`), so two runs on
 * one server never collide and a run's teardown can drop whatever a crashed file left behind.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** What the global setup hands to every test file (vitest `provide`/`inject`). */
export interface TestDatabases {
  /** A URL on the server whose database is neither the template nor a test file's copy. */
  serverUrl: string;
  /** The migrated and seeded database each file copies; nothing connects to it during the run. */
  template: string;
  /** The run's prefix; every database of the run is named `<prefix>_…`. */
  prefix: string;
}

const NAME_PREFIX = 'apitest_';
/** Databases of a run older than this are a crashed run's leftovers (a run lasts minutes). */
const STALE_AFTER_MS = 6 * 60 * 60_000;

/** `url` pointing at database `name` on the same server, same credentials and options. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `fn` with one short-lived connection to `url` (the maintenance connection). */
async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `apitest_20261121T140501_k3x9q2`: UTC time of the run's start, then random letters. */
export function newRunPrefix(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '')
    .toLowerCase();
  return `${NAME_PREFIX}${stamp}_${randomBytes(3).toString('hex')}`;
}

/** The start time encoded in a run's database name, or null for a name that is not ours. */
export function runStartOf(name: string): Date | null {
  const m = /^apitest_(\d{4})(\d{2})(\d{2})t(\d{2})(\d{2})(\d{2})_/.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

/** A quoted identifier (names here are ours, but quote anyway). */
function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Drops a database, disconnecting whoever still holds it (PostgreSQL ≥ 13). */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (c) => c.query(`drop database if exists ${ident(name)} with (force)`));
}

/** Drops every database whose name starts with `prefix`. */
export async function dropDatabasesLike(serverUrl: string, prefix: string): Promise<string[]> {
  const names = await withClient(serverUrl, async (c) => {
    const res = await c.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [
      prefix,
    ]);
    return res.rows.map((r) => r.datname);
  });
  for (const name of names) await dropDatabase(serverUrl, name);
  return names;
}

/** Drops databases of runs that started more than 6 hours ago (killed runs never tear down). */
export async function dropStaleDatabases(serverUrl: string, now = new Date()): Promise<string[]> {
  const names = await withClient(serverUrl, async (c) => {
    const res = await c.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [
      NAME_PREFIX,
    ]);
    return res.rows.map((r) => r.datname);
  });
  const stale = names.filter((n) => {
    const start = runStartOf(n);
    return start !== null && now.getTime() - start.getTime() > STALE_AFTER_MS;
  });
  for (const name of stale) await dropDatabase(serverUrl, name);
  return stale;
}

/**
 * Creates the run's template: an empty database that `prepare` (migrations and seed) fills through
 * the URL it is given; afterwards connections to it are refused, so copies never wait for it.
 */
export async function createTemplate(
  serverUrl: string,
  prefix: string,
  prepare: (url: string) => Promise<void>,
): Promise<TestDatabases> {
  const template = `${prefix}_tpl`;
  await withClient(serverUrl, (c) => c.query(`create database ${ident(template)}`));
  await prepare(databaseUrl(serverUrl, template));
  await withClient(serverUrl, (c) => c.query(`alter database ${ident(template)} with allow_connections false`));
  return { serverUrl, template, prefix };
}

/** Copies the template into a new database for one test file; returns its name and URL. */
export async function createFileDatabase(dbs: TestDatabases): Promise<{ name: string; url: string }> {
  const worker = process.env.VITEST_POOL_ID ?? '0';
  const name = `${dbs.prefix}_w${worker}_${randomBytes(3).toString('hex')}`;
  await withClient(dbs.serverUrl, (c) => c.query(`create database ${ident(name)} template ${ident(dbs.template)}`));
  return { name, url: databaseUrl(dbs.serverUrl, name) };
}

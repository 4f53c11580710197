/**
 * What the bench entry points share (run.ts, page-speed-run.ts): the built server with the demo
 * data, the demo customer's token, PASS/FAIL lines, and an exit code of 1 when any budget is missed;
 * and for the benches on a database of their own (reads.ts, scans.ts) that database and the API on it.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded.ts';
import { repoRoot, startServer } from '../support/server-process.ts';

export interface Bench {
  baseUrl: string;
  /** The demo customer's access token (khach@demo.vn). */
  token: string;
  /** Prints `PASS  line` or `FAIL  line`; a FAIL makes the process exit 1. */
  check(ok: boolean, line: string): void;
}

/** Starts the server, runs `body`, stops the server (also when `body` throws), then exits. */
export async function runBench(body: (bench: Bench) => Promise<void>): Promise<never> {
  const server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  let failed = false;
  const check = (ok: boolean, line: string) => {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${line}`);
    if (!ok) failed = true;
  };
  try {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'khach@demo.vn', password: 'Khach@12345' }),
    });
    const { token } = (await login.json()) as { token: string };
    await body({ baseUrl: server.baseUrl, token, check });
  } finally {
    await server.stop();
  }
  process.exit(failed ? 1 : 0);
}

/** A bench's own embedded PostgreSQL, the built API on it, and what to stop afterwards. */
export interface BenchStack {
  /** A small pool on the bench's database, for seeding and checks. */
  pool: pg.Pool;
  databaseUrl: string;
  baseUrl: string;
  /** The API's process id (memory and CPU from /proc). */
  pid: number;
  /** Stopped in reverse order by `close`, before the database. */
  stops: (() => Promise<void>)[];
  close(): Promise<void>;
}

/**
 * Starts a fresh embedded PostgreSQL in a temporary directory (`prefix`) and the API on it with
 * rate limits out of the way. `profileVar`: the environment variable that, set to a directory, makes
 * the API write a .cpuprofile there when it stops (cpu-profile.mjs). `close()` stops everything and
 * removes the directory. `extraEnv`: more of the API's environment (the bank webhook secrets).
 */
export async function startBenchStack(
  prefix: string,
  profileVar: string,
  extraEnv: Record<string, string> = {},
): Promise<BenchStack> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755); // embedded PostgreSQL runs as its own user when we are root
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'));
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const stops: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop();
    await pool.end();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const profileDir = process.env[profileVar];
    const profiling: Record<string, string> = profileDir
      ? { NODE_OPTIONS: `--import ${path.join(repoRoot, 'e2e/bench/cpu-profile.mjs')}`, CPU_PROFILE_DIR: profileDir }
      : {};
    const server = await startServer(
      { AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...profiling, ...extraEnv },
      { databaseUrl: database.url },
    );
    stops.push(() => server.stop());
    return { pool, databaseUrl: database.url, baseUrl: server.baseUrl, pid: server.pid, stops, close };
  } catch (error) {
    await close();
    throw error;
  }
}

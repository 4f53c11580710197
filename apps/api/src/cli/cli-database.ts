/**
 * The database a command works on (decision 0097): DATABASE_URL when set; else the embedded
 * PostgreSQL in ./data — the one a running `npm start` already serves (found through PostgreSQL's own
 * `postmaster.pid`, whose fourth line is its port), or one the command starts and stops itself.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { repoRoot } from '../lib/platform/paths.ts';

export interface CliDatabase {
  url: string;
  /** Stops the embedded server this command started (nothing for a URL or a running server). */
  stop(): Promise<void>;
}

/** The port of the live PostgreSQL running on `pgDir`, or null when none runs there. */
export function runningPort(pgDir: string): number | null {
  const file = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pid, , , port] = readFileSync(file, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (e) {
    // EPERM: alive, under another user (embedded PostgreSQL runs as `postgres` when we are root).
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return Number(port) || null;
}

/** Opens the command's database for `env` (DATABASE_URL, DATA_DIR). */
export async function openCliDatabase(env: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<CliDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => {} };
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const pgDir = path.join(dataDir, 'pg');
  const port = runningPort(pgDir);
  if (port) return { url: `postgres://postgres:postgres@127.0.0.1:${port}/app`, stop: async () => {} };
  mkdirSync(dataDir, { recursive: true });
  return startEmbeddedPostgres(pgDir, (m) => process.stderr.write(`${m}\n`));
}

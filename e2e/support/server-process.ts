/** Starts the real product server as a child process on a free port with its own fresh database. */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFlags } from '../../apps/api/scripts/start-flags.ts';
import { freePort } from '../../apps/api/src/lib/platform/free-port.ts';
import { resetSchema } from '../../apps/api/src/test/reset-schema.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export async function waitForUrl(url: string, child: ChildProcess, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The command that runs `root`'s server: the bundle `npm start` runs (apps/api/dist/server.js, built
 * by `npm run build`) with the node flags of apps/api's `start` script (startFlags) — required for
 * this checkout; an older checkout without a bundle (the deposit benchmark's baseline) runs from
 * source through tsx.
 */
export function serverCommand(root: string): string[] {
  const bundle = path.join(root, 'apps/api/dist/server.js');
  if (existsSync(bundle)) return [...startFlags(path.join(root, 'apps/api')), bundle];
  if (path.resolve(root) === repoRoot) throw new Error('apps/api/dist/server.js is missing: run `npm run build` first');
  return ['--import', 'tsx', 'apps/api/src/server.ts'];
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process id (the live bench reads its memory and CPU from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * `npm start`'s server, built (front ends and API: `npm run build`). With `opts.databaseUrl` it uses that database as
 * it is; else with TEST_DATABASE_URL its schema is rebuilt and used; otherwise embedded PostgreSQL
 * runs in a temporary DATA_DIR. `opts.root`: the checkout whose server runs (default this one; the
 * deposit benchmark measures an older checkout this way).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  opts: { databaseUrl?: string; root?: string } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  chmodSync(dataDir, 0o755); // embedded PostgreSQL runs as its own user when we are root
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) {
    env.DATABASE_URL = opts.databaseUrl;
  } else if (process.env.TEST_DATABASE_URL) {
    await resetSchema(process.env.TEST_DATABASE_URL);
    env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  }
  const port = await freePort();
  env.PORT = String(port);
  env.HOST = '127.0.0.1';
  // The address the browser uses: the Taobao provider's redirect (decision 0116) comes back to it.
  env.PUBLIC_URL = extraEnv.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
  const root = opts.root ?? repoRoot;
  const child = spawn(process.execPath, serverCommand(root), {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForUrl(`${baseUrl}/api/health`, child);
  return {
    baseUrl,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

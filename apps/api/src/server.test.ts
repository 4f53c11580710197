/**
 * The built server (`npm start`'s dist/server.js, with its node flags) as a child process on its own
 * embedded PostgreSQL: it comes up, and SIGTERM stops it gracefully (decision 0023) — a request in
 * flight completes, new connections are refused, PostgreSQL is stopped, and the process exits 0
 * within 10 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, serverBundle } from '../scripts/bundle.ts';
import { startFlags } from '../scripts/start-flags.ts';
import { freePort } from './lib/platform/free-port.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Started {
  child: ChildProcess;
  base: string;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

async function startBuilt(dataDir: string): Promise<Started> {
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...startFlags(), serverBundle], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    if (Date.now() > until) throw new Error(`server did not answer: ${output}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(100);
  }
  return { child, base, port, exited, output: () => output };
}

/** A login whose body arrives in two parts: the request is in flight until `finish()` sends the rest. */
function slowLogin(port: number) {
  const body = JSON.stringify({ userName: 'khach@demo.vn', password: 'Khach@12345' });
  const cut = Math.floor(body.length / 2);
  let resolveResponse!: (r: { status: number; body: string }) => void;
  let rejectResponse!: (e: Error) => void;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    resolveResponse = resolve;
    rejectResponse = reject;
  });
  const req = http.request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolveResponse({ status: res.statusCode ?? 0, body: text }));
    },
  );
  req.on('error', rejectResponse);
  response.catch(() => {}); // awaited by the test; a reset before then must not be an unhandled rejection
  req.flushHeaders();
  req.write(body.slice(0, cut));
  return { response, finish: () => req.end(body.slice(cut)) };
}

describe('the built server', () => {
  let dataDir: string;
  let server: Started | undefined;

  beforeAll(async () => {
    await bundleServer();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
    chmodSync(dataDir, 0o755); // embedded PostgreSQL runs as its own user when we are root
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a request in flight on SIGTERM, stops PostgreSQL and exits 0 within 10 s', async () => {
    server = await startBuilt(dataDir);
    const started = server;
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);

    const login = slowLogin(started.port);
    await sleep(300); // the headers and half the body have reached the server
    const signalledAt = Date.now();
    started.child.kill('SIGTERM');
    await sleep(1_000);

    // Still running for the request in flight, but no longer accepting connections.
    expect(started.child.exitCode).toBeNull();
    await expect(fetch(`${started.base}/api/health`)).rejects.toThrow();

    login.finish();
    const answer = await login.response;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).token).toEqual(expect.any(String));

    const { code, signal } = await started.exited;
    const tookMs = Date.now() - signalledAt;
    expect({ code, signal }, started.output()).toEqual({ code: 0, signal: null });
    expect(tookMs).toBeLessThan(10_000);
    expect(existsSync(pidFile)).toBe(false); // embedded PostgreSQL stopped cleanly
  }, 120_000); // a first start runs initdb: seconds alone, tens of seconds on a loaded 2-core machine
});

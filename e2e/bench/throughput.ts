/** Requests per second with autocannon (50 connections), for the product route and a bare route. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../apps/api/src/lib/free-port.ts';
import { repoRoot, waitForUrl } from '../support/server-process.ts';

export async function rps(
  url: string,
  headers: Record<string, string> = {},
  seconds = 10,
): Promise<{ rps: number; non2xx: number; p99: number }> {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  return { rps: Math.round(result.requests.average), non2xx: result.non2xx, p99: result.latency.p99 };
}

/**
 * Latency at a fixed offered load: autocannon sends `rate` requests per second in all over 50
 * connections for `seconds` (requests are not queued in the client, so below the server's capacity
 * this is the server's own latency, not the queue a saturating closed loop builds: at saturation
 * p99 ≈ connections ÷ throughput, which only restates the req/s figure). Returns the achieved
 * rate and p50/p99 in ms (decision 0079).
 */
export async function latencyAtRate(
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds = 5,
): Promise<{ rps: number; non2xx: number; p50: number; p99: number }> {
  const result = await autocannon({ url, connections: 50, overallRate: rate, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Runs the bare Fastify server in a child process; returns its URL and a stop function. */
export async function startBareServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'e2e/bench/bare-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/bare`;
  await waitForUrl(url, child);
  return {
    url,
    stop: () =>
      new Promise<void>((r) => {
        child.once('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}

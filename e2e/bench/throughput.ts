/**
 * Requests per second with autocannon (50 connections), for the product route and a bare route;
 * latency at a fixed offered load (latencyAtRate).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startFlags } from '../../apps/api/scripts/start-flags.ts';
import { freePort } from '../../apps/api/src/lib/platform/free-port.ts';
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
 * Latency at a fixed offered load (decision 0079): requests start on a fixed schedule, `rate` per
 * second spread evenly, over up to 50 keep-alive connections, whatever the answers' speed (an open
 * loop; autocannon's `overallRate` sends each second's budget in a burst at its start instead). Each
 * latency runs from the request's scheduled start, so time spent waiting for a free connection
 * counts (no coordinated omission). The first second of the same schedule, on the same connections,
 * warms up and is not counted. Returns the served rate and p50/p99 in ms.
 */
export async function latencyAtRate(
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds = 5,
): Promise<{ rps: number; non2xx: number; p50: number; p99: number }> {
  return openLoop(url, headers, rate, 1, seconds);
}

const OPEN_LOOP_CONNECTIONS = 50;
/** `\r\n\r\n`, the end of an answer's head. */
const HEAD_END = [13, 10, 13, 10];
/** The longest answer head the loop reads (the API's are under 1 KB). */
const HEAD_MAX = 16 * 1024;

/** A connection of `openLoop`: the request it waits on (its scheduled start) and the answer so far. */
interface LoopConnection {
  socket: net.Socket;
  scheduled: number;
  /** The answer's head as read so far, and how much of `\r\n\r\n` its last bytes matched. */
  head: Buffer;
  headLength: number;
  matched: number;
  /** Body bytes still to come once the head is read; -1 while reading the head. */
  remaining: number;
  status: number;
}

/**
 * The open loop itself, on raw sockets (decision 0079, addenda): one prepared request written per
 * send, answers delimited by their `Content-Length` (the API's JSON answers always carry one; an
 * answer without it fails the run). The generator shares the machine's 2 cores with what it
 * measures, and its own pauses count in every latency it takes, so it allocates next to nothing per
 * request: sockets read into one buffer (`onread`), only each head is copied, and the latencies go
 * to a preallocated array. Copying every answer (Buffer.concat) made it collect garbage about once a
 * second for 5–17 ms, which was most of the p99 it reported. `warmup` seconds of the same schedule
 * run first on the same connections, uncounted.
 */
async function openLoop(url: string, headers: Record<string, string>, rate: number, warmup: number, seconds: number) {
  const target = new URL(url);
  const head = Object.entries({ host: target.host, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const request = Buffer.from(`GET ${target.pathname}${target.search} HTTP/1.1\r\n${head}\r\n`, 'latin1');
  const skipped = Math.round(rate * warmup);
  const counted = Math.max(1, Math.round(rate * seconds));
  const total = skipped + counted;
  const latencies = new Float64Array(counted);
  let answers = 0;
  let non2xx = 0;
  const readBuffer = Buffer.allocUnsafe(256 * 1024);
  const connections: LoopConnection[] = [];
  const free: LoopConnection[] = [];
  const waiting: number[] = []; // scheduled starts of requests that found no free connection
  let finished = false;
  const start = performance.now();
  // The counted part's schedule starts after the warm-up's.
  const countedFrom = start + (skipped / rate) * 1000;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      finished = true;
      reject(error);
    };
    const send = (c: LoopConnection, scheduled: number) => {
      c.scheduled = scheduled;
      c.socket.write(request);
    };
    const answered = (c: LoopConnection) => {
      const n = answers++;
      if (n >= skipped) {
        latencies[n - skipped] = performance.now() - c.scheduled;
        if (c.status < 200 || c.status >= 300) non2xx++;
      }
      if (answers === total) {
        finished = true;
        resolve();
        return;
      }
      const next = waiting.shift();
      if (next === undefined) free.push(c);
      else send(c, next);
    };
    /** Reads `length` bytes of `chunk` (the shared read buffer) into the connection's answer. */
    const onRead = (c: LoopConnection, length: number, chunk: Buffer) => {
      let i = 0;
      while (i < length) {
        if (c.remaining < 0) {
          while (i < length && c.matched < 4) {
            const byte = chunk[i++]!;
            if (c.headLength === HEAD_MAX) return fail(new Error('an answer head over 16 KB'));
            c.head[c.headLength++] = byte;
            c.matched = byte === HEAD_END[c.matched] ? c.matched + 1 : byte === 13 ? 1 : 0;
          }
          if (c.matched < 4) return;
          const text = c.head.toString('latin1', 0, c.headLength);
          const contentLength = /\r\ncontent-length:\s*(\d+)/i.exec(text);
          if (!contentLength) return fail(new Error(`an answer without Content-Length: ${text.slice(0, 200)}`));
          c.status = Number(text.slice(9, 12));
          c.remaining = Number(contentLength[1]);
          c.headLength = 0;
          c.matched = 0;
        }
        const body = Math.min(c.remaining, length - i);
        c.remaining -= body;
        i += body;
        if (c.remaining === 0) {
          c.remaining = -1;
          answered(c);
        }
      }
    };
    const connection = () => {
      const c = {
        scheduled: 0,
        head: Buffer.allocUnsafe(HEAD_MAX),
        headLength: 0,
        matched: 0,
        remaining: -1,
        status: 0,
      } as LoopConnection;
      c.socket = net.connect({
        host: target.hostname,
        port: Number(target.port),
        noDelay: true,
        onread: {
          buffer: readBuffer,
          callback: (length: number, chunk: Uint8Array) => {
            onRead(c, length, chunk as Buffer);
            return true;
          },
        },
      });
      c.socket.on('error', fail);
      c.socket.on('close', () => {
        if (!finished) fail(new Error('the server closed a connection during the run'));
      });
      connections.push(c);
      return c;
    };
    const fire = (scheduled: number) => {
      const c = free.pop() ?? (connections.length < OPEN_LOOP_CONNECTIONS ? connection() : undefined);
      if (c) send(c, scheduled);
      else waiting.push(scheduled);
    };
    let sent = 0;
    const tick = () => {
      if (finished) return;
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      for (; sent < due; sent++) fire(start + (sent / rate) * 1000);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  }).finally(() => {
    for (const c of connections) c.socket.destroy();
  });
  const elapsed = (performance.now() - countedFrom) / 1000;
  latencies.sort();
  const at = (q: number) => Math.round(latencies[Math.min(counted - 1, Math.floor(q * counted))]!);
  return { rps: Math.round(counted / elapsed), non2xx, p50: at(0.5), p99: at(0.99) };
}

/**
 * A light JSON client for load generators: node:http over keep-alive connections (at most
 * `connections`). The bench's client shares the machine's 2 cores with the API and PostgreSQL;
 * `fetch` (undici) costs about 1 ms of CPU per request there, this about a fifth of it.
 */
export function jsonClient(base: string, connections: number) {
  const target = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return {
    /** POSTs `body` as JSON to `path`; resolves with the status and the parsed answer. */
    post(path: string, body: unknown, headers: Record<string, string> = {}) {
      const payload = JSON.stringify(body);
      return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const req = http.request(
          {
            agent,
            host: target.hostname,
            port: target.port,
            method: 'POST',
            path,
            headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

/**
 * Runs the bench's own server script `script` (under e2e/bench) in a child process with the node flags
 * of `npm start` (decision 0080), on a free port (`PORT`) with `env` added; waits until `readyPath`
 * answers. Returns its base URL and a stop function.
 */
export async function startScriptServer(script: string, env: Record<string, string>, readyPath: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...startFlags(), '--import', 'tsx', path.join(repoRoot, 'e2e/bench', script)],
    {
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: 'inherit',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}${readyPath}`, child);
  return {
    base,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((r) => {
        child.once('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs the bare Fastify server in a child process; returns its URL and a stop function. */
export async function startBareServer() {
  const { base, stop } = await startScriptServer('bare-server.ts', {}, '/bare');
  return { url: `${base}/bare`, stop };
}

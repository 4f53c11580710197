/**
 * The live connection on two instances (decision 0113; budget: p99 ≤ 200 ms from publish to socket).
 * On a fresh embedded PostgreSQL and the local Redis (REDIS_URL, default redis://127.0.0.1:6379):
 * 1. instances A and B of the built API share the database, Redis and the JWT secret; bulk SQL adds
 *    USERS customers with a session each, whose tokens the bench signs;
 * 2. SOCKETS_PER_USER authenticated sockets per customer on each instance (2,000 per instance);
 *    each instance's RSS before and after gives its memory per idle socket;
 * 3. latency: MESSAGES times, a customer posts a chat message in their support thread through A's
 *    HTTP API (`POST /api/Chat/support-{id}`: the thread's lock, the numbered insert, the domain
 *    event, the commit, the publish through Redis) and the bench times its `chat` message on one of
 *    the customer's sockets on B (their other device), from sending the request (so the request's
 *    own transaction is inside the figure);
 * 4. CPU: 50 chat messages a second for 20 s, each instance's CPU from /proc/<pid>/stat;
 * 5. the reference: a bare `ws` relay (live-reference.ts) with 2,000 sockets, the same messages
 *    posted to it over HTTP, timed and measured the same way.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createSigner } from 'fast-jwt';
// Default import: the root's `ws` is 7.x (no named ESM exports), the API's 8.x; both have this one.
import WebSocket from 'ws';
import { startServer } from '../support/server-process.ts';
import { startBenchStack } from './harness.ts';
import { seedCustomers } from './reads-seed.ts';
import { startScriptServer } from './throughput.ts';

const USERS = Number(process.env.LIVE_USERS ?? 400);
const SOCKETS_PER_USER = Number(process.env.LIVE_SOCKETS_PER_USER_BENCH ?? 5);
const MESSAGES = Number(process.env.LIVE_MESSAGES ?? 500);
const RATE = 50;
const CPU_SECONDS = 20;
const SECRET = randomBytes(32).toString('hex');

export interface InstanceFigures {
  sockets: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  kbPerSocket: number;
  cpuPercentAt50: number;
}

export interface LatencyFigures {
  messages: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  lost: number;
}

export interface LiveFigures {
  latency: LatencyFigures;
  a: InstanceFigures;
  b: InstanceFigures;
  reference: { latency: LatencyFigures; instance: InstanceFigures };
}

const round = (n: number) => Math.round(n * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0);
}

/** User + system CPU of `pid`, in seconds (clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Sockets that record when each `changed` message (`subject:id`) or chat message (`chat:thread:seq`) arrived. */
class Receiver {
  readonly seen = new Map<string, number>();
  readonly #waiters = new Map<string, (t: number) => void>();
  hear(raw: unknown) {
    const now = performance.now();
    const m = JSON.parse(String(raw)) as { type: string; subject?: string; id?: number; thread?: string; seq?: number };
    let key: string;
    if (m.type === 'changed') key = `${m.subject}:${m.id}`;
    else if (m.type === 'chat') key = `chat:${m.thread}:${m.seq}`;
    else return;
    if (this.seen.has(key)) return;
    this.seen.set(key, now);
    this.#waiters.get(key)?.(now);
    this.#waiters.delete(key);
  }
  /** When `key` arrived (waits at most `ms`; NaN if never). */
  when(key: string, ms = 5_000): Promise<number> {
    const t = this.seen.get(key);
    if (t !== undefined) return Promise.resolve(t);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiters.delete(key);
        resolve(Number.NaN);
      }, ms);
      this.#waiters.set(key, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  }
}

/** Opens an authenticated socket; resolves once `ready` came. */
function openSocket(wsUrl: string, token: string, receiver?: Receiver): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`socket closed before ready: ${code}`)));
    ws.on('message', (raw) => {
      if (String(raw).startsWith('{"type":"ready"')) resolve(ws);
      else receiver?.hear(raw);
    });
  });
}

/** Opens SOCKETS_PER_USER sockets for each token, 100 at a time; the first per user gets `receivers`. */
async function openAll(wsUrl: string, tokens: string[], receivers?: Receiver[]): Promise<WebSocket[]> {
  const jobs: (() => Promise<WebSocket>)[] = [];
  tokens.forEach((token, u) => {
    for (let k = 0; k < SOCKETS_PER_USER; k++)
      jobs.push(() => openSocket(wsUrl, token, k === 0 ? receivers?.[u] : undefined));
  });
  const out: WebSocket[] = [];
  for (let i = 0; i < jobs.length; i += 100) out.push(...(await Promise.all(jobs.slice(i, i + 100).map((j) => j()))));
  return out;
}

const settle = () => new Promise((r) => setTimeout(r, 2_000));

/** Sends `count` messages through `send(i)` at RATE a second; returns each one's latency (NaN: lost). */
async function paced(count: number, perSecond: number, send: (i: number) => Promise<number>): Promise<number[]> {
  const started = performance.now();
  const pending: Promise<number>[] = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(i));
  }
  return Promise.all(pending);
}

function latencyOf(samples: number[]): LatencyFigures {
  const ok = samples.filter((n) => Number.isFinite(n)).sort((x, y) => x - y);
  return {
    messages: samples.length,
    p50: round(percentile(ok, 50)),
    p95: round(percentile(ok, 95)),
    p99: round(percentile(ok, 99)),
    max: round(ok.at(-1) ?? Number.NaN),
    lost: samples.length - ok.length,
  };
}

async function measureInstance(
  pid: number,
  open: () => Promise<WebSocket[]>,
): Promise<{ sockets: WebSocket[]; figures: Omit<InstanceFigures, 'cpuPercentAt50'> }> {
  const before = rssKb(pid);
  const sockets = await open();
  await settle();
  const after = rssKb(pid);
  return {
    sockets,
    figures: {
      sockets: sockets.length,
      rssBeforeMb: round(before / 1024),
      rssAfterMb: round(after / 1024),
      kbPerSocket: round((after - before) / sockets.length),
    },
  };
}

export async function benchLive(): Promise<LiveFigures> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const env = {
    JWT_SECRET: SECRET,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `bench-live-${randomBytes(4).toString('hex')}:`,
    LIVE_SOCKETS_PER_USER: String(SOCKETS_PER_USER),
  };
  const stack = await startBenchStack('live-bench-', 'LIVE_CPU_PROFILE', env);
  const all: WebSocket[] = [];
  try {
    const b = await startServer(env, { databaseUrl: stack.databaseUrl });
    stack.stops.push(() => b.stop());
    const owners = await seedCustomers(stack.pool, USERS);
    const { rows } = await stack.pool.query<{ id: string; user_id: number }>(
      `insert into sessions (id, user_id, user_agent)
       select gen_random_uuid(), u, 'live bench' from generate_series($1::int, $2::int) u
       returning id, user_id`,
      [owners.firstUser, owners.firstUser + owners.users - 1],
    );
    rows.sort((x, y) => x.user_id - y.user_id);
    const sign = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 3_600_000 });
    const tokens = rows.map((r) => sign({ sub: String(r.user_id), sid: r.id }) as string);
    const receivers = tokens.map(() => new Receiver());
    const wsOf = (base: string) => `${base.replace(/^http/, 'ws')}/api/ws`;

    console.log(
      `      live: ${tokens.length} customers; opening ${tokens.length * SOCKETS_PER_USER} sockets on each instance`,
    );
    const onA = await measureInstance(stack.pid, () => openAll(wsOf(stack.baseUrl), tokens));
    const onB = await measureInstance(b.pid, () => openAll(wsOf(b.baseUrl), tokens, receivers));
    all.push(...onA.sockets, ...onB.sockets);

    // One counter over every phase: customers take turns (each well under the chat's 30 sends a minute).
    let sent = 0;
    const chat = async () => {
      const n = sent++;
      const u = n % tokens.length;
      const thread = `support-${rows[u]!.user_id}`;
      const t0 = performance.now();
      const res = await fetch(`${stack.baseUrl}/api/Chat/${thread}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[u]}` },
        body: JSON.stringify({ body: `Tin nhắn thử số ${n}`, photoIds: [], clientMessageId: `bench-${n}-${t0}` }),
      });
      // Counted as lost (never thrown: a rejection here would leave the servers running).
      if (res.status !== 200) {
        console.log(`      live: chat answered ${res.status}: ${await res.text()}`);
        return Number.NaN;
      }
      const { seq } = (await res.json()) as { seq: number };
      return (await receivers[u]!.when(`chat:${thread}:${seq}`)) - t0;
    };
    console.log(`      live: ${all.length} sockets open; ${MESSAGES} messages at ${RATE}/s`);
    // Warm-up (JIT, pools), then the measured messages one after another at RATE a second.
    await paced(20, RATE, chat);
    const latency = latencyOf(await paced(MESSAGES, RATE, chat));

    const cpuA0 = cpuSeconds(stack.pid);
    const cpuB0 = cpuSeconds(b.pid);
    const t0 = performance.now();
    await paced(RATE * CPU_SECONDS, RATE, chat);
    const seconds = (performance.now() - t0) / 1000;
    const cpuA = round(((cpuSeconds(stack.pid) - cpuA0) / seconds) * 100);
    const cpuB = round(((cpuSeconds(b.pid) - cpuB0) / seconds) * 100);
    for (const s of all) s.terminate();
    all.length = 0;

    const reference = await benchReference(tokens.length);
    return {
      latency,
      a: { ...onA.figures, cpuPercentAt50: cpuA },
      b: { ...onB.figures, cpuPercentAt50: cpuB },
      reference,
    };
  } finally {
    for (const s of all) s.terminate();
    await stack.close();
  }
}

/** The bare relay with as many sockets as one instance, the same pace of messages. */
async function benchReference(users: number): Promise<LiveFigures['reference']> {
  const ref = await startScriptServer('live-reference.ts', {}, '/ready');
  const sockets: WebSocket[] = [];
  try {
    const receivers = Array.from({ length: users }, () => new Receiver());
    const ids = Array.from({ length: users }, (_, u) => String(u + 1));
    const measured = await measureInstance(ref.pid, () =>
      openAll(`${ref.base.replace(/^http/, 'ws')}/api/ws`, ids, receivers),
    );
    sockets.push(...measured.sockets);
    const publish = async (i: number) => {
      const u = i % users;
      const t0 = performance.now();
      await fetch(`${ref.base}/publish?user=${u + 1}`, {
        method: 'POST',
        body: JSON.stringify({ type: 'changed', subject: 'recharge', id: i }),
      });
      return (await receivers[u]!.when(`recharge:${i}`)) - t0;
    };
    await paced(20, RATE, (i) => publish(1_000_000 + i));
    const latency = latencyOf(await paced(MESSAGES, RATE, publish));
    const cpu0 = cpuSeconds(ref.pid);
    const t0 = performance.now();
    await paced(RATE * CPU_SECONDS, RATE, (i) => publish(2_000_000 + i));
    const cpu = round(((cpuSeconds(ref.pid) - cpu0) / ((performance.now() - t0) / 1000)) * 100);
    return { latency, instance: { ...measured.figures, cpuPercentAt50: cpu } };
  } finally {
    for (const s of sockets) s.terminate();
    await ref.stop();
  }
}

/** PASS/FAIL on the p99 budget; the other figures printed beside it. */
export function reportLive(f: LiveFigures, check: (ok: boolean, line: string) => void): void {
  const inst = (name: string, i: InstanceFigures) =>
    `${name}: ${i.sockets} sockets, RSS ${i.rssBeforeMb} → ${i.rssAfterMb} MB (${i.kbPerSocket} KB per idle socket), CPU ${i.cpuPercentAt50} % at ${RATE} messages/s`;
  const lat = (l: LatencyFigures) => `p50 ${l.p50} / p95 ${l.p95} / p99 ${l.p99} / max ${l.max} ms, lost ${l.lost}`;
  console.log(`      ${inst('instance A (publishes: chat messages posted over HTTP)', f.a)}`);
  console.log(`      ${inst('instance B (delivers)', f.b)}`);
  console.log(`      ${inst('reference (bare ws relay)', f.reference.instance)}`);
  console.log(`      reference, POST /publish → socket: ${lat(f.reference.latency)}`);
  check(
    f.latency.p99 <= 200 && f.latency.lost === 0,
    `live: a chat message posted on A reaches its recipient's socket on B (request sent → message, ${f.latency.messages} messages): ${lat(f.latency)} (budget p99 ≤ 200 ms)`,
  );
}

/**
 * Read speed (decision 0024). On one embedded PostgreSQL, in one run:
 * 1. the product server and a reference (reads-reference.ts: bare Fastify + pg, HS256 JWT, 20 rows
 *    of one user by an index and their count) and a bare Fastify route start;
 * 2. a measured customer gets 30 orders (75 lines), 40 wallet lines, 10 recharges, 3 addresses;
 *    a second customer 10,100 wallet lines (a long list, for page 500 of 20);
 * 3. "empty": every authenticated list endpoint and GET /api/CurrentUser are measured with
 *    autocannon (50 connections), and the reference and bare routes beside them;
 * 4. bulk SQL (reads-seed.ts) adds 10,000 customers, 200,000 orders with 500,000 lines and their
 *    status events, 500,000 journal entries with 1,000,000 lines (balanced), 20,000 recharges and
 *    20,000 addresses; VACUUM ANALYZE;
 * 5. "scale": the same endpoints again, then page 500 of 20 of the long wallet and of the staff
 *    order list (200,030 orders).
 * 6. at scale, every list and both deep pages again at a fixed offered load of half the reference's
 *    req/s (an open loop, `latencyAtRate`), for their latency below saturation (decision 0079),
 *    bracketed by the reference at the same load (printed: the tail the machine adds at the time).
 * Every server runs with the node flags of `npm start` (decision 0080).
 * Budgets: each list ≥ 0.5× the reference, CurrentUser ≥ 0.25× bare Fastify, at scale ≥ 0.8× the
 * empty figure, both taken as ratios to the reference (bare Fastify for CurrentUser) of their round,
 * whose work does not change with the seed, so the machine's drift between rounds cancels; at the
 * offered load p99 ≤ 25 ms for lists and < 50 ms for page 500. The saturated
 * p99 (50 connections flat out: ≈ 50 ÷ req/s) is printed beside the req/s. `check` records PASS/FAIL.
 * READS_CPU_PROFILE=<dir>: the API process writes a .cpuprofile there when it stops (cpu-profile.mjs).
 */
import { createSigner } from 'fast-jwt';
import { startBenchStack } from './harness.ts';
import * as seed from './reads-seed.ts';
import { latencyAtRate, rps, startBareServer, startScriptServer } from './throughput.ts';

type Figure = Awaited<ReturnType<typeof rps>>;
type Latency = Awaited<ReturnType<typeof latencyAtRate>>;
export type Check = (ok: boolean, line: string) => void;

const SECONDS = Number(process.env.READS_SECONDS ?? 5);
const REF_SECRET = 'reads-reference-secret-0123456789abcdef';

async function startReference(databaseUrl: string) {
  const { base, stop } = await startScriptServer(
    'reads-reference.ts',
    { DATABASE_URL: databaseUrl, JWT_SECRET: REF_SECRET },
    '/health',
  );
  return { url: `${base}/list`, stop };
}

async function api<T>(base: string, p: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/api${p}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${p} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function register(base: string, name: string, phone: string) {
  const { token } = await api<{ token: string }>(base, '/auth/register', {
    fullName: name,
    email: `${name.toLowerCase().replace(/\W/g, '')}.${Date.now()}@example.vn`,
    phone,
    password: 'matkhau123',
  });
  const me = await api<{ id: number }>(base, '/CurrentUser', undefined, token);
  return { token, userId: me.id };
}

/** Warms a URL up for a second, then measures it for SECONDS. */
async function measure(url: string, headers: Record<string, string>): Promise<Figure> {
  await rps(url, headers, 1);
  return rps(url, headers, SECONDS);
}

export interface ReadFigures {
  empty: Record<string, Figure>;
  scale: Record<string, Figure>;
  deep: Record<string, Figure>;
  /**
   * At scale, each list and deep page at the offered load `rate` (decision 0079); `reference`: the
   * reference at the same load just before and just after them (context, not a budget).
   */
  latency: { rate: number; figures: Record<string, Latency>; reference: Latency[] };
  balanced: boolean;
}

/** Runs the whole benchmark on a fresh embedded PostgreSQL and returns every figure. */
export async function benchReads(log: (line: string) => void = console.log): Promise<ReadFigures> {
  const stack = await startBenchStack('bench-reads-', 'READS_CPU_PROFILE');
  const { pool, stops } = stack;
  try {
    const reference = await startReference(stack.databaseUrl);
    stops.push(reference.stop);
    const bare = await startBareServer();
    stops.push(bare.stop);
    const base = stack.baseUrl;

    const customer = await register(base, 'Khach Do Doc', '0971000001');
    const long = await register(base, 'Khach Vi Dai', '0971000002');
    const { token: admin } = await api<{ token: string }>(base, '/auth/login', {
      userName: 'admin@demo.vn',
      password: 'Admin@12345',
    });
    const own = { firstUser: customer.userId, users: 1 };
    await seed.seedOrders(pool, own, 30, 'OWN-');
    await seed.seedLedger(pool, own, 40, 'OWN-');
    await seed.seedRecharges(pool, own, 10, 'OWN-');
    await seed.seedAddresses(pool, own, 3);
    await seed.seedLedger(pool, { firstUser: long.userId, users: 1 }, 10_100, 'LONG-');
    await pool.query('vacuum analyze');

    const auth = { authorization: `Bearer ${customer.token}` };
    const refAuth = { authorization: `Bearer ${createSigner({ key: REF_SECRET, algorithm: 'HS256' })({ sub: '1' })}` };
    const endpoints: Record<string, string> = {
      'order list': `${base}/api/OrderOrdering`,
      'transaction list': `${base}/api/Transaction`,
      'address list': `${base}/api/Address`,
      'recharge list': `${base}/api/Wallet/Recharge`,
      'warehouse list': `${base}/api/Warehouse`,
      'GET /api/CurrentUser': `${base}/api/CurrentUser`,
    };
    const round = async () => {
      const figures: Record<string, Figure> = {};
      figures.reference = await measure(reference.url, refAuth);
      figures.bare = await measure(bare.url, {});
      for (const [name, url] of Object.entries(endpoints)) figures[name] = await measure(url, auth);
      return figures;
    };
    const started = Date.now();
    const empty = await round();
    log(`reads: empty database measured in ${Math.round((Date.now() - started) / 1000)} s`);

    const seeded = Date.now();
    const bulk = await seed.seedCustomers(pool, 10_000);
    await seed.seedOrders(pool, bulk, 200_000, 'BULK-');
    await seed.seedLedger(pool, bulk, 500_000, 'BULK-');
    await seed.seedRecharges(pool, bulk, 20_000, 'BULK-');
    await seed.seedAddresses(pool, bulk, 20_000);
    await pool.query('vacuum analyze');
    // Write the bulk load's pages out now, not in the background while latency is measured.
    await pool.query('checkpoint');
    const counts = await pool.query<Record<string, number>>(
      `select (select count(*)::int from users) as users, (select count(*)::int from purchase_orders) as orders,
              (select count(*)::int from purchase_order_lines) as order_lines,
              (select count(*)::int from status_events) as status_events,
              (select count(*)::int from journal_entries) as journal_entries,
              (select count(*)::int from journal_lines) as journal_lines`,
    );
    log(`reads: seeded in ${Math.round((Date.now() - seeded) / 1000)} s: ${JSON.stringify(counts.rows[0])}`);
    const balanced = await seed.ledgerBalanced(pool);

    const scale = await round();
    const deepPages: Record<string, [string, Record<string, string>]> = {
      'transaction list page 500 (10,100 lines)': [
        `${base}/api/Transaction?page=500&pageSize=20`,
        { authorization: `Bearer ${long.token}` },
      ],
      'staff order list page 500 (200,030 orders)': [
        `${base}/api/Admin/OrderOrdering?page=500&pageSize=20`,
        { authorization: `Bearer ${admin}` },
      ],
    };
    const deep: Record<string, Figure> = {};
    for (const [name, [url, headers]] of Object.entries(deepPages)) deep[name] = await measure(url, headers);

    // Latency at the load the throughput budget promises: half the reference's req/s, offered.
    const rate = Math.round(scale.reference!.rps / 2);
    const latency: Record<string, Latency> = {};
    // The yardstick at the same load, before and after: how much tail the machine itself adds now.
    const yardstick = [await latencyAtRate(reference.url, refAuth, rate, SECONDS)];
    for (const [name, url] of Object.entries(endpoints)) {
      if (name === 'GET /api/CurrentUser') continue;
      latency[name] = await latencyAtRate(url, auth, rate, SECONDS);
    }
    for (const [name, [url, headers]] of Object.entries(deepPages)) {
      latency[name] = await latencyAtRate(url, headers, rate, SECONDS);
    }
    yardstick.push(await latencyAtRate(reference.url, refAuth, rate, SECONDS));
    return { empty, scale, deep, latency: { rate, figures: latency, reference: yardstick }, balanced };
  } finally {
    await stack.close();
  }
}

const fmt = (f: Figure) => `${f.rps} req/s, p99 ${f.p99} ms${f.non2xx ? `, non-2xx ${f.non2xx}` : ''}`;

/** Prints every figure and records the budgets with `check`. */
export function reportReads(f: ReadFigures, check: Check, log: (line: string) => void = console.log): void {
  for (const phase of ['empty', 'scale'] as const) {
    for (const [name, fig] of Object.entries(f[phase])) log(`      reads (${phase}) ${name}: ${fmt(fig)}`);
  }
  check(f.balanced, 'reads: the seeded ledger is balanced (every entry sums to 0, every wallet = its lines)');
  for (const [name, fig] of Object.entries(f.scale)) {
    if (name === 'reference' || name === 'bare') continue;
    const yard = name === 'GET /api/CurrentUser' ? 'bare' : 'reference';
    const budget = yard === 'bare' ? 0.25 : 0.5;
    const ratio = fig.rps / f.scale[yard]!.rps;
    // The machine's own speed between the two rounds (minutes apart, on shared cores): the yardstick's
    // work is the same in both (decision 0024 addendum), so its change is the machine's.
    const machine = f.scale[yard]!.rps / f.empty[yard]!.rps;
    const kept = ratio / (f.empty[name]!.rps / f.empty[yard]!.rps);
    check(
      ratio >= budget && kept >= 0.8 && fig.non2xx === 0,
      `reads: ${name} at scale ${fig.rps} req/s = ${ratio.toFixed(2)}× the ${yard} (budget ≥ ${budget}); against the ${yard}, ${(kept * 100).toFixed(0)} % of its empty-database figure (≥ 80 %; ${f.empty[name]!.rps} req/s then, the ${yard} now at ${(machine * 100).toFixed(0)} % of its own); saturated p99 ${fig.p99} ms`,
    );
  }
  for (const [name, fig] of Object.entries(f.deep)) log(`      reads: ${name} saturated: ${fmt(fig)}`);
  const [before, after] = f.latency.reference.map((r) => `p50 ${r.p50} ms, p99 ${r.p99} ms`);
  log(
    `      reads: the reference at ${f.latency.rate} req/s offered: ${before} before, ${after} after the lists below`,
  );
  for (const [name, fig] of Object.entries(f.latency.figures)) {
    const deep = name in f.deep;
    const budget = deep ? 50 : 25;
    check(
      (deep ? fig.p99 < budget : fig.p99 <= budget) && fig.non2xx === 0 && fig.rps >= f.latency.rate * 0.9,
      `reads: ${name} at ${f.latency.rate} req/s offered (half the reference): ${fig.rps} req/s served, p50 ${fig.p50} ms, p99 ${fig.p99} ms (budget ${deep ? '<' : '≤'} ${budget} ms)`,
    );
  }
}

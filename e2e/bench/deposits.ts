/**
 * Deposits of 50 different customers at once (decision 0014). One embedded PostgreSQL
 * serves, one after the other, the product server and the reference (deposit-reference.ts: one
 * transaction locking and debiting one row per customer). For each:
 * - wall time of a round of 50 concurrent deposits (one per customer; median of 9 rounds, the two
 *   servers taking turns),
 *   and of 50 deposits one after another; their quotient is how much the deposits overlap;
 * - in one more concurrent round (not timed), sampled from pg_stat_activity: the most transactions
 *   open at once and the most backends waiting on a row lock (tuple or transaction id) — the
 *   product used to queue every deposit on the SYS_ORDER_PREPAYMENTS row.
 * `root` runs another checkout's server (its API must match: /OrderOrdering/:id/Deposit …), so the
 * same benchmark gives the figure before a change.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded.ts';
import { startServer } from '../support/server-process.ts';
import { startScriptServer } from './throughput.ts';

const CUSTOMERS = 50;
const TIMED_ROUNDS = 9;
/** Orders per customer: a warm-up round, the timed rounds, the sampled round, the sequential round. */
const ORDERS_EACH = 1 + TIMED_ROUNDS + 1 + 1;

export interface RoundFigures {
  /** Median wall time of one round of 50 concurrent deposits, ms. */
  concurrentMs: number;
  /** Wall time of 50 deposits one after another, ms. */
  sequentialMs: number;
  /** Most transactions open at once during a concurrent round. */
  maxOpenTransactions: number;
  /** Most backends waiting on a row lock at once during a concurrent round. */
  maxRowLockWaits: number;
}

export interface DepositFigures {
  product: RoundFigures;
  reference: RoundFigures;
}

/** One customer's request of a round (a deposit, a withdrawal), answering the server's response. */
export type CustomerRequest = (customer: number, round: number) => Promise<Response>;
type Deposit = CustomerRequest;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function wall(fn: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function expectOk(res: Response): Promise<void> {
  if (!res.ok) throw new Error(`the request answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

/** Polls pg_stat_activity on its own connection until stopped; returns the maxima seen. */
export async function sampleActivity(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let running = true;
  let maxOpen = 0;
  let maxWaits = 0;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ open: number; waits: number }>(
        `select count(*) filter (where xact_start is not null)::int as open,
                count(*) filter (where wait_event_type = 'Lock' and wait_event in ('tuple', 'transactionid'))::int as waits
           from pg_stat_activity
          where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      maxOpen = Math.max(maxOpen, rows[0]!.open);
      maxWaits = Math.max(maxWaits, rows[0]!.waits);
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
    return { maxOpen, maxWaits };
  };
}

/**
 * Rounds: 0 warm-up, 1..TIMED timed concurrent, then one sampled concurrent, then one sequential.
 * The two servers take turns round by round, so the load of a shared machine falls on both alike.
 */
/**
 * Times 50 customers' requests against the product and the reference, taking turns: the median of
 * TIMED_ROUNDS concurrent rounds, one round sampled for open transactions and row-lock waits
 * (sampleActivity on `url`, the database), and one round one after another. Shared with withdrawals.ts.
 */
export async function measureRounds(url: string, targets: { product: CustomerRequest; reference: CustomerRequest }) {
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => i);
  const names = ['product', 'reference'] as const;
  const concurrentRound = async (deposit: Deposit, round: number) => {
    await Promise.all(customers.map(async (c) => expectOk(await deposit(c, round))));
  };
  const timed = { product: [] as number[], reference: [] as number[] };
  const sampled = { product: { maxOpen: 0, maxWaits: 0 }, reference: { maxOpen: 0, maxWaits: 0 } };
  const sequential = { product: 0, reference: 0 };
  for (const name of names) await concurrentRound(targets[name], 0);
  for (let round = 1; round <= TIMED_ROUNDS; round++) {
    for (const name of names) timed[name].push(await wall(() => concurrentRound(targets[name], round)));
  }
  for (const name of names) {
    const stop = await sampleActivity(url);
    await concurrentRound(targets[name], TIMED_ROUNDS + 1);
    sampled[name] = await stop();
  }
  for (const name of names) {
    sequential[name] = await wall(async () => {
      for (const c of customers) await expectOk(await targets[name](c, TIMED_ROUNDS + 2));
    });
  }
  const figures = (name: (typeof names)[number]): RoundFigures => ({
    concurrentMs: Math.round(median(timed[name])),
    sequentialMs: Math.round(sequential[name]),
    maxOpenTransactions: sampled[name].maxOpen,
    maxRowLockWaits: sampled[name].maxWaits,
  });
  return { product: figures('product'), reference: figures('reference') };
}

/** A JSON call to the bench's API (`/api{p}`); throws with the answer when it is not 2xx. */
export async function benchApi<T>(
  base: string,
  p: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const res = await fetch(`${base}/api${p}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${p} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** 50 customers, each with ORDERS_EACH orders awaiting deposit and the money for all of them. */
async function prepareCustomers(base: string) {
  const { token: admin } = await benchApi<{ token: string }>(base, '/auth/login', {
    body: { userName: 'admin@demo.vn', password: 'Admin@12345' },
  });
  const warehouses = await benchApi<{ id: number; name: string }[]>(base, '/Warehouse', { token: admin });
  const hanoi = warehouses.find((w) => w.name === 'Kho Hà Nội')!;
  const prepareOne = async (i: number) => {
    const { token } = await benchApi<{ token: string }>(base, '/auth/register', {
      body: {
        fullName: 'Khách Đo Tải',
        email: `bench.${i}.${Date.now()}@example.vn`,
        phone: `098${String(1_000_000 + i).slice(-7)}`,
        password: 'matkhau123',
      },
    });
    const cartItemIds: number[] = [];
    for (let k = 0; k < ORDERS_EACH; k++) {
      const item = await benchApi<{ id: number }>(base, '/ShoppingCart', {
        token,
        body: {
          site: 'taobao',
          productId: '691541677564',
          url: 'https://item.taobao.com/item.htm?id=691541677564',
          title: 'Bàn học gỗ',
          shopName: `Cửa hàng ${k + 1}`,
          skuProperties: {},
          unitPriceFen: 10_000,
          quantity: 1,
          imageUrl: 'https://img.alicdn.com/imgextra/ban.jpg',
          note: '',
        },
      });
      cartItemIds.push(item.id);
    }
    const address = await benchApi<{ id: number }>(base, '/Address', {
      token,
      body: {
        receiverName: 'Nguyễn Thị Lan',
        phone: '0987654321',
        provinceCode: '01',
        wardCode: '00004',
        street: 'Số 1',
      },
    });
    const orders = await benchApi<{ id: number; totals: { depositDueVnd: number } }[]>(base, '/OrderOrdering', {
      token,
      body: {
        cartItemIds,
        addressId: address.id,
        vnWarehouseId: hanoi.id,
        options: { counting: false, woodenCrate: false, insurance: false },
      },
    });
    const total = orders.reduce((s, o) => s + o.totals.depositDueVnd, 0);
    const recharge = await benchApi<{ id: number }>(base, '/Wallet/Recharge', { token, body: { amountVnd: total } });
    await benchApi(base, `/Admin/Recharge/${recharge.id}/Approve`, { token: admin, method: 'POST' });
    return { token, orderIds: orders.map((o) => o.id), due: orders[0]!.totals.depositDueVnd };
  };
  const customers: Awaited<ReturnType<typeof prepareOne>>[] = [];
  for (let i = 0; i < CUSTOMERS; i += 10) {
    customers.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => prepareOne(i + k)))));
  }
  return customers;
}

export function startReference(databaseUrl: string) {
  return startScriptServer(
    'deposit-reference.ts',
    { DATABASE_URL: databaseUrl, CUSTOMERS: String(CUSTOMERS) },
    '/health',
  );
}

/** Runs the whole benchmark on a fresh embedded PostgreSQL; `root` picks the product checkout. */
export async function benchDeposits(opts: { root?: string } = {}): Promise<DepositFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-deposits-'));
  chmodSync(dir, 0o755); // embedded PostgreSQL runs as its own user when we are root
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'));
  let reference: Awaited<ReturnType<typeof startReference>> | undefined;
  try {
    reference = await startReference(database.url);
    const base = reference.base;
    const server = await startServer(
      { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
      { databaseUrl: database.url, root: opts.root },
    );
    try {
      const customers = await prepareCustomers(server.baseUrl);
      return await measureRounds(database.url, {
        product: (c, round) => {
          const customer = customers[c]!;
          return fetch(`${server.baseUrl}/api/OrderOrdering/${customer.orderIds[round]}/Deposit`, {
            method: 'POST',
            headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': `bench-${c}-${round}` },
          });
        },
        reference: (c) =>
          fetch(`${base}/deposit/${c + 1}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ amountVnd: 10_000 }),
          }),
      });
    } finally {
      await server.stop();
    }
  } finally {
    await reference?.stop();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The lines `npm run bench` prints. */
export function describeDeposits(f: DepositFigures): string[] {
  const line = (name: string, r: RoundFigures) =>
    `${name}: 50 at once ${r.concurrentMs} ms (${Math.round((50_000 / r.concurrentMs) * 10) / 10}/s), 50 in a row ${r.sequentialMs} ms → overlap ×${(r.sequentialMs / r.concurrentMs).toFixed(2)}; at most ${r.maxOpenTransactions} transactions open at once, ${r.maxRowLockWaits} waiting on a row lock`;
  const ratio = f.reference.concurrentMs / f.product.concurrentMs;
  return [
    line('deposits (product)', f.product),
    line('deposits (reference)', f.reference),
    `50 concurrent deposits: the product at ${(ratio * 100).toFixed(1)} % of the reference's speed`,
  ];
}

/**
 * Scan stations at scale (decision 0059): 10 stations scan at once into a database holding 100,000
 * parcels; budget p95 ≤ 50 ms per scan. On one embedded PostgreSQL:
 * 1. the product server starts; 10 warehouse_cn staff sign in;
 * 2. bulk SQL adds 10,000 customers, 25,000 deposited orders at `seller_shipped` and their 100,000
 *    expected parcels (4 an order, each with its status event); VACUUM ANALYZE;
 * 3. 10 stations each send SCANS_PER_STATION scans back to back, all at once, over keep-alive HTTP:
 *    8 in 10 are expected parcels (neighbours of one order land on different stations at the same
 *    moment, so they meet on the order's row lock, as on a real floor), 1 in 10 a code scanned again
 *    ("đã nhận"), 1 in 10 an unknown code (a new unclaimed parcel). The client is node:http
 *    (throughput.ts jsonClient), light on the 2 cores it shares with what it measures.
 * Reports p50 / p95 / p99 / max per scan, scans per second, and the outcomes; checks that every
 * scan answered 200 and every fully received order moved to `at_cn_warehouse`.
 */
import type pg from 'pg';
import { startBenchStack } from './harness.ts';
import type { Check } from './reads.ts';
import { seedCustomers } from './reads-seed.ts';
import { jsonClient } from './throughput.ts';

const STATIONS = Number(process.env.SCAN_STATIONS ?? 10);
const PARCELS = 100_000;
const PER_ORDER = 4;
const SCANS_PER_STATION = Number(process.env.SCANS_PER_STATION ?? 300);

export interface ScanFigures {
  scans: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non200: number;
  outcomes: Record<string, number>;
  /** p50 / p95 per outcome, ms: which kind of scan makes the tail. */
  byOutcome: Record<string, { p50: number; p95: number }>;
  parcels: number;
  ordersAtCn: number;
  ordersFullyReceived: number;
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

/** 25,000 orders at `seller_shipped`, deposit paid, each with 4 expected parcels `BENCH<g>`. */
export async function seedParcels(db: pg.Pool): Promise<void> {
  const owners = await seedCustomers(db, 10_000);
  const orders = PARCELS / PER_ORDER;
  await db.query(
    `with wh as (select (select id from warehouses where country = 'CN' order by id limit 1) as cn,
                        (select id from warehouses where name = 'Kho Hà Nội') as vn)
     insert into purchase_orders (code, user_id, status, site, shop_name, exchange_rate, options, receiver,
       cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd, fees_vnd, total_vnd, deposit_due_vnd,
       paid_vnd, created_at, updated_at)
     select 'SCAN-' || g, $2::int + g % $3::int, 'seller_shipped', 'taobao', 'Cửa hàng ' || (g % 500), 3650,
       '{"counting":false,"woodenCrate":false,"insurance":false}',
       '{"name":"Nguyễn Văn A","phone":"0987654321","address":"Số 1, Phường Phúc Xá, Hà Nội"}',
       wh.cn, wh.vn,
       '[{"kind":"international_shipping","label":"Phí vận chuyển TQ – VN","amountVnd":null,"note":"Tính khi hàng về kho"}]',
       12500, 456250, 13688, 469938, 328957, 328957, now() - make_interval(mins => $1::int - g), now()
     from generate_series(1, $1::int) g, wh`,
    [orders, owners.firstUser, owners.users],
  );
  await db.query(
    `insert into parcels (code, tracking_code, order_type, order_id, user_id, status, cn_warehouse_id, vn_warehouse_id, created_at, updated_at)
     select 'PKB' || lpad(g::text, 7, '0'), 'BENCH' || lpad(g::text, 7, '0'), 'purchase_order', o.id, o.user_id, 'expected',
            o.cn_warehouse_id, o.vn_warehouse_id, o.created_at, o.created_at
       from generate_series(1, $1::int) g
       join purchase_orders o on o.code = 'SCAN-' || ((g - 1) / ${PER_ORDER} + 1)`,
    [PARCELS],
  );
  await db.query(
    `insert into status_events (subject_type, subject_id, from_status, to_status, actor_id, actor_name, note, created_at)
     select 'parcel', id, null, 'expected', null, 'Hệ thống', 'Mã vận đơn của shop', created_at from parcels`,
  );
  await db.query('vacuum analyze');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs the whole benchmark on a fresh embedded PostgreSQL and returns its figures. */
export async function benchScans(log: (line: string) => void = console.log): Promise<ScanFigures> {
  // SCANS_CPU_PROFILE=<dir>: the API process writes a .cpuprofile there when it stops (cpu-profile.mjs).
  const stack = await startBenchStack('bench-scans-', 'SCANS_CPU_PROFILE');
  const { pool } = stack;
  try {
    const base = stack.baseUrl;
    const seeded = Date.now();
    await seedParcels(pool);
    log(`scans: ${PARCELS} parcels seeded in ${Math.round((Date.now() - seeded) / 1000)} s`);

    const staff: string[] = [];
    for (let i = 0; i < STATIONS; i++) {
      const phone = `0972${String(i).padStart(6, '0')}`;
      const { token } = await api<{ token: string }>(base, '/auth/register', {
        fullName: `Nhân viên kho ${i + 1}`,
        email: `kho${i}.${Date.now()}@example.vn`,
        phone,
        password: 'matkhau123',
      });
      await pool.query(`update users set roles = '{warehouse_cn}' where phone = $1`, [phone]);
      staff.push(token);
    }
    const houses = await api<{ id: number; country: string }[]>(base, '/Warehouse', undefined, staff[0]);
    const cn = houses.find((w) => w.country === 'CN')!.id;
    // Warehouse staff work only at their assigned warehouses (decision 0103): the stations are at cn.
    await pool.query(
      `insert into staff_warehouses (user_id, warehouse_id) select id, $1 from users where roles = '{warehouse_cn}' and phone like '0972%'`,
      [cn],
    );

    // What each station scans: parcel g goes to station g % 10, so an order's 4 parcels are scanned
    // by 4 stations at about the same moment.
    const plan = (station: number, i: number): string => {
      const kind = i % 10;
      if (kind === 9) return `NEW${station}X${String(i).padStart(6, '0')}`;
      // Kind 8 scans again the parcel kind 7 just received.
      const j = Math.floor(i / 10) * 8 + Math.min(kind, 7);
      return `BENCH${String(j * STATIONS + station + 1).padStart(7, '0')}`;
    };
    const latencies: number[] = [];
    const outcomes: Record<string, number> = {};
    const latencyOf: Record<string, number[]> = {};
    let non200 = 0;
    // Warm-up: one scan per station (connections, prepared plans).
    for (let s = 0; s < STATIONS; s++)
      await api(base, `/Admin/Warehouse/${cn}/Scan`, { code: `WARM${s}UP000` }, staff[s]);
    const client = jsonClient(base, STATIONS);
    const started = performance.now();
    await Promise.all(
      staff.map(async (token, station) => {
        for (let i = 0; i < SCANS_PER_STATION; i++) {
          const t0 = performance.now();
          const res = await client.post(
            `/api/Admin/Warehouse/${cn}/Scan`,
            { code: plan(station, i) },
            { authorization: `Bearer ${token}` },
          );
          const body = res.body as { outcome?: string };
          const ms = performance.now() - t0;
          latencies.push(ms);
          if (res.status !== 200) non200 += 1;
          else {
            outcomes[body.outcome!] = (outcomes[body.outcome!] ?? 0) + 1;
            const list = latencyOf[body.outcome!] ?? [];
            list.push(ms);
            latencyOf[body.outcome!] = list;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    client.close();
    latencies.sort((a, b) => a - b);
    const { rows } = await pool.query<{ parcels: number; at_cn: number; full: number }>(
      `select (select count(*)::int from parcels) as parcels,
              (select count(*)::int from purchase_orders where code like 'SCAN-%' and status = 'at_cn_warehouse') as at_cn,
              (select count(*)::int from (select order_id from parcels where tracking_code like 'BENCH%'
                 group by order_id having bool_and(status = 'at_cn_warehouse')) f) as full`,
    );
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      scans: latencies.length,
      seconds: round(seconds),
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1)!),
      non200,
      outcomes,
      byOutcome: Object.fromEntries(
        Object.entries(latencyOf).map(([outcome, ms]) => {
          ms.sort((a, b) => a - b);
          return [outcome, { p50: round(percentile(ms, 50)), p95: round(percentile(ms, 95)) }];
        }),
      ),
      parcels: rows[0]!.parcels,
      ordersAtCn: rows[0]!.at_cn,
      ordersFullyReceived: rows[0]!.full,
    };
  } finally {
    await stack.close();
  }
}

/** Prints the figures and records the budget with `check`. */
export function reportScans(f: ScanFigures, check: Check, log: (line: string) => void = console.log): void {
  log(
    `      scans: ${f.scans} scans by ${STATIONS} stations in ${f.seconds} s (${Math.round(f.scans / f.seconds)} scans/s); p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, max ${f.max} ms; outcomes ${JSON.stringify(f.outcomes)}; p50/p95 by outcome ${Object.entries(
      f.byOutcome,
    )
      .map(([o, p]) => `${o} ${p.p50}/${p.p95} ms`)
      .join(', ')}; ${f.parcels} parcels in the database`,
  );
  check(
    f.p95 <= 50 && f.non200 === 0 && f.ordersAtCn === f.ordersFullyReceived,
    `scans: 10 stations at once on ${f.parcels} parcels: p95 ${f.p95} ms per scan (budget ≤ 50 ms), ${f.non200} non-200, ${f.ordersAtCn} of ${f.ordersFullyReceived} fully received orders at the CN warehouse`,
  );
}

/**
 * Staff list totals (lib/db/total-cache.ts, decision 0024): a large total is counted once and then
 * served from the instance's cache, which a committed write of the table drops at once (through the
 * `table_changed` notification of migration 0008, whoever wrote it); a rolled-back write drops
 * nothing; a small total is counted on every request.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { type Auth, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { ANCHOR_STEP, MIN_CACHED_TOTAL } from './total-cache.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

/** Inserts `n` orders of `userId` behind the API's back (another writer, as another instance would). */
async function insertOrders(userId: number, n: number, prefix: string) {
  await query(
    ctx,
    `insert into purchase_orders (code, user_id, status, site, shop_name, exchange_rate, options, receiver,
       cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd, fees_vnd, total_vnd,
       deposit_due_vnd, paid_vnd)
     select $3 || g, $1, 'awaiting_deposit', 'taobao', 'Cửa hàng', 3500,
       '{"counting":false,"woodenCrate":false,"insurance":false}',
       '{"name":"Nguyễn Văn A","phone":"0987654321","address":"Số 1, Phường Phúc Xá, Hà Nội"}',
       (select id from warehouses where country = 'CN' order by id limit 1),
       (select id from warehouses where country = 'VN' order by id limit 1),
       '[]', 100, 350000, 0, 350000, 245000, 0
     from generate_series(1, $2::int) g`,
    [userId, n, prefix],
  );
}

async function staffTotal(status?: string): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/Admin/OrderOrdering?pageSize=1${status ? `&status=${status}` : ''}`,
    headers: admin,
  });
  expect(res.statusCode).toBe(200);
  return res.json().total as number;
}

async function countedTotal(status?: string): Promise<number> {
  const [row] = await query<{ n: number }>(
    ctx,
    `select count(*)::int as n from purchase_orders ${status ? 'where status = $1' : ''}`,
    status ? [status] : [],
  );
  return row!.n;
}

describe('cached staff list totals', () => {
  it('drops a large total when another writer commits, keeps it on a rollback', async () => {
    const customer = await makeCustomer(ctx);
    let before = 0;
    // Written without notifying: the notification of a write committed before the count can reach
    // the app after it (it did, under load) and drop the total just cached, a harmless recount that
    // would make the next step see the row it must not.
    await query(ctx, 'alter table purchase_orders disable trigger purchase_orders_notify_table_changed');
    try {
      await insertOrders(customer.id, MIN_CACHED_TOTAL, 'TC-A-');
      before = await staffTotal();
      expect(before).toBe(await countedTotal());
      expect(before).toBeGreaterThanOrEqual(MIN_CACHED_TOTAL);

      // Served from cache: a count the database would change without notifying is not seen…
      await insertOrders(customer.id, 1, 'TC-B-');
      expect(await staffTotal()).toBe(before);
    } finally {
      await query(ctx, 'alter table purchase_orders enable trigger purchase_orders_notify_table_changed');
    }
    // …and a committed write by anyone (here: plain SQL) drops it at once.
    await insertOrders(customer.id, 1, 'TC-C-');
    await vi.waitFor(async () => expect(await staffTotal()).toBe(before + 2), { timeout: 2_000, interval: 20 });

    const client = await ctx.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`update purchase_orders set paid_vnd = 0 where code = 'TC-C-1'`);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await staffTotal()).toBe(before + 2);
  });

  it('counts a small total on every request', async () => {
    const status = 'cancelled';
    const small = await countedTotal(status);
    expect(small).toBeLessThan(MIN_CACHED_TOTAL);
    expect(await staffTotal(status)).toBe(small);
    await query(ctx, 'alter table purchase_orders disable trigger purchase_orders_notify_table_changed');
    try {
      const customer = await makeCustomer(ctx);
      await insertOrders(customer.id, 1, 'TC-D-');
      await query(ctx, `update purchase_orders set status = 'cancelled' where code = 'TC-D-1'`);
      expect(await staffTotal(status)).toBe(small + 1);
    } finally {
      await query(ctx, 'alter table purchase_orders enable trigger purchase_orders_notify_table_changed');
    }
  });
});

describe('deep staff pages from anchors (decision 0073)', () => {
  /** Codes of a staff page as the API serves it, and as a plain offset query computes it. */
  async function served(page: number, status?: string): Promise<string[]> {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/OrderOrdering?page=${page}&pageSize=20${status ? `&status=${status}` : ''}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().items as { code: string }[]).map((o) => o.code);
  }
  async function expected(page: number, status?: string): Promise<string[]> {
    const rows = await query<{ code: string }>(
      ctx,
      `select code from purchase_orders ${status ? 'where status = $2' : ''}
        order by created_at desc, id desc limit 20 offset $1`,
      status ? [(page - 1) * 20, status] : [(page - 1) * 20],
    );
    return rows.map((r) => r.code);
  }

  it('serves the same rows as an offset scan, ties on created_at included, and moves when orders are added', async () => {
    const customer = await makeCustomer(ctx);
    // One statement: every row shares one created_at, so only the id orders them.
    await insertOrders(customer.id, ANCHOR_STEP + 500, 'AN-A-');
    const deep = Math.floor((ANCHOR_STEP + 130) / 20) + 1; // offset past the first anchor
    for (const page of [deep, deep, deep + 3]) expect(await served(page)).toEqual(await expected(page));
    expect(await served(deep, 'awaiting_deposit')).toEqual(await expected(deep, 'awaiting_deposit'));

    // New orders shift every position: the anchor is dropped with the table's change.
    await insertOrders(customer.id, 7, 'AN-B-');
    await vi.waitFor(async () => expect(await served(deep)).toEqual(await expected(deep)), {
      timeout: 2_000,
      interval: 20,
    });
    // Past the end: an empty page, not an error.
    const total = await countedTotal();
    expect(await served(Math.ceil(total / 20) + 60)).toEqual([]);
  });
});

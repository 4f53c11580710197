/**
 * Two API instances on one PostgreSQL (decision 0023): each keeps its own session and profile
 * caches, kept correct by the database's change notifications, so what one instance changes the
 * other serves at once. (Shared rate limits through REDIS_URL are not covered here: see the decision.)
 * Both run their job runner (decision 0069): a due job is done once, by one of them.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryKit } from './modules/delivery/delivery.test-support.ts';
import { creditWallet, makeCustomer, makeStaff } from './test/factories.ts';
import { type Auth, query } from './test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from './test/helpers.ts';

const one = useTestApp({}, { jobs: true });
const other = useTestApp({}, { jobs: true });
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(one.app);
});

const currentUser = (ctx: typeof one, auth: Auth) =>
  ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: auth });

/** Polls `check` every 10 ms until it holds or `ms` passed; resolves with the time it took, ms. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('two API instances on one database', () => {
  it('are two apps with their own pools on the same database', async () => {
    expect(one.app).not.toBe(other.app);
    expect(one.database.pool).not.toBe(other.database.pool);
    const name = async (ctx: typeof one) =>
      (await ctx.database.pool.query<{ db: string }>('select current_database() as db')).rows[0]!.db;
    expect(await name(one)).toBe(await name(other));
  });

  it('a logout on one is refused on the other within 1 s', async () => {
    const customer = await registerCustomer(one.app);
    // The other instance has the session in its cache now.
    expect((await currentUser(other, customer.auth)).statusCode).toBe(200);
    expect((await currentUser(other, customer.auth)).statusCode).toBe(200);

    const out = await one.app.inject({ method: 'POST', url: '/api/auth/logout', headers: customer.auth });
    expect(out.statusCode).toBe(200);

    const took = await within(1_000, async () => (await currentUser(other, customer.auth)).statusCode === 401);
    expect(took).toBeLessThan(1_000);
    expect((await currentUser(one, customer.auth)).statusCode).toBe(401);
  });

  it('a staff member disabled on one is refused on the other within 1 s (decision 0097)', async () => {
    const member = await makeStaff(one, 'sales');
    const customers = (ctx: typeof one) =>
      ctx.app.inject({ method: 'GET', url: '/api/Admin/Customer', headers: member.auth });
    // The other instance has the session in its cache now.
    expect((await customers(other)).statusCode).toBe(200);
    expect((await customers(other)).statusCode).toBe(200);

    const res = await one.app.inject({
      method: 'POST',
      url: `/api/Admin/Staff/${member.id}/Disable`,
      headers: admin,
      payload: { reason: 'Nghỉ việc' },
    });
    expect(res.statusCode, res.body).toBe(200);

    const took = await within(1_000, async () => (await customers(other)).statusCode === 401);
    expect(took).toBeLessThan(1_000);
    expect((await customers(one)).statusCode).toBe(401);
  });

  it('a deposit approved on one shows in the balance on the other at once', async () => {
    const customer = await registerCustomer(one.app);
    // The other instance caches the profile with the balance 0.
    expect((await currentUser(other, customer.auth)).json().walletBalanceVnd).toBe(0);
    expect((await currentUser(other, customer.auth)).json().walletBalanceVnd).toBe(0);

    const recharge = await one.app.inject({
      method: 'POST',
      url: '/api/Wallet/Recharge',
      headers: customer.auth,
      payload: { amountVnd: 500_000 },
    });
    expect(recharge.statusCode).toBe(200);
    const approved = await one.app.inject({
      method: 'POST',
      url: `/api/Admin/Recharge/${recharge.json().id}/Approve`,
      headers: admin,
    });
    expect(approved.statusCode).toBe(200);

    // The ledger is read from the database: the very next read on the other instance shows it.
    const lines = await other.app.inject({ method: 'GET', url: '/api/Transaction', headers: customer.auth });
    expect(lines.json().items[0]).toMatchObject({ amountVnd: 500_000, balanceAfterVnd: 500_000 });
    // The cached profile is dropped on the database's notification, sent at the deposit's commit.
    const took = await within(
      1_000,
      async () => (await currentUser(other, customer.auth)).json().walletBalanceVnd === 500_000,
    );
    expect(took).toBeLessThan(500); // the cache would serve the old balance for 60 s
  });

  it('a due job is done once, by one of the two runners', async () => {
    // Delivered through a delivery request, as the product does it (the status form cannot: decision 0085).
    const user = await makeCustomer(one);
    const vnStaff = await makeStaff(one, 'warehouse_vn');
    const kit = deliveryKit(one);
    const { order: row, parcels } = await kit.purchaseOrderAtVn(user);
    await creditWallet(one, user.id, row.totalVnd - row.paidVnd);
    const address = await kit.address(user);
    const request = await kit.createOk(user.auth, {
      parcelIds: [parcels[0]!.id],
      addressId: address.id,
      method: 'pickup',
    });
    await kit.setStatusOk(vnStaff.auth, request.id, { status: 'processing' });
    expect((await kit.scanOut(vnStaff.auth, request.id, parcels[0]!.code)).statusCode).toBe(200);
    await kit.setStatusOk(vnStaff.auth, request.id, { status: 'shipped' });
    await kit.setStatusOk(vnStaff.auth, request.id, { status: 'delivered' });
    expect((await kit.purchaseOrderRow(row.id)).status).toBe('delivered');
    // Fifteen days pass: the delivery is dated back and its job made due now.
    await query(
      one,
      `update status_events set created_at = now() - interval '15 days'
        where subject_type = 'purchase_order' and subject_id = $1 and to_status = 'delivered'`,
      [row.id],
    );
    const key = `complete_delivered:purchase_order:${row.id}`;
    expect(await query(one, 'select 1 from graphile_worker.jobs where key = $1', [key])).toHaveLength(1);
    await query(one, 'update graphile_worker._private_jobs set run_at = now() where key = $1', [key]);
    await expect
      .poll(
        async () =>
          (
            await query<{ n: number }>(
              one,
              `select count(*)::int as n from status_events
                where subject_type = 'purchase_order' and subject_id = $1 and to_status = 'completed'`,
              [row.id],
            )
          )[0]!.n,
        { timeout: 10_000, interval: 100 },
      )
      .toBe(1);
    // The runner removes the job once the task's transaction committed, a moment after the event shows.
    await expect
      .poll(async () => (await query(one, 'select 1 from graphile_worker.jobs where key = $1', [key])).length, {
        timeout: 5_000,
        interval: 50,
      })
      .toBe(0);
  });
});

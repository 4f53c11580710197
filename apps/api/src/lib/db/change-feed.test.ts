/**
 * Two API instances on one database, as in production: what one changes, the other's caches drop
 * through PostgreSQL's notifications (decision 0009); the changing instance reads its own write at once.
 */
import { describe, expect, it } from 'vitest';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';

const a = useTestApp();
const b = useTestApp();

async function balanceOn(ctx: typeof a, auth: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: auth });
  return { status: res.statusCode, balance: res.statusCode === 200 ? (res.json().walletBalanceVnd as number) : null };
}

describe('change feed across instances', () => {
  it('a recharge approved on one instance shows on the other at once', async () => {
    const customer = await registerCustomer(a.app);
    expect(await balanceOn(b, customer.auth)).toEqual({ status: 200, balance: 0 }); // cached on b
    const recharge = await a.app.inject({
      method: 'POST',
      url: '/api/Wallet/Recharge',
      headers: customer.auth,
      payload: { amountVnd: 250_000 },
    });
    const admin = await loginAdmin(a.app);
    const approve = await a.app.inject({
      method: 'POST',
      url: `/api/Admin/Recharge/${recharge.json().id}/Approve`,
      headers: admin,
    });
    expect(approve.statusCode).toBe(200);
    expect(await balanceOn(a, customer.auth)).toEqual({ status: 200, balance: 250_000 }); // read-your-writes
    await expect
      .poll(async () => (await balanceOn(b, customer.auth)).balance, { timeout: 2_000, interval: 20 })
      .toBe(250_000);
  });

  it('a changed name shows on the other instance', async () => {
    const customer = await registerCustomer(a.app);
    await b.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: customer.auth });
    const put = await a.app.inject({
      method: 'PUT',
      url: '/api/CurrentUser/ChangeInformation',
      headers: customer.auth,
      payload: { fullName: 'Phạm Minh Châu', email: customer.email, phone: customer.phone },
    });
    expect(put.statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await b.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: customer.auth })).json().fullName,
        {
          timeout: 2_000,
          interval: 20,
        },
      )
      .toBe('Phạm Minh Châu');
  });

  it('logout on one instance revokes the token on the other at once', async () => {
    const customer = await registerCustomer(a.app);
    expect((await balanceOn(b, customer.auth)).status).toBe(200); // session cached on b
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: customer.auth });
    await expect
      .poll(async () => (await balanceOn(b, customer.auth)).status, { timeout: 2_000, interval: 20 })
      .toBe(401);
  });
});

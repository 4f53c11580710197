/**
 * STAFF_TOTP_REQUIRED on (decision 0098): admins and accountants still sign in without an
 * authenticator, but every money action (recharge approval and cancellation, the exchange rate)
 * answers 403 `totp-setup-required` and changes nothing until they turn TOTP on; other roles are not held.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { enableTotp, post } from './totp.test-support.ts';

const ctx = useTestApp({ STAFF_TOTP_REQUIRED: 'true' });
let customer: TestUser;
let admin: Auth;

beforeAll(async () => {
  customer = await makeCustomer(ctx);
  admin = await loginAdmin(ctx.app);
});

async function pendingRecharge(): Promise<number> {
  const res = await post(ctx.app, '/api/Wallet/Recharge', customer.auth, { amountVnd: 500_000 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

async function rechargeStatus(id: number): Promise<string | undefined> {
  return (await query<{ status: string }>(ctx, 'select status from recharges where id = $1', [id]))[0]?.status;
}

async function currentRate(): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Admin/ExchangeRate', headers: admin });
  return res.json().current.rate;
}

describe('TOTP required for money actions', () => {
  it('lets an accountant without TOTP sign in, but refuses approving, cancelling and setting the rate', async () => {
    const accountant = await makeStaff(ctx, 'accountant');
    const signIn = await post(ctx.app, '/api/auth/login', undefined, {
      userName: accountant.email,
      password: accountant.password,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const auth = { authorization: `Bearer ${signIn.json().token}` };
    const status = await ctx.app.inject({ method: 'GET', url: '/api/Admin/CurrentUser/Totp', headers: auth });
    expect(status.json()).toMatchObject({ enabled: false, required: true });

    const id = await pendingRecharge();
    const refused = expectError(
      await post(ctx.app, `/api/Admin/Recharge/${id}/Approve`, auth),
      403,
      'totp-setup-required',
    );
    expect(refused.Message).toContain('Bảo mật');
    expectError(
      await post(ctx.app, `/api/Admin/Recharge/${id}/Cancel`, auth, { note: 'x' }),
      403,
      'totp-setup-required',
    );
    expect(await rechargeStatus(id)).toBe('pending');

    const rate = await currentRate();
    expectError(await post(ctx.app, '/api/Admin/ExchangeRate', auth, { rate: rate + 10 }), 403, 'totp-setup-required');
    expect(await currentRate()).toBe(rate);

    // Once TOTP is on, the same member approves.
    await enableTotp(ctx.app, auth);
    const approved = await post(ctx.app, `/api/Admin/Recharge/${id}/Approve`, auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await rechargeStatus(id)).toBe('approved');
  });

  it('holds the seeded admin too until TOTP is on', async () => {
    const rate = await currentRate();
    expectError(await post(ctx.app, '/api/Admin/ExchangeRate', admin, { rate }), 403, 'totp-setup-required');
  });

  it('does not require TOTP of other roles (their own actions go on)', async () => {
    const sales = await makeStaff(ctx, 'sales');
    const status = await ctx.app.inject({ method: 'GET', url: '/api/Admin/CurrentUser/Totp', headers: sales.auth });
    expect(status.json()).toMatchObject({ enabled: false, required: false });
  });
});

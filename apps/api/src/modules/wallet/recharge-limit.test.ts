/**
 * A recharge approved with a received amount above the member's `recharge_difference` money limit
 * waits for a second member (DESIGN.md §3.12, decision 0107): one accountant cannot credit
 * 500.000.000 ₫ on a 100.000 ₫ request with a one-character note.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../lib/platform/actor.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, countRows, expectError, walletBalance } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { approveRecharge } from './recharge.service.ts';

const ctx = useTestApp();
let admin: Auth;
let first: TestUser;
let second: TestUser;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  first = await makeStaff(ctx, 'accountant', { fullName: 'Kế Toán Một' });
  second = await makeStaff(ctx, 'accountant', { fullName: 'Kế Toán Hai' });
});

async function request(customer: TestUser, amountVnd: number): Promise<{ id: number }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Wallet/Recharge',
    headers: customer.auth,
    payload: { amountVnd },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const approve = (id: number, auth: Auth, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/Admin/Recharge/${id}/Approve`,
    headers: auth,
    ...(payload ? { payload } : {}),
  });

async function setLimit(member: TestUser, recharge_difference: number) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/Admin/Staff/${member.id}/MoneyLimits`,
    headers: admin,
    payload: { recharge_difference },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a received amount above the approver’s limit', () => {
  it('one accountant credits 500.000.000 ₫ on a 100.000 ₫ request with a one-character note: nothing is credited', async () => {
    const customer = await makeCustomer(ctx);
    const r = await request(customer, 100_000);
    const entries = await countRows(ctx, 'journal_entries');

    const res = await approve(r.id, first.auth, { receivedVnd: 500_000_000, note: 'x' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      receivedVnd: null,
      proposal: { receivedVnd: 500_000_000, note: 'x', proposedBy: { id: first.id, fullName: 'Kế Toán Một' } },
    });
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);
    expect(await countRows(ctx, 'journal_entries')).toBe(entries);
    expect(await auditRows(ctx, 'recharge.propose', r.id)).toMatchObject([
      { actorId: first.id, after: { receivedVnd: 500_000_000, note: 'x' } },
    ]);
    // Approving again alone changes nothing: the proposer is never the second member.
    const again = await approve(r.id, first.auth, { receivedVnd: 500_000_000, note: 'x' });
    expect(again.json()).toMatchObject({ status: 'pending', proposal: { receivedVnd: 500_000_000 } });
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);

    // A second member whose own limit does not cover it cannot either.
    expectError(
      await approve(r.id, second.auth, { receivedVnd: 500_000_000, note: 'Đồng ý' }),
      403,
      'money-limit-exceeded',
    );
    expect(await walletBalance(ctx.app, customer.auth)).toBe(0);

    // Customers never see the proposal.
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/Wallet/Recharge', headers: customer.auth });
    expect(mine.json().items[0]).not.toHaveProperty('proposal');
  });

  it('a second member whose limit covers it credits it, once', async () => {
    const customer = await makeCustomer(ctx);
    const r = await request(customer, 100_000);
    await setLimit(second, 600_000_000);
    const waiting = await approve(r.id, first.auth, { receivedVnd: 50_000_000, note: 'Khách chuyển dư theo sao kê' });
    expect(waiting.json()).toMatchObject({ status: 'pending', proposal: { receivedVnd: 50_000_000 } });

    const [a, b] = await Promise.all([
      approve(r.id, second.auth, { receivedVnd: 50_000_000, note: 'Đã đối chiếu sao kê' }),
      approve(r.id, second.auth, { receivedVnd: 50_000_000, note: 'Đã đối chiếu sao kê' }),
    ]);
    expect(a!.statusCode, a!.body).toBe(200);
    expect(b!.statusCode, b!.body).toBe(200);
    expect(a!.json()).toMatchObject({
      status: 'approved',
      receivedVnd: 50_000_000,
      decidedBy: { id: second.id },
      proposal: { proposedBy: { id: first.id } },
    });
    expect(await walletBalance(ctx.app, customer.auth)).toBe(50_000_000);
    await setLimit(second, 5_000_000);
  });

  it('within the limit one member credits alone, as before; the requested amount needs no limit', async () => {
    await setLimit(first, 1_000_000);
    const customer = await makeCustomer(ctx);
    const r = await request(customer, 500_000);
    const res = await approve(r.id, first.auth, { receivedVnd: 900_000, note: 'Khách chuyển thêm' });
    expect(res.json()).toMatchObject({ status: 'approved', receivedVnd: 900_000 });

    await setLimit(first, 0);
    const big = await request(customer, 400_000_000);
    const plain = await approve(big.id, first.auth);
    expect(plain.json()).toMatchObject({ status: 'approved', receivedVnd: 400_000_000 });
    expect(await walletBalance(ctx.app, customer.auth)).toBe(400_900_000);
  });

  it('the system (bank notifications) credits the requested amount without any limit', async () => {
    const customer = await makeCustomer(ctx);
    const r = await request(customer, 300_000_000);
    const answer = await approveRecharge(ctx.database.db, systemActor, r.id);
    expect(answer).toMatchObject({ status: 'approved', receivedVnd: 300_000_000 });
    expect(await walletBalance(ctx.app, customer.auth)).toBe(300_000_000);
  });
});

describe('money limits on the staff page', () => {
  it('are read with the member and set by an admin only, audited', async () => {
    const member = await makeStaff(ctx, 'accountant');
    const read = await ctx.app.inject({ method: 'GET', url: `/api/Admin/Staff/${member.id}`, headers: admin });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().moneyLimits).toEqual({
      recharge_difference: 5_000_000,
      complaint_offer: 2_000_000,
      adjustment: 5_000_000,
      withdrawal: 20_000_000,
    });
    const put = (payload: unknown, auth: Auth = admin, id = member.id) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/Admin/Staff/${id}/MoneyLimits`,
        headers: auth,
        payload: payload as object,
      });
    const res = await put({ adjustment: 10_000_000, withdrawal: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moneyLimits).toMatchObject({
      adjustment: 10_000_000,
      withdrawal: 0,
      recharge_difference: 5_000_000,
    });
    expect(await auditRows(ctx, 'staff.money_limits', member.id)).toMatchObject([
      { before: { adjustment: 5_000_000, withdrawal: 20_000_000 }, after: { adjustment: 10_000_000, withdrawal: 0 } },
    ]);

    for (const bad of [
      { adjustment: -1 },
      { adjustment: 1.5 },
      { adjustment: 2_000_000_001 },
      { other: 1 },
      { adjustment: '1' },
    ]) {
      expectError(await put(bad), 400, 'validation-error');
    }
    for (const role of ['accountant', 'sales'] as const) {
      const notAdmin = await makeStaff(ctx, role);
      expectError(await put({ adjustment: 1 }, notAdmin.auth), 403);
      expectError(
        await ctx.app.inject({ method: 'GET', url: `/api/Admin/Staff/${member.id}`, headers: notAdmin.auth }),
        403,
      );
    }
    const me = await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: admin });
    expectError(await put({ adjustment: 2_000_000_000 }, admin, me.json().id), 403, 'own-money-limits');
    expectError(await put({ adjustment: 1 }, admin, 2_000_000_000), 404);
    expect(await auditRows(ctx, 'staff.money_limits', member.id)).toHaveLength(1);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/Admin/Staff/${member.id}`, headers: admin });
    expect(after.json().moneyLimits.adjustment).toBe(10_000_000);
  });
});

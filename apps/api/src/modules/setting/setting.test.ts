/**
 * /api/Admin/Settings: the timed rules' day counts (decision 0071). Admin only (403 for other staff
 * and customers, 401 signed out); bounded whole days with Vietnamese messages, nothing written on a
 * refusal. Settings are one set for the whole service, so there is no other user's object to hide
 * (no 404 case). Restores the defaults at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStaff } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;
const defaults = { deliveredCompleteDays: 15, unpaidCancelDays: 7, confirmationReminderDays: 3 };
const moneyLoopDefaults = {
  withdrawAccountWaitHours: 24,
  withdrawMinVnd: 50_000,
  withdrawMaxVnd: 100_000_000,
  withdrawDailyMaxVnd: 200_000_000,
  complaintWindowHours: 48,
  pobPaidCompleteDays: 7,
};

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

afterAll(async () => {
  await put({ ...defaults, ...moneyLoopDefaults });
});

const get = (auth: Auth = admin) => ctx.app.inject({ method: 'GET', url: '/api/Admin/Settings', headers: auth });
const put = (payload: unknown, auth: Auth = admin) =>
  ctx.app.inject({ method: 'PUT', url: '/api/Admin/Settings', headers: auth, payload: payload as object });

describe('settings', () => {
  it('start at the defaults of DESIGN.md §4, never saved', async () => {
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...defaults, ...moneyLoopDefaults, updatedAt: null, updatedBy: null });
  });

  it('an admin saves them: in force at once, with who and when', async () => {
    const res = await put({ deliveredCompleteDays: 10, unpaidCancelDays: 5, confirmationReminderDays: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      deliveredCompleteDays: 10,
      unpaidCancelDays: 5,
      confirmationReminderDays: 2,
      updatedBy: 'Quản trị viên Demo',
    });
    expect(Date.now() - Date.parse(res.json().updatedAt)).toBeLessThan(60_000);
    expect((await get()).json()).toMatchObject({ deliveredCompleteDays: 10, unpaidCancelDays: 5 });
    // Saving enqueued the sweep of the timed rules in the same transaction.
    expect(await query(ctx, `select 1 from graphile_worker.jobs where key = 'timed_sweep'`)).toHaveLength(1);
  });

  it.each([
    ['zero days', { ...defaults, deliveredCompleteDays: 0 }, /hoàn thành.*từ 1 đến 90 ngày/],
    ['too many days', { ...defaults, unpaidCancelDays: 61 }, /hủy.*từ 1 đến 60 ngày/],
    ['a fraction', { ...defaults, confirmationReminderDays: 1.5 }, /nhắc.*từ 1 đến 30 ngày/],
    ['text', { ...defaults, deliveredCompleteDays: 'mười' }, /Vui lòng nhập|hoàn thành/],
    ['a missing field', { deliveredCompleteDays: 10, unpaidCancelDays: 5 }, /Vui lòng nhập số ngày nhắc/],
    ['a huge number', { ...defaults, deliveredCompleteDays: 1e20 }, /từ 1 đến 90 ngày/],
  ])('refuses %s with a Vietnamese 400 and writes nothing', async (_name, body, message) => {
    const before = await query(ctx, 'select key, value, updated_at from settings order by key');
    const res = await put(body);
    expect(expectError(res, 400, 'validation-error').Message).toMatch(message);
    expect(await query(ctx, 'select key, value, updated_at from settings order by key')).toEqual(before);
  });

  it('refuses other staff and customers (403), and anyone signed out (401)', async () => {
    const rowsBefore = await countRows(ctx, 'settings');
    for (const role of ['sales', 'accountant', 'purchaser', 'warehouse_vn'] as const) {
      const staff = await makeStaff(ctx, role);
      expectError(await get(staff.auth), 403, 'forbidden');
      expectError(await put(defaults, staff.auth), 403, 'forbidden');
    }
    const customer = await registerCustomer(ctx.app);
    expectError(await get(customer.auth), 403, 'forbidden');
    expectError(await put(defaults, customer.auth), 403, 'forbidden');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Admin/Settings' })).statusCode).toBe(401);
    expect((await get()).json()).toMatchObject({ deliveredCompleteDays: 10, unpaidCancelDays: 5 });
    expect(await countRows(ctx, 'settings')).toBe(rowsBefore);
  });
});

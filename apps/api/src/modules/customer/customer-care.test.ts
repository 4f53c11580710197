/**
 * Customer care in the console (decision 0100): locking a customer ends their sessions and stops
 * sign-in while their money stays, unlocking lets them back; staff accounts are not locked here; the
 * sales member and note, and "Khách của tôi". Every change writes an audit row; a refused one nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { creditWallet, makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;
let sales: TestUser;
let otherSales: TestUser;

function call(method: 'POST' | 'PUT' | 'GET', url: string, auth: Auth, payload?: object) {
  return ctx.app.inject({ method, url: `/api/Admin/Customer${url}`, headers: auth, payload });
}

function login(user: TestUser) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userName: user.phone, password: user.password },
  });
}

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  sales = await makeStaff(ctx, 'sales', { fullName: 'Lê Văn Sale' });
  otherSales = await makeStaff(ctx, 'sales', { fullName: 'Phạm Thị Sale' });
});

describe('locking a customer', () => {
  it('ends their open session at once, refuses sign-in, keeps their money; unlocking lets them back', async () => {
    const hoa = await makeCustomer(ctx, { walletVnd: 250_000 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: hoa.auth })).statusCode).toBe(200);

    const locked = await call('POST', `/${hoa.id}/Lock`, sales.auth, { reason: 'Nghi ngờ gian lận' });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject({
      disabled: true,
      disabledReason: 'Nghi ngờ gian lận',
      walletBalanceVnd: 250_000,
    });
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: hoa.auth }), 401);
    expectError(await login(hoa), 403, 'user-disabled');
    expectError(
      await call('POST', `/${hoa.id}/Lock`, sales.auth, { reason: 'lần nữa' }),
      409,
      'customer-already-locked',
    );

    const unlocked = await call('POST', `/${hoa.id}/Unlock`, sales.auth);
    expect(unlocked.json()).toMatchObject({ disabled: false, disabledReason: null, walletBalanceVnd: 250_000 });
    expect((await login(hoa)).statusCode).toBe(200);
    expectError(await call('POST', `/${hoa.id}/Unlock`, sales.auth), 409, 'customer-not-locked');
    const audit = await query(ctx, `select action, actor_id, after from audit_log where subject_id = $1 order by id`, [
      String(hoa.id),
    ]);
    expect(audit.map((a) => a.action)).toEqual(['customer.lock', 'customer.unlock']);
    expect(audit[0]).toMatchObject({ actor_id: sales.id, after: { reason: 'Nghi ngờ gian lận', sessionsEnded: 1 } });
  });

  it('refuses a staff account (disabled in "Nhân viên"), a missing reason, wrong roles, an unknown id', async () => {
    const hoa = await makeCustomer(ctx);
    const accountant = await makeStaff(ctx, 'accountant');
    const clerk = await makeStaff(ctx, 'warehouse_cn');
    const audits = await countRows(ctx, 'audit_log');
    expectError(await call('POST', `/${otherSales.id}/Lock`, sales.auth, { reason: 'x' }), 409, 'customer-is-staff');
    expectError(await call('POST', `/${otherSales.id}/Unlock`, admin), 409, 'customer-is-staff');
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      expectError(await call('POST', `/${hoa.id}/Lock`, sales.auth, body), 400);
    }
    for (const auth of [accountant.auth, clerk.auth, hoa.auth]) {
      expectError(await call('POST', `/${hoa.id}/Lock`, auth, { reason: 'x' }), 403, 'forbidden');
      expectError(await call('POST', `/${hoa.id}/Unlock`, auth), 403, 'forbidden');
    }
    expectError(await ctx.app.inject({ method: 'POST', url: `/api/Admin/Customer/${hoa.id}/Lock` }), 401);
    expectError(await call('POST', '/999999999/Lock', sales.auth, { reason: 'x' }), 404, 'not-found');
    expectError(await call('POST', '/999999999/Unlock', sales.auth), 404, 'not-found');
    expect(await countRows(ctx, 'audit_log')).toBe(audits);
    expect(await countRows(ctx, 'users', 'disabled_at is not null')).toBe(0);
    expect((await login(hoa)).statusCode).toBe(200);
  });
});

describe('sales member and note', () => {
  it('assigns an active sales or admin member with a note, and "Khách của tôi" lists only their customers', async () => {
    const [a, b, c] = [await makeCustomer(ctx), await makeCustomer(ctx), await makeCustomer(ctx)];
    await creditWallet(ctx, a.id, 10_000);
    for (const [customer, who] of [
      [a, sales],
      [b, sales],
      [c, otherSales],
    ] as const) {
      const res = await call('PUT', `/${customer.id}`, admin, {
        salesStaffId: who.id,
        note: 'Khách sỉ, gọi buổi sáng',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        salesStaff: { id: who.id, fullName: who.fullName },
        note: 'Khách sỉ, gọi buổi sáng',
      });
    }
    const mine = (await call('GET', '/Mine?pageSize=50', sales.auth)).json();
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([b.id, a.id]);
    expect(mine).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(mine.items[1]).toMatchObject({ id: a.id, walletBalanceVnd: 10_000, disabled: false });
    const theirs = (await call('GET', '/Mine', otherSales.auth)).json();
    expect(theirs.items.map((i: { id: number }) => i.id)).toEqual([c.id]);
    expect((await call('GET', '/Mine', admin)).json().total).toBe(0);
    const picks = (await call('GET', '/SalesStaff', sales.auth)).json() as { fullName: string }[];
    expect(picks.map((p) => p.fullName)).toEqual(expect.arrayContaining(['Lê Văn Sale', 'Phạm Thị Sale']));

    const cleared = await call('PUT', `/${c.id}`, sales.auth, { salesStaffId: null, note: '' });
    expect(cleared.json()).toMatchObject({ salesStaff: null, note: '' });
    expect((await call('GET', '/Mine', otherSales.auth)).json().total).toBe(0);
    expect(await countRows(ctx, 'audit_log', `action = 'customer.update'`)).toBe(4);
  });

  it('refuses a member who is not active sales or admin, a long note, wrong roles and unknown ids', async () => {
    const hoa = await makeCustomer(ctx);
    const purchaser = await makeStaff(ctx, 'purchaser');
    const gone = await makeStaff(ctx, 'sales');
    await query(ctx, 'update users set disabled_at = now() where id = $1', [gone.id]);
    const accountant = await makeStaff(ctx, 'accountant');
    const audits = await countRows(ctx, 'audit_log');
    for (const id of [purchaser.id, gone.id, hoa.id, 999_999_999]) {
      expectError(await call('PUT', `/${hoa.id}`, sales.auth, { salesStaffId: id, note: '' }), 400, 'validation-error');
    }
    for (const body of [
      { salesStaffId: sales.id, note: 'x'.repeat(1001) },
      { note: '' },
      { salesStaffId: 'a', note: '' },
    ]) {
      expectError(await call('PUT', `/${hoa.id}`, sales.auth, body), 400);
    }
    expectError(await call('PUT', `/${hoa.id}`, accountant.auth, { salesStaffId: null, note: '' }), 403, 'forbidden');
    expectError(await call('PUT', `/${hoa.id}`, hoa.auth, { salesStaffId: null, note: '' }), 403, 'forbidden');
    expectError(await call('GET', '/Mine', hoa.auth), 403, 'forbidden');
    expectError(await call('PUT', '/999999999', sales.auth, { salesStaffId: null, note: '' }), 404, 'not-found');
    // Pinning a level is the admin's.
    expectError(await call('PUT', `/${hoa.id}/Level`, sales.auth, { levelId: null, pinned: false }), 403, 'forbidden');
    expectError(await call('PUT', '/999999999/Level', admin, { levelId: null, pinned: false }), 404, 'not-found');
    for (const body of [{ levelId: null, pinned: true }, { levelId: 999_999, pinned: true }, { pinned: true }]) {
      expectError(await call('PUT', `/${hoa.id}/Level`, admin, body), 400);
    }
    expect(await countRows(ctx, 'audit_log')).toBe(audits);
    expect(await countRows(ctx, 'users', `id = $1 and (sales_staff_id is not null or level_pinned)`, [hoa.id])).toBe(0);
  });

  it('shows the level, lock state, sales member and note on the customer page', async () => {
    const hoa = await makeCustomer(ctx);
    const detail = (await call('GET', `/${hoa.id}`, sales.auth)).json();
    expect(detail).toMatchObject({
      level: { name: 'Thường', depositPercent: 70, serviceFeeDiscountPercent: 0, pinned: false },
      disabled: false,
      disabledAt: null,
      disabledReason: null,
      salesStaff: null,
      note: '',
    });
  });
});

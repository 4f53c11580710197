/**
 * /api/Admin/Staff (decision 0097): an admin creates a member, who sets a password through the mailed
 * link (24 h, single use) and signs in to the console; search, filters, edits with audit rows;
 * 403 for other staff, 404 for a missing id or a customer's, 400 with nothing written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff } from '../../test/factories.ts';
import { type Auth, countRows, expectError, listWarehouses, query } from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';
import { staffApi, staffBody } from './staff.test-support.ts';

const ctx = useTestApp();
const api = staffApi(ctx);
let admin: Auth;
let sales: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  sales = (await makeStaff(ctx, 'sales')).auth;
});

describe('creating a staff member', () => {
  it('mails a link; the member sets a password with it and signs in to the console', async () => {
    const vn = (await listWarehouses(ctx.app, admin)).hanoi;
    const body = staffBody({ name: 'Phạm Thu Hà', roles: ['warehouse_vn', 'sales'], warehouseIds: [vn.id] });
    const res = await api.call('POST', '', admin, body);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Phạm Thu Hà',
      email: body.email,
      phone: body.phone,
      roles: ['sales', 'warehouse_vn'],
      warehouseIds: [vn.id],
      warehouses: [{ id: vn.id, name: vn.name, country: 'VN' }],
      active: true,
      disabledAt: null,
      disabledReason: null,
    });
    // No usable password before the link is followed.
    expectError(await api.login(body.email, 'matkhau123'), 401, 'invalid-credential');

    const token = await api.linkTokenOf(body.email);
    expect(ctx.mails.findLast((m) => m.to === body.email)!.text).toContain('24 giờ');
    expectError(await api.setPassword(token, 'ngan'), 400, 'password-does-not-meet-requirements');
    const set = await api.setPassword(token, 'matkhaumoi123');
    expect(set.statusCode, set.body).toBe(200);
    const member = await api.signIn(body.email, 'matkhaumoi123');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: member });
    expect(me.json().roles).toEqual(['sales', 'warehouse_vn']);
    // Sales may open the customer pages of the console.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Admin/Customer', headers: member })).statusCode).toBe(200);

    // Single use.
    expectError(await api.setPassword(token, 'matkhaukhac456'), 400, 'invalid-password-link');
    expect((await api.login(body.email, 'matkhaumoi123')).statusCode).toBe(200);
    const [audit] = await query(ctx, `select * from audit_log where action = 'staff.create' and subject_id = $1`, [
      String(created.id),
    ]);
    expect(audit).toMatchObject({
      actor_name: 'Quản trị viên Demo',
      after: expect.objectContaining({ email: body.email }),
    });
  });

  it('refuses an expired link and an unknown one', async () => {
    const body = staffBody();
    expect((await api.call('POST', '', admin, body)).statusCode).toBe(200);
    const token = await api.linkTokenOf(body.email);
    await query(
      ctx,
      `update password_links set expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)`,
      [body.email],
    );
    expectError(await api.setPassword(token, 'matkhaumoi123'), 400, 'expired-password-link');
    expectError(await api.setPassword('khong-phai-ma-that', 'matkhaumoi123'), 400, 'invalid-password-link');
    expectError(await api.login(body.email, 'matkhaumoi123'), 401, 'invalid-credential');
  });

  it.each([
    ['no role', { roles: [] }, /vai trò/],
    ['a customer role', { roles: ['customer'] }, /Vai trò/],
    ['an unknown warehouse', { warehouseIds: [999_999] }, /Kho/],
    ['no name', { name: ' ' }, /họ và tên/],
    ['a bad e-mail', { email: 'khong-phai-email' }, /Email/],
    ['a bad phone', { phone: '12345' }, /Số điện thoại/],
  ])('refuses %s with a Vietnamese 400 and writes nothing', async (_name, overrides, message) => {
    const users = await countRows(ctx, 'users');
    const audits = await countRows(ctx, 'audit_log');
    const res = await api.call('POST', '', admin, staffBody(overrides));
    expect(expectError(res, 400).Message).toMatch(message);
    expect(await countRows(ctx, 'users')).toBe(users);
    expect(await countRows(ctx, 'audit_log')).toBe(audits);
  });

  it('refuses an e-mail already in use with 409', async () => {
    const customer = await registerCustomer(ctx.app);
    expectError(await api.call('POST', '', admin, staffBody({ email: customer.email })), 409, 'email-already-in-use');
  });
});

describe('who may manage staff', () => {
  it('is admin only: 403 for other staff and customers, 401 signed out', async () => {
    const customer = await registerCustomer(ctx.app);
    for (const auth of [sales, customer.auth]) {
      expectError(await api.call('GET', '', auth), 403, 'forbidden');
      expectError(await api.call('POST', '', auth, staffBody()), 403, 'forbidden');
      expectError(await api.call('POST', '/1/Disable', auth, { reason: 'x' }), 403, 'forbidden');
    }
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/Staff' }), 401);
  });

  it('answers 404 for a missing id and for a customer', async () => {
    const customer = await registerCustomer(ctx.app);
    for (const id of [2_000_000_000, customer.id]) {
      expectError(await api.call('GET', `/${id}`, admin), 404, 'not-found');
      expectError(await api.call('PUT', `/${id}`, admin, staffBody()), 404, 'not-found');
      expectError(await api.call('POST', `/${id}/Disable`, admin, { reason: 'Nghỉ việc' }), 404, 'not-found');
      expectError(await api.call('POST', `/${id}/Enable`, admin), 404, 'not-found');
      expectError(await api.call('POST', `/${id}/ResetPassword`, admin), 404, 'not-found');
    }
  });
});

describe('listing and editing', () => {
  it('searches by name, phone and e-mail and filters by role and active', async () => {
    const body = staffBody({ name: 'Đỗ Minh Kế Toán', roles: ['accountant'] });
    const id = (await api.call('POST', '', admin, body)).json().id;
    const ids = async (qs: string) =>
      ((await api.call('GET', qs, admin)).json().items as { id: number }[]).map((i) => i.id);
    expect(await ids('?q=minh ke toan')).toContain(id);
    expect(await ids(`?q=${body.phone}`)).toContain(id);
    expect(await ids(`?q=${body.email}`)).toContain(id);
    expect(await ids('?role=accountant')).toContain(id);
    expect(await ids('?role=purchaser')).not.toContain(id);
    expect(await ids('?active=false')).not.toContain(id);
    const customer = await registerCustomer(ctx.app);
    expect(await ids(`?q=${customer.email}`)).toEqual([]);
    expectError(await api.call('GET', '?role=customer', admin), 400);
  });

  it('saves roles and warehouses; the audit row names the changed fields', async () => {
    const body = staffBody({ roles: ['purchaser'] });
    const id = (await api.call('POST', '', admin, body)).json().id;
    const { cn } = await listWarehouses(ctx.app, admin);
    const res = await api.call('PUT', `/${id}`, admin, { ...body, roles: ['warehouse_cn'], warehouseIds: [cn.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ roles: ['warehouse_cn'], warehouseIds: [cn.id] });
    expect((await api.call('GET', `/${id}`, admin)).json()).toMatchObject({ roles: ['warehouse_cn'] });
    const [audit] = await query(
      ctx,
      `select before, after from audit_log where action = 'staff.update' and subject_id = $1`,
      [String(id)],
    );
    expect(audit).toEqual({
      before: { roles: ['purchaser'], warehouseIds: [] },
      after: { roles: ['warehouse_cn'], warehouseIds: [cn.id] },
    });
  });
});

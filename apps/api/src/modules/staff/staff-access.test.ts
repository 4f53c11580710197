/**
 * Disabling, enabling and resetting staff (decision 0097): a disabled member's sessions end and their
 * refresh fails; nobody disables, demotes or resets themselves (409 own-account); the last active
 * admin stays, also when two admins disable each other at the same moment (409 last-admin).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, seededAdmin } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { staffApi, staffBody } from './staff.test-support.ts';

const ctx = useTestApp();
const api = staffApi(ctx);
let admin: Auth;
let adminId: number;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  adminId = (await seededAdmin(ctx)).id;
});

const me = (auth: Auth) => ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: auth });

/** Signs `email` in as the console does; the bearer header and the refresh cookie. */
async function consoleSignIn(email: string, password: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-auth-client': 'console' },
    payload: { userName: email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const rt = res.cookies.find((c) => c.name === 'rt_console')!.value;
  return { auth: { authorization: `Bearer ${res.json().token as string}` }, rt };
}

const refresh = (rt: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { 'x-auth-client': 'console' },
    cookies: { rt_console: rt },
  });

describe('disabling and enabling', () => {
  it('ends open sessions at once, refuses refresh and sign-in; enabling lets the member back', async () => {
    const member = await makeStaff(ctx, 'purchaser');
    const session = await consoleSignIn(member.email, member.password);
    expect((await me(session.auth)).statusCode).toBe(200);

    const res = await api.call('POST', `/${member.id}/Disable`, admin, { reason: 'Nghỉ việc' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ active: false, disabledReason: 'Nghỉ việc' });
    expect(res.json().disabledAt).not.toBeNull();
    expectError(await me(session.auth), 401);
    expectError(await me(member.auth), 401);
    expectError(await refresh(session.rt), 401, 'invalid-refresh-token');
    expectError(await api.login(member.email, member.password), 403, 'user-disabled');
    expect(await countRows(ctx, 'audit_log', `action = 'staff.disable' and subject_id = $1`, [String(member.id)])).toBe(
      1,
    );

    const enabled = await api.call('POST', `/${member.id}/Enable`, admin);
    expect(enabled.json()).toMatchObject({ active: true, disabledAt: null, disabledReason: null });
    expect((await api.login(member.email, member.password)).statusCode).toBe(200);
    expect(await countRows(ctx, 'audit_log', `action = 'staff.enable' and subject_id = $1`, [String(member.id)])).toBe(
      1,
    );
  });

  it('refuses a disable without a reason and writes nothing', async () => {
    const member = await makeStaff(ctx, 'sales');
    expectError(await api.call('POST', `/${member.id}/Disable`, admin, { reason: '  ' }), 400, 'validation-error');
    expect((await api.call('GET', `/${member.id}`, admin)).json().active).toBe(true);
  });
});

describe('resetting a password', () => {
  it('ends the sessions, voids the old password and mails a new link', async () => {
    const res = await api.call('POST', '', admin, staffBody({ roles: ['accountant'] }));
    const { id, email } = res.json();
    await api.setPassword(await api.linkTokenOf(email), 'matkhaucu123');
    const session = await api.signIn(email, 'matkhaucu123');

    const reset = await api.call('POST', `/${id}/ResetPassword`, admin);
    expect(reset.statusCode, reset.body).toBe(200);
    expectError(await me(session), 401);
    expectError(await api.login(email, 'matkhaucu123'), 401, 'invalid-credential');
    expect((await api.setPassword(await api.linkTokenOf(email), 'matkhaumoi456')).statusCode).toBe(200);
    expect((await api.login(email, 'matkhaumoi456')).statusCode).toBe(200);
    expect(await countRows(ctx, 'audit_log', `action = 'staff.reset_password' and subject_id = $1`, [String(id)])).toBe(
      1,
    );
  });
});

describe('own account and the last admin', () => {
  it('nobody disables, demotes or resets themselves: 409 own-account, nothing written', async () => {
    const audits = await countRows(ctx, 'audit_log');
    const self = (await api.call('GET', `/${adminId}`, admin)).json();
    expectError(await api.call('POST', `/${adminId}/Disable`, admin, { reason: 'Thử' }), 409, 'own-account');
    expectError(await api.call('POST', `/${adminId}/ResetPassword`, admin), 409, 'own-account');
    const demote = { name: self.name, phone: self.phone, email: self.email, roles: ['sales'], warehouseIds: [] };
    expectError(await api.call('PUT', `/${adminId}`, admin, demote), 409, 'own-account');
    expect((await me(admin)).json().roles).toContain('admin');
    expect(await countRows(ctx, 'audit_log')).toBe(audits);
  });

  /** Two new admins, left as the only active ones (the first disables every other). */
  async function twoLastAdmins() {
    const a = await makeStaff(ctx, 'admin');
    const b = await makeStaff(ctx, 'admin');
    const others = await query<{ id: number }>(
      ctx,
      `select id from users where 'admin' = any(roles) and disabled_at is null and id not in ($1, $2)`,
      [a.id, b.id],
    );
    for (const { id } of others) {
      expect((await api.call('POST', `/${id}/Disable`, a.auth, { reason: 'Thử nghiệm' })).statusCode).toBe(200);
    }
    return { a, b };
  }

  const activeAdmins = async () =>
    (
      await query<{ n: number }>(
        ctx,
        `select count(*)::int as n from users where 'admin' = any(roles) and disabled_at is null`,
      )
    )[0]!.n;

  it('keeps the last active admin when two admins disable each other at the same moment', async () => {
    const { a, b } = await twoLastAdmins();
    const results = await Promise.all([
      api.call('POST', `/${b.id}/Disable`, a.auth, { reason: 'Cùng lúc' }),
      api.call('POST', `/${a.id}/Disable`, b.auth, { reason: 'Cùng lúc' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expectError(results.find((r) => r.statusCode === 409)!, 409, 'last-admin');
    expect(await activeAdmins()).toBe(1);
    // The seeded admin's session ended when it was disabled.
    expectError(await me(admin), 401);
  });

  it('keeps the last active admin when one demotes the other while being disabled', async () => {
    const { a, b } = await twoLastAdmins();
    const view = (await api.call('GET', `/${b.id}`, a.auth)).json();
    const demote = { name: view.name, phone: view.phone, email: view.email, roles: ['sales'], warehouseIds: [] };
    const results = await Promise.all([
      api.call('PUT', `/${b.id}`, a.auth, demote),
      api.call('POST', `/${a.id}/Disable`, b.auth, { reason: 'Cùng lúc' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expectError(results.find((r) => r.statusCode === 409)!, 409, 'last-admin');
    expect(await activeAdmins()).toBe(1);
  });
});

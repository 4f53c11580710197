import { describe, expect, it } from 'vitest';
import { query } from '../../test/fixtures.ts';
import { newCustomer, registerCustomer, useTestApp } from '../../test/helpers.ts';
import { sha256 } from './tokens.ts';

const ctx = useTestApp();

describe('auth', () => {
  it('registers, answers a token and sets a refresh cookie', async () => {
    const body = newCustomer();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^ey/);
    const cookie = res.cookies.find((c) => c.name === 'rt');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/api/auth');
  });

  it('refuses a duplicate email with 409 email-already-in-use and a duplicate phone with 409 phone-already-in-use', async () => {
    const user = await registerCustomer(ctx.app);
    const sameEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCustomer({ email: user.email }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      Message: 'Email đã được sử dụng cho một tài khoản khác',
      code: 'email-already-in-use',
    });
    const samePhone = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCustomer({ phone: user.phone }),
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toEqual({
      Message: 'Số điện thoại đã được sử dụng cho một tài khoản khác',
      code: 'phone-already-in-use',
    });
  });

  it('names both fields when the email and the phone are both taken (409 email-and-phone-already-in-use)', async () => {
    const user = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCustomer({ email: user.email, phone: user.phone }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      Message: 'Email và số điện thoại đã được sử dụng cho một tài khoản khác',
      code: 'email-and-phone-already-in-use',
    });
  });

  it('names the field in Vietnamese on bad input', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCustomer({ phone: '12345' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: 'Số điện thoại: Số điện thoại không hợp lệ', code: 'validation-error' });
  });

  it('refuses a weak password', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCustomer({ password: 'abc' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('password-does-not-meet-requirements');
    expect(res.json().Message).toContain('ít nhất 8 ký tự');
  });

  it('logs in by email or phone; bad credentials are 401 invalid-credential', async () => {
    const user = await registerCustomer(ctx.app);
    for (const userName of [user.email, user.phone]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName, password: user.password },
      });
      expect(res.statusCode).toBe(200);
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.email, password: 'sai-mat-khau1' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('invalid-credential');
  });

  it('signs in with the phone however it is typed, whichever form registered it (decision 0095)', async () => {
    const digits = `09${String(Date.now()).slice(-8)}`; // 0 9 X XXX XXX XX: a fresh mobile number
    const spaced = `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
    const forms = [spaced, `+84${digits.slice(1)}`, `84${digits.slice(1)}`, spaced.replace(/ /g, '.'), digits];
    const user = await registerCustomer(ctx.app, { phone: forms[0] });
    const [row] = await query(ctx, 'select phone from users where id = $1', [user.id]);
    expect(row?.phone).toBe(digits);
    for (const userName of forms) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName, password: user.password },
      });
      expect(res.statusCode, `${userName}: ${res.body}`).toBe(200);
    }
    // Registered as +84…, the other forms sign in too; a second account cannot take it in another form.
    const other = `03${String(Date.now()).slice(-8)}`;
    const plus = await registerCustomer(ctx.app, { phone: `+84 ${other.slice(1)}` });
    for (const userName of [
      other,
      `${other.slice(0, 4)} ${other.slice(4, 7)} ${other.slice(7)}`,
      `84${other.slice(1)}`,
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName, password: plus.password },
      });
      expect(res.statusCode, `${userName}: ${res.body}`).toBe(200);
    }
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCustomer({ phone: other.replace(/(\d{4})(\d{3})/, '$1.$2.') }),
    });
    expect(taken.json().code).toBe('phone-already-in-use');
  });

  it('locks an account with 429 after repeated failures, even with the right password', async () => {
    const user = await registerCustomer(ctx.app);
    for (let i = 0; i < 5; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName: user.email, password: 'sai-mat-khau1' },
      });
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('too-many-requests');
  });

  it('rotates the refresh token and revokes the session when an old one is reused', async () => {
    const body = newCustomer();
    const reg = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const first = reg.cookies.find((c) => c.name === 'rt')!.value;
    const r1 = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: first } });
    expect(r1.statusCode).toBe(200);
    const second = r1.cookies.find((c) => c.name === 'rt')!.value;
    expect(second).not.toBe(first);
    // Past the grace window in which two tabs may present the same token (decision 0019).
    await query(ctx, `update refresh_tokens set used_at = now() - interval '31 seconds' where token_hash = $1`, [
      sha256(first),
    ]);
    const reuse = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: first } });
    expect(reuse.statusCode).toBe(401);
    // The whole session is gone: the newer token and the access token no longer work.
    const after = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: second } });
    expect(after.statusCode).toBe(401);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/CurrentUser',
      headers: { authorization: `Bearer ${reg.json().token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('logout revokes the session', async () => {
    const user = await registerCustomer(ctx.app);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect(out.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: user.auth });
    expect(me.statusCode).toBe(401);
  });

  it('serves the password policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/passwordPolicy' });
    expect(res.json()).toMatchObject({ minLength: 8, requireDigit: true });
  });

  it('answers 401 for a missing or forged bearer token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/CurrentUser',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('invalid-user-token');
  });
});

describe('refused auth requests write nothing', () => {
  it('a refused registration creates no account', async () => {
    const taken = await registerCustomer(ctx.app);
    const count = async (email: string) =>
      Number((await ctx.database.pool.query('select count(*) from users where email = $1', [email])).rows[0].count);
    const cases = [
      newCustomer({ phone: '12345' }),
      newCustomer({ password: 'abc' }),
      newCustomer({ fullName: '' }),
      newCustomer({ phone: taken.phone }),
    ];
    for (const body of cases) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect([400, 409]).toContain(res.statusCode);
      expect(res.json().Message).toMatch(/[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i);
      expect(await count(body.email)).toBe(0);
    }
  });

  it('a malformed login is 400 and counts no failed attempt', async () => {
    const user = await registerCustomer(ctx.app);
    const failures = async () =>
      Number(
        (await ctx.database.pool.query('select count(*) from login_failures where account_key = $1', [user.email]))
          .rows[0].count,
      );
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName: user.email } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: 'Mật khẩu: Vui lòng nhập mật khẩu', code: 'validation-error' });
    expect(await failures()).toBe(0);
  });

  it('refresh without a cookie is 401; logout without a session still answers ok', async () => {
    const refresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().code).toBe('invalid-refresh-token');
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
  });

  it('keeps the staff console refresh cookie apart from the PWA one (same browser, two sessions)', async () => {
    const customer = await registerCustomer(ctx.app);
    const pwa = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: customer.email, password: customer.password },
    });
    const pwaCookie = pwa.cookies.find((c) => c.name === 'rt')!.value;
    const console_ = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-auth-client': 'console' },
      payload: { userName: 'admin@demo.vn', password: 'Admin@12345' },
    });
    expect(console_.cookies.map((c) => c.name)).toEqual(['rt_console']);
    const consoleCookie = console_.cookies[0]!.value;
    // The browser sends both cookies to /api/auth; each client refreshes its own session.
    const both = { rt: pwaCookie, rt_console: consoleCookie };
    const consoleRefresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'x-auth-client': 'console' },
      cookies: both,
    });
    expect(consoleRefresh.statusCode).toBe(200);
    const staff = await ctx.app.inject({
      method: 'GET',
      url: '/api/CurrentUser',
      headers: { authorization: `Bearer ${consoleRefresh.json().token}` },
    });
    expect(staff.json().roles).toContain('admin');
    const pwaRefresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: both });
    expect(pwaRefresh.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/CurrentUser',
      headers: { authorization: `Bearer ${pwaRefresh.json().token}` },
    });
    expect(me.json().email).toBe(customer.email);
  });
});

/** /api/CurrentUser: profile, ChangeInformation, ChangePassword (UpdateFcmToken: modules/push/push.test.ts). */
import { describe, expect, it } from 'vitest';
import { countRows, expectError, query } from '../../test/fixtures.ts';
import { newCustomer, registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();

describe('CurrentUser', () => {
  it('answers the signed-in user with roles and a zero wallet', async () => {
    const national = newCustomer().phone;
    const user = await registerCustomer(ctx.app, { phone: `+84 ${national.slice(1, 4)} ${national.slice(4)}` });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      roles: ['customer'],
      walletBalanceVnd: 0,
      availableVnd: 0,
      heldVnd: 0,
    });
    // Stored as the 10-digit national form.
    expect(me.phone).toBe(national);
    expect(new Date(me.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(me).sort()).toEqual([
      'availableVnd',
      'createdAt',
      'currentTermsVersion',
      'email',
      'fullName',
      'heldVnd',
      'id',
      'level',
      'phone',
      'roles',
      'termsVersionAccepted',
      'walletBalanceVnd',
    ]);
    // A new customer is at the lowest level (decision 0100).
    expect(me.level).toEqual({ name: 'Thường', depositPercent: 70, serviceFeeDiscountPercent: 0 });
  });

  it('is 401 without a token', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser' }), 401, 'unauthenticated');
    for (const [method, url] of [
      ['PUT', '/api/CurrentUser/ChangeInformation'],
      ['PUT', '/api/CurrentUser/ChangePassword'],
      ['POST', '/api/CurrentUser/UpdateFcmToken'],
    ] as const) {
      expectError(await ctx.app.inject({ method, url, payload: {} }), 401, 'unauthenticated');
    }
  });
});

describe('ChangeInformation', () => {
  it('updates name, email and phone', async () => {
    const user = await registerCustomer(ctx.app);
    const email = `Moi.${user.id}@Example.VN`;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/CurrentUser/ChangeInformation',
      headers: user.auth,
      payload: {
        fullName: '  Lê Văn Hùng ',
        email,
        phone: `+84 38${String(user.id).padStart(7, '0').slice(-7)}`,
        currentPassword: user.password,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      fullName: 'Lê Văn Hùng',
      email: email.toLowerCase(),
      phone: `038${String(user.id).padStart(7, '0').slice(-7)}`,
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: user.auth });
    expect(me.json().email).toBe(email.toLowerCase());
    // The new email signs in.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: email.toLowerCase(), password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('asks for the current password when the email or the phone changes, and changes nothing without it', async () => {
    const user = await registerCustomer(ctx.app);
    const [before] = await query(ctx, 'select full_name, email, phone, updated_at from users where id = $1', [user.id]);
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/CurrentUser/ChangeInformation', headers: user.auth, payload });
    const newEmail = { fullName: 'Tên Mới', email: `doi.${user.id}@example.vn`, phone: user.phone };
    const newPhone = {
      fullName: 'Tên Mới',
      email: user.email,
      phone: `039${String(user.id).padStart(7, '0').slice(-7)}`,
    };
    for (const change of [newEmail, newPhone]) {
      const missing = expectError(await put(change), 400, 'missing-password');
      expect(missing.Message).toBe('Vui lòng nhập mật khẩu');
      const wrong = expectError(await put({ ...change, currentPassword: 'sai-mat-khau-1' }), 400, 'wrong-password');
      expect(wrong.Message).toBe('Mật khẩu hiện tại không đúng');
    }
    const [after] = await query(ctx, 'select full_name, email, phone, updated_at from users where id = $1', [user.id]);
    expect(after).toEqual(before);
    const ok = await put({ ...newEmail, currentPassword: user.password });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().email).toBe(newEmail.email);
  });

  it('keeps the same email and phone without a conflict', async () => {
    const user = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/CurrentUser/ChangeInformation',
      headers: user.auth,
      payload: { fullName: 'Tên Mới', email: user.email, phone: user.phone },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fullName).toBe('Tên Mới');
  });

  it("answers 409 on someone else's email or phone and changes nothing", async () => {
    const other = await registerCustomer(ctx.app);
    const user = await registerCustomer(ctx.app);
    const [before] = await query(ctx, 'select full_name, email, phone, updated_at from users where id = $1', [user.id]);
    const email = expectError(
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/CurrentUser/ChangeInformation',
        headers: user.auth,
        payload: {
          fullName: 'Tên Khác',
          email: other.email.toUpperCase(),
          phone: user.phone,
          currentPassword: user.password,
        },
      }),
      409,
      'email-already-in-use',
    );
    expect(email.Message).toBe('Email đã được sử dụng cho một tài khoản khác');
    const phone = expectError(
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/CurrentUser/ChangeInformation',
        headers: user.auth,
        payload: { fullName: 'Tên Khác', email: user.email, phone: other.phone, currentPassword: user.password },
      }),
      409,
    );
    expect(phone.Message).toBe('Số điện thoại đã được sử dụng cho một tài khoản khác');
    const [after] = await query(ctx, 'select full_name, email, phone, updated_at from users where id = $1', [user.id]);
    expect(after).toEqual(before);
  });

  it('refuses bad input with 400 naming the field in Vietnamese, and changes nothing', async () => {
    const user = await registerCustomer(ctx.app);
    const [before] = await query(ctx, 'select full_name, email, phone, updated_at from users where id = $1', [user.id]);
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: 'Tên Mới', email: 'khong-phai-email', phone: user.phone }, 'Email: Email không hợp lệ'],
      [{ fullName: 'Tên Mới', email: user.email, phone: '12345' }, 'Số điện thoại: Số điện thoại không hợp lệ'],
      [{ fullName: ' ', email: user.email, phone: user.phone }, 'Họ và tên: Vui lòng nhập họ và tên'],
      [{ email: user.email, phone: user.phone }, 'Họ và tên: Vui lòng nhập họ và tên'],
    ];
    for (const [payload, message] of cases) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/CurrentUser/ChangeInformation',
        headers: user.auth,
        payload,
      });
      expect(expectError(res, 400, 'validation-error').Message).toBe(message);
    }
    const [after] = await query(ctx, 'select full_name, email, phone, updated_at from users where id = $1', [user.id]);
    expect(after).toEqual(before);
  });
});

describe('ChangePassword', () => {
  async function change(auth: { authorization: string }, currentPassword: string, newPassword: string) {
    return ctx.app.inject({
      method: 'PUT',
      url: '/api/CurrentUser/ChangePassword',
      headers: auth,
      payload: { currentPassword, newPassword },
    });
  }

  it('refuses a wrong current password with 400 wrong-password and keeps the password', async () => {
    const user = await registerCustomer(ctx.app);
    const res = expectError(await change(user.auth, 'khongdung123', 'matkhaumoi456'), 400, 'wrong-password');
    expect(res.Message).toBe('Mật khẩu hiện tại không đúng');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    // The session is untouched.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: user.auth })).statusCode).toBe(200);
  });

  it('refuses a weak or missing new password and keeps the password', async () => {
    const user = await registerCustomer(ctx.app);
    const weak = expectError(await change(user.auth, user.password, 'abc'), 400, 'password-does-not-meet-requirements');
    expect(weak.Message).toContain('ít nhất 8 ký tự');
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/CurrentUser/ChangePassword',
      headers: user.auth,
      payload: { currentPassword: user.password },
    });
    expect(expectError(missing, 400, 'validation-error').Message).toBe('Mật khẩu mới: Vui lòng nhập mật khẩu');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('changes the password and revokes every other session, keeping the current one', async () => {
    const user = await registerCustomer(ctx.app);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.phone, password: user.password },
    });
    const secondAuth = { authorization: `Bearer ${second.json().token}` };
    const secondRefresh = second.cookies.find((c) => c.name === 'rt')!.value;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: secondAuth })).statusCode).toBe(
      200,
    );

    const res = await change(user.auth, user.password, 'matkhaumoi456');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: secondAuth }),
      401,
      'invalid-user-token',
    );
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: secondRefresh } }),
      401,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: user.auth })).statusCode).toBe(200);

    const oldLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.email, password: user.password },
    });
    expectError(oldLogin, 401, 'invalid-credential');
    const newLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.email, password: 'matkhaumoi456' },
    });
    expect(newLogin.statusCode).toBe(200);
  });
});

describe('ChangeInformation under concurrency', () => {
  it('gives one of several customers claiming the same new email at once the email, and the others 409', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => registerCustomer(ctx.app)));
    const email = `cung.mot.email.${users[0]!.id}@example.vn`;
    const results = await Promise.all(
      users.map((u) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/CurrentUser/ChangeInformation',
          headers: u.auth,
          payload: { fullName: u.fullName, email, phone: u.phone, currentPassword: u.password },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expectError(r, 409, 'email-already-in-use');
    expect(await countRows(ctx, 'users', 'email = $1', [email])).toBe(1);
  });
});

/** Forgot / reset password: a one-time code by mail (the outbox table in tests), 15 min, single use, rate-limited. */
import { describe, expect, it } from 'vitest';
import { countRows, expectError, query } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
// The same API with its SMTP server down (nothing listens on port 1).
const mailDown = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });

async function forgot(userName: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { userName } });
}

async function reset(userName: string, code: string, newPassword = 'matkhaumoi456') {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/resetPassword', payload: { userName, code, newPassword } });
}

/** The newest mail sent to `email` (mail goes out after the commit: send what is queued first). */
async function lastMailTo(email: string) {
  await ctx.mailer.flush();
  return ctx.mails.findLast((m) => m.to === email);
}

/** The code in the newest mail sent to `email`. */
async function codeFromOutbox(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  expect(mail?.subject).toBe('Mã đặt lại mật khẩu');
  const match = /(\d{6})/.exec(mail!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

async function login(userName: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password } });
}

/** A wrong code that differs from the real one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot and reset password', () => {
  it('mails a code; the code sets the new password, signs every session out, and works once', async () => {
    const user = await registerCustomer(ctx.app);
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const code = await codeFromOutbox(user.email);
    expect((await lastMailTo(user.email))!.text).toContain('15 phút');

    const ok = await reset(user.email, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await login(user.email, 'matkhaumoi456')).statusCode).toBe(200);
    expectError(await login(user.email, user.password), 401, 'invalid-credential');
    // The session opened before the reset is gone.
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: user.auth }), 401);

    // Single use: the same code again is refused and the password stays.
    expectError(await reset(user.email, code, 'matkhaukhac789'), 400, 'invalid-action-code');
    expect((await login(user.email, 'matkhaumoi456')).statusCode).toBe(200);
  });

  it('accepts the phone number as userName', async () => {
    const user = await registerCustomer(ctx.app);
    expect((await forgot(user.phone)).statusCode).toBe(200);
    const code = await codeFromOutbox(user.email);
    expect((await reset(user.phone, code)).statusCode).toBe(200);
    expect((await login(user.phone, 'matkhaumoi456')).statusCode).toBe(200);
  });

  it('accepts the phone as typed (spaces, +84, 84, dots) for the code and the reset (decision 0095)', async () => {
    const user = await registerCustomer(ctx.app);
    const p = user.phone;
    expect((await forgot(`+84 ${p.slice(1, 4)} ${p.slice(4, 7)} ${p.slice(7)}`)).statusCode).toBe(200);
    const code = await codeFromOutbox(user.email);
    expect((await reset(`${p.slice(0, 4)}.${p.slice(4, 7)}.${p.slice(7)}`, code)).statusCode).toBe(200);
    expect((await login(`84${p.slice(1)}`, 'matkhaumoi456')).statusCode).toBe(200);
  });

  it('refuses an expired code with expired-action-code and keeps the old password', async () => {
    const user = await registerCustomer(ctx.app);
    await forgot(user.email);
    const code = await codeFromOutbox(user.email);
    await query(ctx, `update password_reset_codes set expires_at = now() - interval '1 second' where user_id = $1`, [
      user.id,
    ]);
    const res = expectError(await reset(user.email, code), 400, 'expired-action-code');
    expect(res.Message).toBe('Mã xác nhận đã hết hạn, vui lòng yêu cầu mã mới');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('invalidates the code after 5 wrong tries, even for the right code', async () => {
    const user = await registerCustomer(ctx.app);
    await forgot(user.email);
    const code = await codeFromOutbox(user.email);
    for (let i = 0; i < 5; i++) {
      const res = expectError(await reset(user.email, wrong(code)), 400, 'invalid-action-code');
      expect(res.Message).toBe('Mã xác nhận không đúng');
    }
    expectError(await reset(user.email, code), 400, 'invalid-action-code');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    // A new code works again.
    await forgot(user.email);
    const fresh = await codeFromOutbox(user.email);
    expect((await reset(user.email, fresh)).statusCode).toBe(200);
  });

  it('only the newest code counts', async () => {
    const user = await registerCustomer(ctx.app);
    await forgot(user.email);
    const first = await codeFromOutbox(user.email);
    await forgot(user.email);
    const second = await codeFromOutbox(user.email);
    if (first !== second) expectError(await reset(user.email, first), 400, 'invalid-action-code');
    expect((await reset(user.email, second)).statusCode).toBe(200);
  });

  it('answers the 4th code request within 15 minutes with 429 and sends no 4th mail', async () => {
    const user = await registerCustomer(ctx.app);
    for (let i = 0; i < 3; i++) expect((await forgot(user.email)).statusCode).toBe(200);
    expect(await countRows(ctx, 'mail_outbox', '"to" = $1', [user.email])).toBe(3);
    expectError(await forgot(user.email), 429, 'too-many-requests');
    expect(await countRows(ctx, 'mail_outbox', '"to" = $1', [user.email])).toBe(3);
    expect(await countRows(ctx, 'password_reset_codes', 'user_id = $1', [user.id])).toBe(3);
  });

  it('answers the same for an unknown account and mails nobody', async () => {
    const before = await countRows(ctx, 'mail_outbox');
    const res = await forgot('khong.ton.tai@example.vn');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await countRows(ctx, 'mail_outbox')).toBe(before);
    expectError(await reset('khong.ton.tai@example.vn', '123456'), 400, 'invalid-action-code');
  });

  it('refuses bad input with 400 in Vietnamese and writes nothing', async () => {
    const user = await registerCustomer(ctx.app);
    const mails = await countRows(ctx, 'mail_outbox');
    const empty = expectError(await forgot(''), 400, 'validation-error');
    expect(empty.Message).toBe('Email hoặc số điện thoại: Vui lòng nhập email hoặc số điện thoại');
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: {} }),
      400,
      'validation-error',
    );
    expect(await countRows(ctx, 'mail_outbox')).toBe(mails);

    await forgot(user.email);
    const code = await codeFromOutbox(user.email);
    const badCode = expectError(await reset(user.email, 'abc'), 400, 'validation-error');
    expect(badCode.Message).toBe('Mã xác nhận: Mã xác nhận gồm 6 chữ số');
    // A weak new password is refused before the code is spent: the code still works afterwards.
    const weak = expectError(await reset(user.email, code, 'abc'), 400, 'password-does-not-meet-requirements');
    expect(weak.Message).toContain('ít nhất 8 ký tự');
    const [row] = await query<{ attempts: number; used_at: Date | null }>(
      ctx,
      'select attempts, used_at from password_reset_codes where user_id = $1',
      [user.id],
    );
    expect(row).toEqual({ attempts: 0, used_at: null });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await reset(user.email, code)).statusCode).toBe(200);
  });

  it('when the mail cannot be sent yet, answers as usual and keeps the mail queued for a retry', async () => {
    // Decision 0019: the mail is written with the code and sent after the commit, so an SMTP outage
    // neither fails the request (which would tell an attacker the account exists) nor loses the mail.
    const user = await registerCustomer(mailDown.app);
    const res = await mailDown.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { userName: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await mailDown.mailer.flush();
    const [row] = await query<{ sent_at: Date | null; attempts: number; last_error: string | null; body: string }>(
      mailDown,
      'select sent_at, attempts, last_error, body from mail_outbox where "to" = $1',
      [user.email],
    );
    expect(row!.sent_at).toBeNull();
    expect(row!.attempts).toBeGreaterThanOrEqual(1);
    expect(row!.last_error).toBeTruthy();
    expect(row!.body).toContain('15 phút');
    expect(mailDown.mails.some((m) => m.to === user.email)).toBe(false);
  });

  it('keeps no reset code in clear text once the mail is sent', async () => {
    const user = await registerCustomer(ctx.app);
    await forgot(user.email);
    const code = await codeFromOutbox(user.email);
    const [row] = await query<{ sent_at: Date | null; body: string | null }>(
      ctx,
      'select sent_at, body from mail_outbox where "to" = $1',
      [user.email],
    );
    expect(row!.sent_at).not.toBeNull();
    expect(row!.body).toBeNull();
    const [codes] = await query<{ text: string }>(
      ctx,
      "select string_agg(row_to_json(c)::text, ' ') as text from password_reset_codes c where user_id = $1",
      [user.id],
    );
    expect(codes!.text).not.toContain(code);
    const [anywhere] = await query<{ n: number }>(
      ctx,
      `select count(*)::int as n from mail_outbox m where row_to_json(m)::text like '%' || $1 || '%'`,
      [code],
    );
    expect(anywhere!.n).toBe(0);
  });
});

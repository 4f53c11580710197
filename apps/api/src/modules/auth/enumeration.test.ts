/**
 * Account enumeration (decision 0004): login, forgotPassword and resetPassword answer an unknown account
 * exactly as a known one, and an unknown account's sign-in costs a real argon2 check (a dummy hash),
 * so neither the answer nor its time tells whether the account exists.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';
import { dummyChecks } from './password.ts';

const ctx = useTestApp();

const post = (url: string, payload: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });

/** What a client sees of an answer: status, body and content type. */
const seen = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.body,
  type: res.headers['content-type'],
});

describe('unknown and known accounts look the same', () => {
  it('login: a wrong password and an unknown account answer the same, both after an argon2 check', async () => {
    const user = await registerCustomer(ctx.app);
    const known = await post('login', { userName: user.email, password: 'sai-mat-khau-1' });
    const before = dummyChecks.count;
    const unknown = await post('login', { userName: 'khong.co.ai@example.vn', password: 'sai-mat-khau-1' });
    expect(dummyChecks.count).toBe(before + 1);
    expect(seen(unknown)).toEqual(seen(known));
    expect(known.statusCode).toBe(401);
  });

  it('forgotPassword answers the same for an unknown account', async () => {
    const user = await registerCustomer(ctx.app);
    expect(seen(await post('forgotPassword', { userName: 'khong.co.ai@example.vn' }))).toEqual(
      seen(await post('forgotPassword', { userName: user.email })),
    );
  });

  it('resetPassword answers an unknown account like a wrong code', async () => {
    const user = await registerCustomer(ctx.app);
    await post('forgotPassword', { userName: user.email });
    await ctx.mailer.flush();
    const code = /(\d{6})/.exec(ctx.mails.findLast((m) => m.to === user.email)!.text)![1]!;
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const known = await post('resetPassword', { userName: user.email, code: wrongCode, newPassword: 'matkhaumoi456' });
    const unknown = await post('resetPassword', {
      userName: 'khong.co.ai@example.vn',
      code: wrongCode,
      newPassword: 'matkhaumoi456',
    });
    expect(seen(unknown)).toEqual(seen(known));
    expect(known.statusCode).toBe(400);
  });

  it('forgotPassword: the 4th request in 15 minutes answers 429 for an unknown account as for a known one', async () => {
    const user = await registerCustomer(ctx.app);
    const stranger = `khong.ai.${user.id}@example.vn`;
    const answers = async (userName: string) => {
      const out = [];
      for (let i = 0; i < 4; i++) out.push(seen(await post('forgotPassword', { userName })));
      return out;
    };
    const known = await answers(user.email);
    expect(known.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(await answers(stranger)).toEqual(known);
  });

  it('forgotPassword: a known account over its code quota, asked by its other name, answers like an unknown one and mails nothing', async () => {
    // The per-account quota (3 codes in 15 minutes) is shared by the email and the phone; answering
    // 429 to the phone after three codes by email would tell that both name one account.
    const user = await registerCustomer(ctx.app);
    for (let i = 0; i < 3; i++) expect((await post('forgotPassword', { userName: user.email })).statusCode).toBe(200);
    await ctx.mailer.flush();
    const mailsBefore = ctx.mails.filter((m) => m.to === user.email).length;
    const known = await post('forgotPassword', { userName: user.phone });
    for (let i = 0; i < 3; i++) await post('forgotPassword', { userName: `khong.ai.ca.${user.id}@example.vn` });
    const unknown = await post('forgotPassword', { userName: `09${String(user.id).padStart(8, '7')}` });
    expect(seen(known)).toEqual(seen(unknown));
    expect(known.statusCode).toBe(200);
    await ctx.mailer.flush();
    expect(ctx.mails.filter((m) => m.to === user.email)).toHaveLength(mailsBefore);
  });
});

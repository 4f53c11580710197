/** Shortcuts of the staff management tests (decision 0097): calls, the mailed link, sign-in. */
import { expect } from 'vitest';
import type { Auth } from '../../test/fixtures.ts';
import type { TestContext } from '../../test/helpers.ts';

let counter = 0;

/** A fresh member's body: unique e-mail and phone (the 086 prefix keeps clear of other factories). */
export function staffBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Lê Văn Kho',
    phone: `086${String(counter).padStart(7, '0')}`,
    email: `nv${counter}.${Date.now()}@example.vn`,
    roles: ['warehouse_vn'],
    warehouseIds: [],
    ...overrides,
  };
}

export function staffApi(ctx: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/Admin/Staff${url}`, headers: auth, payload: payload as object });
  const login = (userName: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password } });
  const setPassword = (token: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/SetPassword', payload: { token, password } });
  /** The token of the newest set-password link mailed to `email`. */
  async function linkTokenOf(email: string): Promise<string> {
    await ctx.mailer.flush();
    const mail = ctx.mails.findLast((m) => m.to === email);
    const match = /\/admin\/setPassword\?token=([\w-]+)/.exec(mail?.text ?? '');
    expect(match, mail?.text).not.toBeNull();
    return match![1]!;
  }
  /** Signs `email` in with `password`; the bearer header. */
  async function signIn(email: string, password: string): Promise<Auth> {
    const res = await login(email, password);
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().token as string}` };
  }
  return { call, login, setPassword, linkTokenOf, signIn };
}

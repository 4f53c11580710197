/**
 * Sessions (decision 0019): the public auth routes ignore a stale bearer token, and two refreshes of the
 * same cookie at the same moment (two tabs) keep the session, while reuse of a spent token after the
 * grace window still revokes it (decision 0019).
 */
import { createSigner } from 'fast-jwt';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectError, query } from '../../test/fixtures.ts';
import { newCustomer, TEST_JWT_SECRET, useTestApp } from '../../test/helpers.ts';
import { sha256 } from './tokens.ts';

const ctx = useTestApp();

const cookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'rt')?.value;

/** A registered customer: password, access token, refresh cookie, id and session id. */
async function signUp() {
  const body = newCustomer();
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().token as string;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
  return { ...body, token, rt: cookieOf(res)!, userId: Number(claims.sub), sessionId: claims.sid };
}

/** The customer's access token as it was two hours ago: signed with the right key, expired. */
function expiredToken(userId: number, sessionId: string): string {
  const sign = createSigner({
    key: TEST_JWT_SECRET,
    algorithm: 'HS256',
    expiresIn: 3600_000,
    clockTimestamp: Date.now() - 2 * 3600_000,
  });
  return sign({ sub: String(userId), sid: sessionId });
}

const refresh = (rt: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt }, headers });

describe('a stale bearer token on the public auth routes', () => {
  it('is still refused on a signed-in route (401 user-token-expired)', async () => {
    const user = await signUp();
    const stale = { authorization: `Bearer ${expiredToken(user.userId, user.sessionId)}` };
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: stale }),
      401,
      'user-token-expired',
    );
  });

  it('does not stop refresh with a valid cookie: a returning customer lands signed in', async () => {
    const user = await signUp();
    for (const authorization of [`Bearer ${expiredToken(user.userId, user.sessionId)}`, 'Bearer rác', 'Basic xyz']) {
      const res = await refresh(user.rt, { authorization });
      expect(res.statusCode, res.body).toBe(200);
      user.rt = cookieOf(res)!;
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/CurrentUser',
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      expect(me.statusCode).toBe(200);
    }
  });

  it('does not stop login with the right password', async () => {
    const user = await signUp();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.email, password: user.password },
      headers: { authorization: `Bearer ${expiredToken(user.userId, user.sessionId)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token).toMatch(/^ey/);
  });

  it('does not stop logout: the refresh cookie’s session is revoked', async () => {
    const user = await signUp();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { rt: user.rt },
      headers: { authorization: `Bearer ${expiredToken(user.userId, user.sessionId)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expectError(await refresh(user.rt), 401, 'invalid-refresh-token');
    const [row] = await query<{ revoked_at: Date | null }>(ctx, 'select revoked_at from sessions where id = $1', [
      user.sessionId,
    ]);
    expect(row!.revoked_at).not.toBeNull();
  });
});

describe('refresh rotation grace window', () => {
  it('two refreshes of the same cookie at once both succeed with the same new refresh token', async () => {
    const user = await signUp();
    const [a, b] = await Promise.all([refresh(user.rt), refresh(user.rt)]);
    expect(a!.statusCode, a!.body).toBe(200);
    expect(b!.statusCode, b!.body).toBe(200);
    expect(cookieOf(a!)).toBeDefined();
    expect(cookieOf(a!)).toBe(cookieOf(b!));
    expect(cookieOf(a!)).not.toBe(user.rt);
    for (const res of [a!, b!]) {
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/CurrentUser',
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      expect(me.statusCode).toBe(200);
    }
    // The session lives on: the shared successor rotates normally.
    const next = await refresh(cookieOf(a!)!);
    expect(next.statusCode, next.body).toBe(200);
  });

  it('a spent token presented again after the window revokes the session', async () => {
    const user = await signUp();
    const first = await refresh(user.rt);
    expect(first.statusCode).toBe(200);
    await query(ctx, `update refresh_tokens set used_at = now() - interval '31 seconds' where token_hash = $1`, [
      sha256(user.rt),
    ]);
    expectError(await refresh(user.rt), 401, 'invalid-refresh-token');
    expectError(await refresh(cookieOf(first)!), 401, 'invalid-refresh-token');
  });

  it('a spent token whose successor was rotated again revokes the session, even within the window', async () => {
    const user = await signUp();
    const first = await refresh(user.rt);
    const second = await refresh(cookieOf(first)!);
    expect(second.statusCode).toBe(200);
    expectError(await refresh(user.rt), 401, 'invalid-refresh-token');
    expectError(await refresh(cookieOf(second)!), 401, 'invalid-refresh-token');
  });
});

/** The PWA's client configuration: bearer from `jwt_token`, base `/api`, and which 401s end the session. */
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { currentUserEndpoints } from '@app/shared/contracts/user.endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, onUnauthorized } from './api-client.ts';

const store = new Map<string, string>();

beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null });
});
afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('call() in the PWA', () => {
  it('sends the stored jwt_token under /api with cookies', async () => {
    store.set('jwt_token', 'tok');
    const fetch = answer(200, { id: 1 });
    await call(currentUserEndpoints.get);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/CurrentUser');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.signal).toBeInstanceOf(AbortSignal); // SPEC.md §9 timeout
  });

  it('runs the 401 handler except on /auth/* calls', async () => {
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    answer(401, { Message: 'Tài khoản hoặc mật khẩu không đúng', code: 'invalid-credential' });
    await expect(call(authEndpoints.login, { body: { userName: 'a', password: 'b' } })).rejects.toThrow(ApiError);
    expect(handler).not.toHaveBeenCalled();
    await expect(call(currentUserEndpoints.get)).rejects.toMatchObject({ status: 401, code: 'invalid-credential' });
    expect(handler).toHaveBeenCalledTimes(1);
    off();
    await expect(call(currentUserEndpoints.get)).rejects.toThrow(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('call() with an expired token (decision 0020: a returning customer stays signed in)', () => {
  const MIN = 60_000;
  const jwt = (expMs: number) =>
    `e30.${btoa(JSON.stringify({ iat: Math.floor((expMs - 60 * MIN) / 1000), exp: Math.floor(expMs / 1000) })).replace(/=+$/, '')}.sig`;
  const expired = jwt(Date.now() - 24 * 60 * MIN);
  const fresh = jwt(Date.now() + 60 * MIN);

  beforeEach(() => {
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });

  /** Answers by path; a value `'offline'` makes fetch throw. */
  function routes(byPath: Record<string, [number, unknown] | 'offline'>) {
    const fetch = vi.fn(async (url: string, _init: RequestInit) => {
      const r = byPath[url];
      if (!r || r === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(r[1]), { status: r[0] });
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }
  const auth = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

  it('refreshes first, without the stale bearer, then calls with the new token', async () => {
    store.set('jwt_token', expired);
    const fetch = routes({ '/api/auth/refresh': [200, { token: fresh }], '/api/CurrentUser': [200, { id: 1 }] });
    await call(currentUserEndpoints.get);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh', '/api/CurrentUser']);
    expect(auth(fetch.mock.calls[0]![1])).toBeUndefined();
    expect(fetch.mock.calls[0]![1].credentials).toBe('include');
    expect(auth(fetch.mock.calls[1]![1])).toBe(`Bearer ${fresh}`);
    expect(store.get('jwt_token')).toBe(fresh);
  });

  it('never sends the stored token to login, register or refresh; logout only while it is valid', async () => {
    store.set('jwt_token', expired);
    const fetch = routes({ '/api/auth/login': [200, { token: fresh }], '/api/auth/logout': [200, { ok: true }] });
    await call(authEndpoints.login, { body: { userName: 'a', password: 'b' } });
    await call(authEndpoints.logout);
    expect(fetch.mock.calls.map(([, init]) => auth(init))).toEqual([undefined, undefined]);
    store.set('jwt_token', fresh);
    await call(authEndpoints.logout);
    expect(auth(fetch.mock.calls[2]![1])).toBe(`Bearer ${fresh}`);
  });

  it('offline or a 5xx during the refresh keeps the session: no 401 handler, token kept', async () => {
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    store.set('jwt_token', expired);
    routes({ '/api/auth/refresh': 'offline' });
    await expect(call(currentUserEndpoints.get)).rejects.toMatchObject({ status: 0 });
    routes({ '/api/auth/refresh': [503, { Message: 'x' }] });
    await expect(call(currentUserEndpoints.get)).rejects.toMatchObject({ status: 503 });
    expect(handler).not.toHaveBeenCalled();
    expect(store.get('jwt_token')).toBe(expired);
    off();
  });

  it('a refused refresh (401) ends the session through the handler', async () => {
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    store.set('jwt_token', expired);
    const fetch = routes({
      '/api/auth/refresh': [401, { Message: 'Phiên đăng nhập đã hết hạn', code: 'invalid-refresh-token' }],
    });
    await expect(call(currentUserEndpoints.get)).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1); // the stale token was never sent
    off();
  });
});

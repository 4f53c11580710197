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

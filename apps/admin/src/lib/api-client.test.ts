/** The console's API client: what staff see on failures, and that a 401 ends the session. */
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { adminPurchaseOrderEndpoints } from '@app/shared/contracts/purchase-order.endpoints';
import { currentUserEndpoints } from '@app/shared/contracts/user.endpoints';
import { exchangeRateInput } from '@app/shared/contracts/wallet';
import { adminRechargeEndpoints } from '@app/shared/contracts/wallet.endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, errorText } from './api-client.ts';
import { zodRule } from './form-rules.ts';
import { endSession, getToken, startSession } from './session.ts';

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('call()', () => {
  it('sends the bearer token, names itself as the console for its own refresh cookie, and drops empty query values', async () => {
    const fetch = answer(200, { items: [] });
    vi.stubGlobal('fetch', fetch);
    startSession('tok');
    await call(adminRechargeEndpoints.list, { query: { status: undefined, page: 2, pageSize: 20 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/Admin/Recharge?page=2&pageSize=20');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect((init.headers as Record<string, string>)['X-Auth-Client']).toBe('console');
  });

  it("throws the API's Message and code", async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, { Message: 'Không thể chuyển đơn sang trạng thái này', code: 'invalid-status-transition' }),
    );
    const error = await call(adminPurchaseOrderEndpoints.setStatus, {
      params: { id: 1 },
      body: { status: 'purchasing' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorText(error)).toBe('Không thể chuyển đơn sang trạng thái này');
    expect((error as ApiError).code).toBe('invalid-status-transition');
  });

  it("says 'Có lỗi xảy ra' when the body has no Message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(errorText(await call(currentUserEndpoints.get).catch((e: unknown) => e))).toBe('Có lỗi xảy ra');
  });

  it('ends the session on a 401 and keeps the reason for the login screen', async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { Message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại', code: 'user-token-expired' }),
    );
    startSession('tok');
    await expect(call(currentUserEndpoints.get)).rejects.toThrow('Phiên đăng nhập đã hết hạn');
    expect(getToken()).toBeNull();
  });

  it('does not end the session for a 401 on login or with an explicit token', async () => {
    vi.stubGlobal('fetch', answer(401, { Message: 'Tài khoản hoặc mật khẩu không đúng', code: 'invalid-credential' }));
    startSession('tok');
    await expect(call(authEndpoints.login, { body: { userName: '', password: '' } })).rejects.toThrow(ApiError);
    await expect(call(currentUserEndpoints.get, { token: 'other' })).rejects.toThrow(ApiError);
    expect(getToken()).toBe('tok');
  });

  it('names a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(errorText(await call(currentUserEndpoints.get).catch((e: unknown) => e))).toBe(
      'Không kết nối được máy chủ, vui lòng thử lại',
    );
  });
});

describe('zodRule()', () => {
  const rule = zodRule(exchangeRateInput.shape.rate) as { validator: (r: unknown, v: unknown) => Promise<void> };
  it.each([
    [null, 'Vui lòng nhập tỷ giá'],
    [999, 'Tỷ giá không hợp lý (1.000–10.000 ₫/¥)'],
    [10_001, 'Tỷ giá không hợp lý (1.000–10.000 ₫/¥)'],
  ])('refuses %s with the contract message', async (value, message) => {
    await expect(rule.validator({}, value)).rejects.toThrow(message);
  });
  it('accepts 3650', async () => {
    await expect(rule.validator({}, 3650)).resolves.toBeUndefined();
  });

  it('refreshes an expired token with the console cookie before the call, once for parallel calls', async () => {
    const jwt = (expSeconds: number) => `e30.${btoa(JSON.stringify({ exp: expSeconds })).replace(/=+$/, '')}.sig`;
    const fresh = jwt(Math.floor(Date.now() / 1000) + 3600);
    const calls: { url: string; auth?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, auth: (init.headers as Record<string, string>).Authorization });
        const body = url === '/api/auth/refresh' ? { token: fresh } : { ok: true };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    startSession(jwt(Math.floor(Date.now() / 1000) - 60)); // expired a minute ago
    await Promise.all([call(currentUserEndpoints.get), call(adminRechargeEndpoints.list)]);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(calls.filter((c) => c.url !== '/api/auth/refresh').map((c) => c.auth)).toEqual([
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
    ]);
    expect(getToken()).toBe(fresh);
  });

  it('keeps the session when the refresh fails offline or with a 5xx, ends it when the refresh is refused', async () => {
    const jwt = (expSeconds: number) => `e30.${btoa(JSON.stringify({ exp: expSeconds })).replace(/=+$/, '')}.sig`;
    const expired = jwt(Math.floor(Date.now() / 1000) - 60);
    const urls: string[] = [];
    startSession(expired);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(call(currentUserEndpoints.get)).rejects.toMatchObject({ status: 0 });
    vi.stubGlobal('fetch', answer(503, { Message: 'x' }));
    await expect(call(currentUserEndpoints.get)).rejects.toMatchObject({ status: 503 });
    expect(getToken()).toBe(expired);
    expect(urls).toEqual(['/api/auth/refresh']); // the stale token was not sent
    vi.stubGlobal('fetch', answer(401, { Message: 'Phiên đăng nhập đã hết hạn', code: 'invalid-refresh-token' }));
    await expect(call(currentUserEndpoints.get)).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
  });
});

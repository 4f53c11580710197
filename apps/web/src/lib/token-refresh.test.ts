/**
 * Token refresh timing (DESIGN.md §5, SPEC.md §9): 5 min before expiry, expired 30 s early, and
 * after failures a retry in 30 s doubling up to 16 min. Fake timers, a fake fetch, a fake storage.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isExpired, startTokenRefresh, stopTokenRefresh, tokenExpiry } from './token-refresh.ts';
import { readToken, writeToken } from './token-store.ts';

const MIN = 60_000;
const jwt = (expMs: number) => `e30.${btoa(JSON.stringify({ exp: Math.floor(expMs / 1000) })).replace(/=+$/, '')}.sig`;

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

let calls: number[];
let answers: ('ok' | 'fail')[];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T07:00:00Z') });
  vi.stubGlobal('localStorage', memoryStorage());
  calls = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calls.push(Date.now());
      if ((answers.shift() ?? 'ok') === 'fail')
        return new Response('{"Message":"x","code":"invalid-refresh-token"}', { status: 503 });
      return new Response(JSON.stringify({ token: jwt(Date.now() + 60 * MIN) }), { status: 200 });
    }),
  );
});

afterEach(() => {
  stopTokenRefresh();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('token refresh', () => {
  it('reads exp and treats a token as expired 30 s early', () => {
    const now = Date.now();
    const token = jwt(now + 60 * MIN);
    expect(tokenExpiry(token)).toBe(now + 60 * MIN);
    expect(isExpired(token, now + 59 * MIN)).toBe(false);
    expect(isExpired(token, now + 59.5 * MIN)).toBe(true);
    expect(isExpired('not-a-jwt')).toBe(true);
    expect(isExpired(null)).toBe(true);
  });

  it('refreshes 5 min before expiry and stores the new token', async () => {
    const start = Date.now();
    const first = jwt(start + 60 * MIN);
    writeToken(first);
    startTokenRefresh();
    await vi.advanceTimersByTimeAsync(55 * MIN - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([start + 55 * MIN]);
    expect(readToken()).not.toBe(first);
    expect(tokenExpiry(readToken()!)).toBe(start + 115 * MIN); // the new token's own hour
  });

  it('after failures retries in 30 s, doubling, never waiting more than 16 min', async () => {
    const start = Date.now();
    writeToken(jwt(start + 5 * MIN)); // due now
    answers = Array(8).fill('fail');
    startTokenRefresh();
    await vi.advanceTimersByTimeAsync(3 * 60 * MIN);
    const gaps = calls.slice(1).map((t, i) => (t - calls[i]!) / 1000);
    expect(gaps.slice(0, 7)).toEqual([30, 60, 120, 240, 480, 960, 960]);
  });

  it('does nothing without a token', async () => {
    writeToken(null);
    startTokenRefresh();
    await vi.advanceTimersByTimeAsync(120 * MIN);
    expect(calls).toHaveLength(0);
  });

  it('with the phone clock 2 h ahead, refreshes once every 55 min, not in a loop (decision 0020)', async () => {
    const skew = 2 * 60 * MIN;
    const issued = () => {
      const iat = Math.floor((Date.now() - skew) / 1000); // the server's clock
      return `e30.${btoa(JSON.stringify({ iat, exp: iat + 3600 })).replace(/=+$/, '')}.sig`;
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls.push(Date.now());
        return new Response(JSON.stringify({ token: issued() }), { status: 200 });
      }),
    );
    const start = Date.now();
    writeToken(issued()); // as signIn stores it: the offset is measured here
    startTokenRefresh();
    await vi.advanceTimersByTimeAsync(3 * 60 * MIN);
    expect(calls.map((t) => (t - start) / MIN)).toEqual([55, 110, 165]);
  });
});

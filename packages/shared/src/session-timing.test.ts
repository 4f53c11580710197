/**
 * Token timing on the server's clock (decision 0020): the offset from `iat`, expiry
 * and refresh times with that offset, and the scheduler with a device clock 2 h ahead: one refresh
 * every ~55 min when the offset is known, and at most one attempt per back-off step when it is not.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  clockOffsetOf,
  createRefreshScheduler,
  isExpired,
  refreshDueIn,
  tokenTimes,
} from './session-timing.ts';

const MIN = 60_000;
const SKEW = 2 * 60 * MIN; // the phone runs 2 h ahead
const SERVER_NOW = Date.parse('2026-11-21T07:00:00Z');

/** A JWT as the API issues it at server time `iatMs`: 1 h validity. */
const jwt = (iatMs: number, ttlMs = 60 * MIN) => {
  const claims = { sub: '1', iat: Math.floor(iatMs / 1000), exp: Math.floor((iatMs + ttlMs) / 1000) };
  return `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
};
const serverNow = () => Date.now() - SKEW;

beforeEach(() => {
  vi.useFakeTimers({ now: SERVER_NOW + SKEW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('times on the server clock', () => {
  it('reads iat and exp, and measures the offset at receipt', () => {
    const token = jwt(SERVER_NOW);
    expect(tokenTimes(token)).toEqual({ iat: SERVER_NOW, exp: SERVER_NOW + 60 * MIN });
    expect(clockOffsetOf(token, SERVER_NOW + SKEW)).toBe(-SKEW);
    expect(clockOffsetOf(token, SERVER_NOW + 800)).toBe(0); // iat has 1 s resolution: no skew
    expect(clockOffsetOf('e30.e30.sig')).toBe(0);
    expect(tokenTimes('nope')).toBeNull();
  });

  it('a fresh token looks expired on a fast clock, and fresh with the offset', () => {
    const token = jwt(SERVER_NOW);
    const local = SERVER_NOW + SKEW;
    expect(isExpired(token, local)).toBe(true);
    expect(isExpired(token, local, -SKEW)).toBe(false);
    expect(refreshDueIn(token, local, -SKEW)).toBe(55 * MIN);
  });

  it('backs off 30 s doubling to 16 min', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelay(n) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 960, 960]);
    expect(backoffDelay(3, 5_000)).toBe(20_000);
    expect(backoffDelay(40)).toBe(BACKOFF_MAX_MS);
  });
});

describe('refresh scheduler with a device clock 2 h ahead', () => {
  function setup(withOffset: boolean) {
    let token: string | null = jwt(serverNow());
    let offset = withOffset ? clockOffsetOf(token) : 0;
    const calls: number[] = [];
    const scheduler = createRefreshScheduler({
      readToken: () => token,
      clockOffset: () => offset,
      refresh: async () => {
        calls.push(Date.now());
        token = jwt(serverNow());
        if (withOffset) offset = clockOffsetOf(token);
      },
    });
    return { scheduler, calls, setToken: (t: string) => (token = t) };
  }

  it('with the offset from iat: one refresh every 55 min', async () => {
    const { scheduler, calls } = setup(true);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(3 * 60 * MIN);
    scheduler.stop();
    expect(calls.map((t) => (t - (SERVER_NOW + SKEW)) / MIN)).toEqual([55, 110, 165]);
  });

  it('without an offset: at most one attempt per back-off step, never a flood', async () => {
    const { scheduler, calls } = setup(false);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(60 * MIN);
    scheduler.stop();
    const gaps = calls.slice(1).map((t, i) => (t - calls[i]!) / 1000);
    expect(calls.length).toBeLessThanOrEqual(8);
    expect(gaps).toEqual([30, 60, 120, 240, 480, 960, 960]); // 47.5 min: the next one is due at 63.5
  });

  it('start() while a back-off wait runs keeps the wait (a page load does not restart the loop)', async () => {
    const { scheduler, calls } = setup(false);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1);
    for (let i = 0; i < 20; i += 1) scheduler.start();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(calls).toHaveLength(1);
    scheduler.stop();
  });

  it('does not refresh when another tab stored a newer token meanwhile', async () => {
    const { scheduler, calls, setToken } = setup(true);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(50 * MIN);
    setToken(jwt(serverNow())); // another tab refreshed: due 55 min from now
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(45 * MIN);
    expect(calls).toHaveLength(1);
    scheduler.stop();
  });
});

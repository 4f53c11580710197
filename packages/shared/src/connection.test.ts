/**
 * Session load failures (decision 0020): only a 401 ends the session; network errors
 * and 5xx are retried with back-off (5 s doubling) and at once when the browser is back online.
 */

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { failureKind, retryUntilDone } from './connection.ts';

const offline = new ApiError(0, 'network-request-failed', 'x');
const down = new ApiError(503, 'http-503', 'x');
const refused = new ApiError(401, 'invalid-user-token', 'x');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function run(results: (ApiError | 'ok')[]) {
  const events = new EventTarget();
  const at: number[] = [];
  const start = Date.now();
  const log = { problems: [] as string[], refused: 0, done: 0 };
  const cancel = retryUntilDone(
    async () => {
      at.push((Date.now() - start) / 1000);
      const r = results.shift() ?? 'ok';
      if (r !== 'ok') throw r;
    },
    {
      events,
      onProblem: (k) => log.problems.push(k),
      onRefused: () => (log.refused += 1),
      onDone: () => (log.done += 1),
    },
  );
  return { events, at, log, cancel };
}

describe('session load failures', () => {
  it('sorts failures: 401 refused, no answer offline, the rest server', () => {
    expect(failureKind(refused)).toBe('refused');
    expect(failureKind(offline)).toBe('offline');
    expect(failureKind(down)).toBe('server');
    expect(failureKind(new Error('boom'))).toBe('server');
  });

  it('retries network and server failures with back-off, then succeeds', async () => {
    const { at, log } = run([offline, offline, down, 'ok']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(at).toEqual([0, 5, 15, 35]);
    expect(log).toEqual({ problems: ['offline', 'offline', 'server'], refused: 0, done: 1 });
  });

  it('tries at once when the browser comes back online', async () => {
    const { events, at, log } = run([offline, 'ok']);
    await vi.advanceTimersByTimeAsync(1_000);
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(at).toEqual([0, 1]);
    expect(log.done).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(at).toHaveLength(2); // done: no more attempts
  });

  it('stops at a 401 and reports it once', async () => {
    const { at, log } = run([offline, refused]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(at).toEqual([0, 5]);
    expect(log).toEqual({ problems: ['offline'], refused: 1, done: 0 });
  });

  it('cancel stops the retries', async () => {
    const { at, cancel } = run([offline, offline, offline]);
    await vi.advanceTimersByTimeAsync(1);
    cancel();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(at).toEqual([0]);
  });
});

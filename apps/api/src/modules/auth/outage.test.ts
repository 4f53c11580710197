/**
 * The "whole-API deadlock" of decision 0019: a burst of reset requests for one account must not leave the pool
 * stuck. Before the fix the reset transaction held the user's row lock and waited for a second pool
 * connection (the mail outbox written through `db`) while the other requests held every connection
 * waiting for that lock; every later request hung.
 */
import type { PoolClient } from 'pg';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();

/** Rejects when `p` takes longer than `ms`, so a hang fails the test instead of stalling the run. */
function within<T>(ms: number, p: Promise<T>): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);
}

describe('a burst of password resets for one account', () => {
  it('leaves the API answering: 25 concurrent forgotPassword, then CurrentUser answers promptly', async () => {
    const user = await registerCustomer(ctx.app);
    const burst = Array.from({ length: 25 }, (_, i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgotPassword',
        payload: { userName: user.email },
        remoteAddress: `10.0.0.${i + 1}`,
      }),
    );
    const answers = await within(10_000, Promise.all(burst));
    // Three codes per 15 minutes: the rest are refused, none hangs or fails.
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(3).fill(200), ...Array(22).fill(429)]);
    const me = await within(3_000, ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: user.auth }));
    expect(me.statusCode).toBe(200);
  }, 20_000);
});

describe('GET /api/health/ready', () => {
  const small = useTestApp({ READINESS_TIMEOUT_MS: '300' });

  it('answers ok while the database answers, and 503 in bounded time when no connection is free', async () => {
    const ok = await small.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });

    // Every connection of the app's pool taken (the state of the deadlock above); the change feed
    // keeps one of them for itself.
    const pool = small.database.pool;
    const held: PoolClient[] = [];
    for (let round = 0; round < 3; round++) {
      while (pool.totalCount < pool.options.max || pool.idleCount > 0) held.push(await pool.connect());
      await new Promise((resolve) => setTimeout(resolve, 50)); // a connection busy a moment ago comes back
    }
    try {
      const started = Date.now();
      const down = expectError(await small.app.inject({ method: 'GET', url: '/api/health/ready' }), 503);
      expect(down.code).toBe('service-unavailable');
      expect(Date.now() - started).toBeLessThan(2_000);
      // Liveness does not touch the database.
      expect((await small.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      for (const client of held) client.release();
    }
    expect((await small.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

describe('pool time limits', () => {
  it('set statement_timeout and idle_in_transaction_session_timeout on every connection', async () => {
    const { rows } = await ctx.database.pool.query(
      `select current_setting('statement_timeout') as s, current_setting('idle_in_transaction_session_timeout') as i`,
    );
    expect(rows[0]).toEqual({ s: '15s', i: '15s' });
    expect(ctx.database.pool.options.connectionTimeoutMillis).toBe(5_000);
  });
});

/**
 * Rate limits that a client cannot dodge (decision 0021): X-Forwarded-For counts only from a
 * configured proxy, the per-account failure counter holds under a parallel burst, and with REDIS_URL
 * two instances share one client's counters.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { createMailer } from '../modules/mail/mail.service.ts';
import { registerCustomer, TEST_JWT_SECRET, useTestApp } from '../test/helpers.ts';

const ctx = useTestApp();
const extraApps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of extraApps) await app.close();
});

const PER_MINUTE = 30;

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    db: ctx.database.db,
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), ...env }),
    jwtSecret: TEST_JWT_SECRET,
    mailer: createMailer({ db: ctx.database.db, from: 'test@example.vn', log: () => {} }),
    logger: false,
  });
  extraApps.push(app);
  return app;
}

/** Random IPv4 address (what an attacker puts in X-Forwarded-For). */
function randomIp(): string {
  return Array.from({ length: 4 }, () => Math.floor(Math.random() * 254) + 1).join('.');
}

/** `n` logins for unknown accounts (no per-account lock, no hashing); returns how many got 429. */
async function countLimited(
  app: FastifyInstance,
  n: number,
  request: () => { remoteAddress?: string; headers?: Record<string, string> },
): Promise<number> {
  let limited = 0;
  for (let i = 0; i < n; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: `nobody-${randomUUID()}@example.vn`, password: 'sai-mat-khau1' },
      ...request(),
    });
    if (res.statusCode === 429) limited += 1;
    else expect(res.statusCode).toBe(401);
  }
  return limited;
}

describe('per-address rate limit', () => {
  it('ignores X-Forwarded-For by default: 40 logins with random headers get the same 429s as 40 from one address', async () => {
    const app = await appWith({});
    const remoteAddress = '203.0.113.7';
    expect(await countLimited(app, 40, () => ({ remoteAddress }))).toBe(10);
    const spoofer = '203.0.113.8';
    const spoofed = await countLimited(app, 40, () => ({
      remoteAddress: spoofer,
      headers: { 'x-forwarded-for': randomIp() },
    }));
    expect(spoofed).toBe(10);
  });

  it('counts per forwarded client when the request comes through a configured proxy', async () => {
    const app = await appWith({ TRUST_PROXY: '127.0.0.1' });
    // Through the proxy (127.0.0.1): each forwarded client has its own budget.
    const clients = ['198.51.100.1', '198.51.100.2'];
    let limited = 0;
    for (const client of clients) {
      limited += await countLimited(app, 20, () => ({
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      }));
    }
    expect(limited).toBe(0);
    // A peer that is not the proxy cannot choose its address.
    const direct = await countLimited(app, 40, () => ({
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-for': randomIp() },
    }));
    expect(direct).toBe(10);
  });
});

describe('per-account failed-login counter', () => {
  it('lets at most 5 of 20 parallel wrong passwords reach the password check', async () => {
    const user = await registerCustomer(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userName: user.email, password: 'sai-mat-khau1' },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(15);
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.email, password: user.password },
    });
    expect(right.statusCode).toBe(429);
  });

  it('gives the slot back on a right password: five good logins in a row do not lock the account', async () => {
    const user = await registerCustomer(ctx.app);
    for (let i = 0; i < 7; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe('rate limits shared through Redis', async () => {
  const reachable = await redisReachable();
  const prefix = `test-${randomUUID()}:`;

  beforeAll(() => {
    if (!reachable) console.warn(`Redis at ${redisUrl} unreachable: the shared rate-limit test is skipped`);
  });
  afterAll(async () => {
    if (!reachable) return;
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it.skipIf(!reachable)('counts one client across two instances (memory: each alone)', async () => {
    const remoteAddress = '192.0.2.44';
    const shared = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    const a = await appWith(shared);
    const b = await appWith(shared);
    const onA = await countLimited(a, 20, () => ({ remoteAddress }));
    const onB = await countLimited(b, 20, () => ({ remoteAddress }));
    expect(onA).toBe(0);
    expect(onB).toBe(10);
    const redis = new Redis(redisUrl);
    expect((await redis.keys(`${prefix}rl:*`)).length).toBeGreaterThan(0);
    await redis.quit();

    // Without Redis each instance counts alone: the same 40 requests see no 429.
    const c = await appWith({});
    const d = await appWith({});
    expect(
      (await countLimited(c, 20, () => ({ remoteAddress }))) + (await countLimited(d, 20, () => ({ remoteAddress }))),
    ).toBe(0);
  });
});

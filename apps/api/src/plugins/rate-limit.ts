/**
 * @fastify/rate-limit for the whole app (routes opt in with `config.rateLimit`, decision 0004). The
 * key is `request.ip`, which honours X-Forwarded-For only from the proxies named in TRUST_PROXY
 * (decision 0021). With REDIS_URL the counters live in Redis under `REDIS_KEY_PREFIX` + `rl:`, so
 * every instance counts the same client together; without it, in this process's memory.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';

export async function registerRateLimit(app: FastifyInstance, env: Env): Promise<void> {
  if (!env.REDIS_URL) {
    await app.register(fastifyRateLimit, { global: false });
    return;
  }
  const redis = new Redis(env.REDIS_URL, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  redis.on('error', (e: Error) => app.log.warn(`redis: ${e.message}`));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: `${env.REDIS_KEY_PREFIX}rl:`,
    // An unreachable Redis must not take the sign-in pages down with it: the per-account login
    // counter in PostgreSQL still holds (auth.service).
    skipOnError: true,
  });
}

/**
 * Route config that allows `max` calls a minute per signed-in user (per address before sign-in): for
 * what a user does many times and should not do without end, such as claims and uploads (decision
 * 0083). Counted in preHandler, once the route's guard has named the user.
 */
export function perUserLimit(max: number): { config: FastifyContextConfig } {
  return {
    config: {
      rateLimit: {
        max,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (req) => (req.actor ? `user:${req.actor.userId}` : `ip:${req.ip}`),
      },
    },
  };
}

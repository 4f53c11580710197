/** Mounts every module's routes under /api. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Env } from './config/env.ts';
import type { Db } from './db/client.ts';
import type { SessionCache } from './plugins/auth.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import type { AuthDeps } from './modules/auth/auth.service.ts';
import type { TokenSigner } from './modules/auth/tokens.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { userRoutes } from './modules/user/user.routes.ts';

export interface RouteDeps {
  db: Db;
  env: Env;
  signer: TokenSigner;
  mailer: Mailer;
  sessions: SessionCache;
}

export async function registerApiRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const auth: AuthDeps = { db, signer: deps.signer, mailer: deps.mailer, onSessionsRevoked: (ids) => deps.sessions.drop(ids) };

  api.get('/health', { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));
  await api.register(authRoutes, {
    prefix: '/auth',
    deps: auth,
    secureCookies: deps.env.NODE_ENV === 'production',
    rateLimitPerMinute: deps.env.AUTH_RATE_LIMIT_PER_MINUTE,
  });
  await api.register(userRoutes, { prefix: '/CurrentUser', db, auth });
}

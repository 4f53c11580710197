/**
 * Builds the Fastify app without listening (tests call it through inject()). Routes live under /api;
 * the built PWA and console are served beside them when `serveStatic` is on.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import type { Db } from './db/client.ts';
import { startChangeFeed } from './lib/change-feed.ts';
import { createDomainEventDispatcher, type DomainEventDispatcher } from './lib/domain-event-dispatcher.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import type { Mailer } from './modules/mail/mail.service.ts';
import { createProfileCache } from './modules/user/profile-cache.ts';
import { createSessionCache, registerAuth } from './plugins/auth.ts';
import { registerApiNotFound, registerErrorHandling } from './plugins/errors.ts';
import { serializerCompiler } from './plugins/serializer.ts';
import { registerStatic } from './plugins/static.ts';
import { registerApiRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's domain-event subscribers (decision 0015): subscribe before `ready()`. */
    domainEvents: DomainEventDispatcher;
  }
}

export interface AppOptions {
  db: Db;
  env: Env;
  jwtSecret: string;
  mailer: Mailer;
  serveStatic?: boolean;
  logger?: boolean;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: opts.env.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'API Đặt hàng Trung Quốc', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const signer = await createTokenSigner(opts.jwtSecret);
  const domainEvents = createDomainEventDispatcher(opts.db, (m) => app.log.warn(m));
  app.decorate('domainEvents', domainEvents);
  const feed = startChangeFeed(opts.db, (m) => app.log.warn(m), [domainEvents.channel]);
  const sessions = createSessionCache(opts.db, feed);
  const profiles = createProfileCache(opts.db, feed);
  app.addHook('onReady', async () => {
    await domainEvents.start();
    opts.mailer.start();
  });
  app.addHook('onClose', async () => {
    await domainEvents.close();
    await opts.mailer.close();
    sessions.close();
    profiles.close();
    await feed.close();
  });
  registerAuth(app, signer, sessions);

  await app.register(
    async (api) => {
      registerApiNotFound(api);
      registerApiRoutes(api, { db: opts.db, env: opts.env, signer, mailer: opts.mailer, profiles });
    },
    { prefix: '/api' },
  );
  if (opts.serveStatic) await registerStatic(app);
  return app;
}

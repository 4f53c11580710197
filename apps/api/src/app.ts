/**
 * Builds the Fastify app without listening (tests call it through inject()). Routes live under /api;
 * the built PWA and console are served beside them when `serveStatic` is on.
 */

import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiDocsEnabled, type Env } from './config/env.ts';
import type { Db } from './db/client.ts';
import { startChangeFeed } from './lib/db/change-feed.ts';
import { TotalCache } from './lib/db/total-cache.ts';
import { memoryHub, redisHub } from './lib/live/hub.ts';
import { type FileStorage, storageFrom } from './lib/platform/file-storage.ts';
import { repoRoot } from './lib/platform/paths.ts';
import { registerAgency } from './modules/agency/agency.events.ts';
import { createProfileCache } from './modules/auth/profile-cache.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import { registerConsignmentOrderType } from './modules/consignment/consignment-type.ts';
import { contentPageMeta } from './modules/content/page-meta.ts';
import { startAppJobs } from './modules/jobs/jobs.service.ts';
import { registerTimedRules } from './modules/jobs/timed-rules.ts';
import { bridgeToHub } from './modules/live/live-bridge.ts';
import type { Mailer } from './modules/mail/mail.service.ts';
import { registerNotifications } from './modules/notification/notification-producer.ts';
import { createPhotoUrls } from './modules/parcel/photo-urls.ts';
import { productCatalogFromEnv } from './modules/product/product.config.ts';
import type { ProductCatalog } from './modules/product/product-catalog.ts';
import { registerPurchaseOrderType } from './modules/purchase-order/purchase-order-type.ts';
import { vapidFromEnv } from './modules/push/push.config.ts';
import { createPushSender } from './modules/push/push-sender.ts';
import { createStaffCounts } from './modules/staff-counts/staff-counts.service.ts';
import { type TaobaoGlobal, taobaoGlobalFromEnv } from './modules/taobao-global/taobao.config.ts';
import { registerTaobaoGlobalOrderType } from './modules/taobao-global/taobao-global-type.ts';
import { createSessionCache, registerAuth } from './plugins/auth.ts';
import { registerApiNotFound, registerErrorHandling } from './plugins/errors.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { serializerCompiler } from './plugins/serializer.ts';
import { registerStatic, type StaticRoots } from './plugins/static.ts';
import { registerApiRoutes } from './routes.ts';

export interface AppOptions {
  db: Db;
  env: Env;
  jwtSecret: string;
  mailer: Mailer;
  serveStatic?: boolean | StaticRoots;
  logger?: boolean;
  /** Where uploads go; default from the environment (S3_* or UPLOAD_DIR, lib/platform/file-storage.ts). */
  storage?: FileStorage;
  /**
   * Run this instance's job runner (timed rules, mail, domain-event deliveries, pruning;
   * modules/jobs/jobs.service.ts, decision 0086), started when the app is ready and stopped on close.
   * Default true; the API tests turn it on where they need it. Either way, transactions enqueue
   * their jobs (tests run them with `mailer.flush()` or `runDueJobs`).
   */
  jobs?: boolean;
  /** The Taobao Global service; default from the environment (null: not configured, decision 0116). */
  taobao?: TaobaoGlobal | null;
  /** The product-data provider; default from the environment (null: not configured, decision 0124). */
  productCatalog?: ProductCatalog | null;
}

/** Fastify's `trustProxy` for TRUST_PROXY: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(value: Env['TRUST_PROXY']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: opts.env.LOG_LEVEL },
    // Forwarded headers count only from the proxies named in TRUST_PROXY (decision 0021).
    trustProxy: trustProxyOption(opts.env.TRUST_PROXY),
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyCookie);
  await registerSecurity(app);
  await registerRateLimit(app, opts.env);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'API Đặt hàng Trung Quốc', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  // Off in production unless API_DOCS=true; the UI page sets its own CSP with its scripts' hashes.
  if (apiDocsEnabled(opts.env)) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const signer = await createTokenSigner(opts.jwtSecret);
  // LISTEN/NOTIFY serves cache invalidation only; work after a commit is a job (decision 0086).
  const totals = new TotalCache();
  const feed = startChangeFeed(opts.db, (m) => app.log.warn(m), [totals.channel]);
  totals.attach(opts.db, feed);
  const staffCounts = createStaffCounts(opts.db, totals);
  const sessions = createSessionCache(opts.db, feed);
  const profiles = createProfileCache(opts.db, feed);
  // The live connection's topics: through Redis when REDIS_URL is set, else this process's (decision 0113).
  const live = opts.env.REDIS_URL
    ? redisHub(opts.env.REDIS_URL, opts.env.REDIS_KEY_PREFIX, (m) => app.log.warn(m))
    : memoryHub();
  const unbridge = bridgeToHub(opts.db, live);
  // The kinds of order (decision 0089), before anything that follows parcels or pays orders.
  registerPurchaseOrderType();
  registerConsignmentOrderType();
  registerTaobaoGlobalOrderType();
  const taobao = opts.taobao !== undefined ? opts.taobao : taobaoGlobalFromEnv(opts.env);
  const productCatalog =
    opts.productCatalog !== undefined ? opts.productCatalog : productCatalogFromEnv(opts.env, (m) => app.log.warn(m));
  registerTimedRules();
  registerNotifications({ mailer: opts.mailer, publicUrl: opts.env.PUBLIC_URL });
  registerAgency();
  let jobs: Awaited<ReturnType<typeof startAppJobs>> | null = null;
  app.addHook('onReady', async () => {
    if (opts.jobs !== false)
      jobs = await startAppJobs({
        db: opts.db,
        mailer: opts.mailer,
        log: (m) => app.log.warn(m),
        logError: (m) => app.log.error(m),
        push: ((vapid) => vapid && createPushSender(vapid))(vapidFromEnv(opts.env)),
        taobao,
      });
  });
  app.addHook('onClose', async () => {
    await jobs?.stop();
    sessions.close();
    profiles.close();
    totals.close();
    unbridge();
    await productCatalog?.close();
    await live.close();
    await feed.close();
  });
  registerAuth(app, signer, sessions);

  await app.register(
    async (api) => {
      registerApiNotFound(api);
      registerApiRoutes(api, {
        db: opts.db,
        env: opts.env,
        signer,
        mailer: opts.mailer,
        profiles,
        staffCounts,
        live,
        sessions,
        photos: createPhotoUrls(opts.jwtSecret),
        taobao,
        productCatalog,
        storage:
          opts.storage ??
          storageFrom(
            opts.env,
            opts.env.UPLOAD_DIR ?? path.join(opts.env.DATA_DIR ?? path.join(repoRoot, 'data'), 'uploads'),
          ),
      });
    },
    { prefix: '/api' },
  );
  if (opts.serveStatic)
    await registerStatic(app, opts.serveStatic === true ? undefined : opts.serveStatic, (url) =>
      contentPageMeta(opts.db, url),
    );
  return app;
}

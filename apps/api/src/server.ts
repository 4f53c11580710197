/**
 * `npm start`: one process on PORT serving the API under /api, the PWA at / and the console at /admin.
 * Without DATABASE_URL it runs embedded PostgreSQL with its data in ./data (repository root).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { connect } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { prepareDatabase } from './db/prepare.ts';
import { createMailer } from './modules/mail/mail.service.ts';

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

async function main() {
  const env = loadEnv();
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? path.resolve(import.meta.dirname, '../../../data'));
  let stopEmbedded: (() => Promise<void>) | null = null;
  let url = env.DATABASE_URL;
  if (!url) {
    if (production) throw new Error('DATABASE_URL is required in production');
    mkdirSync(dataDir, { recursive: true });
    const embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'), console.error);
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const database = connect(url, env.DATABASE_POOL_SIZE, {
    connect: env.DATABASE_CONNECT_TIMEOUT_MS,
    statement: env.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransaction: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  const { seeded } = await prepareDatabase(database.db, { seedDemo: env.SEED_DEMO && !production });
  const app = await buildApp({
    db: database.db,
    env,
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

  const shutdown = async () => {
    await app.close();
    await database.close();
    if (stopEmbedded) await stopEmbedded();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Browser tier (decision 0087): one product server per vitest worker, each on its own database, so
 * test files run in parallel without seeing each other's rows or settings. The databases are copies
 * of one template migrated and seeded once per run (apps/api/src/test/databases.ts, as the API
 * tier's), on TEST_DATABASE_URL's server (CI: the machine's PostgreSQL; its own database is never
 * touched) or else on one embedded PostgreSQL in a temporary directory. Provides every server's URL
 * (a file takes its worker's: support/server.ts) and the JWT secret they share (session tests sign
 * expired access tokens with it). Teardown stops the servers and drops the run's databases.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { connect } from '../../apps/api/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded.ts';
import { prepareDatabase } from '../../apps/api/src/db/prepare.ts';
import {
  createFileDatabase,
  createTemplate,
  dropDatabasesLike,
  dropStaleDatabases,
  newRunPrefix,
} from '../../apps/api/src/test/databases.ts';
import { bankWebhookEnv } from './bank-webhook.ts';
import { type RunningServer, startServer } from './server-process.ts';
import { e2eWorkers } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: worker n (VITEST_POOL_ID, 1-based) uses baseUrls[n - 1]. */
    baseUrls: string[];
    jwtSecret: string;
    /** The PostgreSQL server the run's databases live on, and the run's name prefix: a test that needs an empty database of its own (a production start) creates `<prefix>_<name>` there; teardown drops it with the rest. */
    databaseServer: { url: string; prefix: string };
  }
}

async function databaseServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const shared = process.env.TEST_DATABASE_URL;
  if (shared) {
    await dropStaleDatabases(shared);
    return { url: shared, stop: async () => {} };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-pg-'));
  const embedded = await startEmbeddedPostgres(dir);
  return {
    url: embedded.url,
    async stop() {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const jwtSecret = randomBytes(32).toString('base64url');
  const pgServer = await databaseServer();
  const prefix = newRunPrefix();
  const servers: RunningServer[] = [];
  const teardown = async () => {
    try {
      await Promise.all(servers.filter(Boolean).map((s) => s.stop()));
      await dropDatabasesLike(pgServer.url, prefix);
    } finally {
      await pgServer.stop();
    }
  };
  try {
    const dbs = await createTemplate(pgServer.url, prefix, async (url) => {
      const database = connect(url, 2);
      try {
        await prepareDatabase(database.db, { seedDemo: true });
      } finally {
        await database.close();
      }
    });
    // One copy per worker, made one after the other (a copy locks the template); then the servers
    // start together. Browser tests use a handful of connections at a time: npm start's pool of 20
    // per server, times the workers, would crowd a shared server's max_connections for nothing.
    const copies: string[] = [];
    for (let w = 0; w < e2eWorkers(); w += 1) copies.push((await createFileDatabase(dbs)).url);
    const started = await Promise.allSettled(
      copies.map(async (url, i) => {
        servers[i] = await startServer(
          // The bank notification webhooks answer 404 unless configured (bank-notification.test.ts).
          { JWT_SECRET: jwtSecret, DATABASE_POOL_SIZE: '10', ...bankWebhookEnv },
          { databaseUrl: url },
        );
      }),
    );
    // Every start has settled, so the teardown below stops each server that did start.
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    project.provide(
      'baseUrls',
      servers.map((s) => s.baseUrl),
    );
    project.provide('jwtSecret', jwtSecret);
    project.provide('databaseServer', { url: pgServer.url, prefix });
  } catch (error) {
    await teardown(); // vitest runs no teardown when setup throws
    throw error;
  }
  return teardown;
}

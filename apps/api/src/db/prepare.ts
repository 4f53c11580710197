/**
 * Everything a database needs before the app serves: migrations, the job queue's schema, system
 * accounts, seed data.
 * Runs under a PostgreSQL advisory lock, so instances starting at once on one database take turns:
 * the first migrates and seeds, the others find it done (decision 0023).
 */
import pg from 'pg';
import { installJobQueue } from '../lib/events/job-queue.ts';
import { ensureSystemAccounts } from '../modules/wallet/ledger.service.ts';
import type { Db } from './client.ts';
import { runMigrations } from './migrate.ts';
import { isEmpty, seedDemoAccounts, seedReferenceData } from './seed.ts';
import { seedDemoArticles, seedStaticPages } from './seed-content.ts';

/** The advisory lock key of database preparation (any fixed 64-bit number; 'prep' in ASCII). */
export const PREPARE_LOCK_KEY = 0x70726570;
/** Longest wait for another instance's preparation (PostgreSQL `lock_timeout` of the waiting session). */
const LOCK_WAIT = '5min';

/**
 * Runs `fn` while holding a session-level advisory lock on its own connection (not one of the pool's:
 * the work inside may use every pool connection). The lock goes with the session if the process dies.
 */
export async function withPrepareLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client(db.$client.options);
  await client.connect();
  try {
    await client.query(`set lock_timeout = '${LOCK_WAIT}'`);
    await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

export async function prepareDatabase(db: Db, opts: { seedDemo: boolean }): Promise<{ seeded: boolean }> {
  return withPrepareLock(db, async () => {
    await runMigrations(db);
    // The job queue's schema (graphile_worker), so status changes can enqueue before a runner starts.
    await installJobQueue(db);
    await ensureSystemAccounts(db);
    await seedStaticPages(db);
    const empty = await isEmpty(db);
    if (!empty) return { seeded: false };
    await seedReferenceData(db, { demoBankAccount: opts.seedDemo });
    if (opts.seedDemo) await seedDemoAccounts(db);
    if (opts.seedDemo) await seedDemoArticles(db);
    return { seeded: opts.seedDemo };
  });
}

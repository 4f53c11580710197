/**
 * Set-up of every API test file (vitest.config.ts, project `api`): a test fails when pg warns that
 * a query was sent on a connection still running another. That happens when queries of one
 * transaction (`tx`, a single connection) overlap, e.g. under `Promise.all`: pg 8 queues them with a
 * DeprecationWarning and pg 9 refuses them. Node says it once per process, so the listener is
 * installed once per worker and the test that was running when it came fails.
 *
 * After the file's own hooks (vitest runs `afterAll` hooks in reverse order, and this file's are
 * registered first), the ledger check (decision 0085) runs on the file's database before it is
 * dropped: a violation fails the file, naming each subject. A test that plants violations on
 * purpose must repair them before it ends.
 */
import { afterAll, afterEach } from 'vitest';
import { finishFileDatabase } from './helpers.ts';

const OVERLAP = 'Calling client.query() when the client is already executing a query';
const seen = globalThis as { pgOverlapWarnings?: string[] };

if (!seen.pgOverlapWarnings) {
  // Deep enough to reach the app's own frame beneath drizzle's and pg's.
  Error.stackTraceLimit = 40;
  const warnings: string[] = [];
  seen.pgOverlapWarnings = warnings;
  process.on('warning', (warning) => {
    if (warning.message.startsWith(OVERLAP)) warnings.push(warning.stack ?? warning.message);
  });
}

afterEach(async () => {
  // process.emitWarning delivers on the next tick: let it arrive before looking.
  await new Promise((resolve) => setImmediate(resolve));
  const warnings = seen.pgOverlapWarnings!.splice(0);
  if (warnings.length > 0) {
    throw new Error(`queries overlapped on one database connection (use them one after another):\n${warnings[0]}`);
  }
});

afterAll(async () => {
  const violations = await finishFileDatabase();
  if (violations.length > 0) {
    throw new Error(`the ledger check found ${violations.length} violation(s):\n${violations.join('\n')}`);
  }
});

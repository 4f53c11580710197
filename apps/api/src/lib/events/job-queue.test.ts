/**
 * The job runner (decision 0069) outlives a fatal error: when graphile-worker gives up (here a job's
 * completion cannot get through: the queue's table is locked past the statement timeout), the
 * runner stops and is started again, and later jobs run.
 */
import { describe, expect, it } from 'vitest';
import { connect } from '../../db/client.ts';
import { useTestDatabase } from '../../test/helpers.ts';
import { enqueue, startJobRunner } from './job-queue.ts';

const ctx = useTestDatabase();

describe('startJobRunner', () => {
  it('starts the runner again after it stopped on a fatal error', async () => {
    const url = ctx.database.pool.options.connectionString!;
    // The runner's pool copies these options: its statements give up after 300 ms.
    const strict = connect(url, 2, { statement: 300 });
    const ran: string[] = [];
    const logs: string[] = [];
    let released: Promise<void> = Promise.resolve();
    const tasks = {
      probe: async (payload: unknown) => {
        const { n } = payload as { n: string };
        ran.push(n);
        if (n !== 'first') return;
        // Another session locks the queue's table for 1.5 s: this job's completion times out.
        const client = await ctx.database.pool.connect();
        await client.query('begin');
        await client.query('lock table graphile_worker._private_jobs in access exclusive mode');
        released = new Promise((resolve) =>
          setTimeout(() => {
            client
              .query('commit')
              .finally(() => client.release())
              .then(() => resolve());
          }, 1_500),
        );
      },
    };
    const runner = await startJobRunner(strict.db, {
      tasks,
      log: (m) => logs.push(m),
      restartDelayMs: 200,
      pollIntervalMs: 100,
    });
    try {
      await enqueue(ctx.database.db, 'probe', { n: 'first' });
      await expect.poll(() => logs.some((l) => l.includes('starting it again')), { timeout: 10_000 }).toBe(true);
      await released;
      await enqueue(ctx.database.db, 'probe', { n: 'second' });
      await expect.poll(() => ran.includes('second'), { timeout: 15_000 }).toBe(true);
    } finally {
      await released;
      await runner.stop();
      await strict.close();
    }
    expect(logs.some((l) => l.includes('the runner failed'))).toBe(true);
  });
});

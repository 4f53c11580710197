/**
 * Delivery of domain events is exactly once per event and subscriber (decision 0086): a subscriber
 * that throws is retried by the job runner, its failed attempt's writes rolled back; a delivery job
 * run again after its handler committed (a worker that died before the job was marked done) does
 * nothing; two runners on one database deliver each event once; old events are pruned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../test/fixtures.ts';
import { useTestDatabase } from '../../test/helpers.ts';
import { transaction } from '../db/transaction.ts';
import {
  DELIVER_TASK,
  type DomainEventHandler,
  deliverDomainEvent,
  domainEventTasks,
  pruneDomainEvents,
  recordDomainEvent,
  subscribe,
} from './domain-events.ts';
import { runDueJobs, startJobRunner } from './job-queue.ts';

const ctx = useTestDatabase();
const db = () => ctx.database.db;
const stops: (() => void)[] = [];
afterAll(() => {
  for (const stop of stops) stop();
});

beforeAll(async () => {
  await db().execute('create table test_effects (event_id bigint not null, subscriber text not null)');
});

/** Subscribes `name` to `type` with a handler that writes one effect row in the delivery's transaction. */
function subscribeWriting(type: string, name: string, before?: (id: number) => void): number[] {
  const calls: number[] = [];
  const handler: DomainEventHandler = async (tx, e) => {
    calls.push(e.id);
    await tx.execute(`insert into test_effects values (${e.id}, '${name}')`);
    before?.(e.id);
  };
  stops.push(subscribe(type, name, handler));
  return calls;
}

const commit = (type: string) =>
  transaction(db(), (tx) =>
    recordDomainEvent(tx, { type, subjectType: 'test', subjectId: 1, userId: null, payload: {} }),
  );
const effects = async (name: string) =>
  (
    await query<{ event_id: string }>(ctx, 'select event_id from test_effects where subscriber = $1 order by 1', [name])
  ).map((r) => Number(r.event_id));
/** Makes the waiting delivery jobs of `name` due now (graphile-worker put a failed one off). */
const dueNow = (name: string) =>
  query(ctx, `update graphile_worker._private_jobs set run_at = now() where key like $1`, [`domain_event:${name}:%`]);

describe('redelivery', () => {
  it('retries a subscriber that throws; the failed attempt wrote nothing', async () => {
    let failures = 1;
    const calls = subscribeWriting('test.flaky', 'flaky', () => {
      if (failures-- > 0) throw new Error('not now');
    });
    const id = await commit('test.flaky');
    await runDueJobs(db(), domainEventTasks(db()));
    expect(calls).toEqual([id]);
    expect(await effects('flaky')).toEqual([]); // rolled back with its claim
    const [job] = await query(ctx, `select attempts, last_error from graphile_worker._private_jobs where key = $1`, [
      `domain_event:flaky:${id}`,
    ]);
    expect(job).toEqual({ attempts: 1, last_error: expect.stringContaining('not now') });
    await dueNow('flaky');
    await runDueJobs(db(), domainEventTasks(db()));
    expect(calls).toEqual([id, id]);
    expect(await effects('flaky')).toEqual([id]);
    expect(
      await query(ctx, 'select 1 from graphile_worker._private_jobs where key like $1', ['domain_event:flaky:%']),
    ).toEqual([]);
  });

  it('does not run a handler again when the worker died after it committed (job not marked done)', async () => {
    const calls = subscribeWriting('test.batch', 'batch');
    const ids = [await commit('test.batch'), await commit('test.batch'), await commit('test.batch')];
    // The worker runs the batch, every handler commits, then it "dies": no job is marked done.
    const real = domainEventTasks(db())[DELIVER_TASK];
    await runDueJobs(db(), {
      [DELIVER_TASK]: async (payload: unknown) => {
        await real(payload);
        throw new Error('worker died before completing the job');
      },
    });
    expect(calls.sort()).toEqual(ids);
    // Another worker takes the same jobs over: they find their deliveries and end.
    await dueNow('batch');
    await runDueJobs(db(), domainEventTasks(db()));
    expect(calls.sort()).toEqual(ids);
    expect(await effects('batch')).toEqual(ids);
    expect(await deliverDomainEvent(db(), ids[0]!, 'batch')).toBe('already-delivered');
  });

  it('delivers each event once with two runners on one database', async () => {
    const calls = subscribeWriting('test.shared', 'shared');
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await commit('test.shared'));
    const runners = await Promise.all(
      [1, 2].map(() =>
        startJobRunner(db(), { tasks: domainEventTasks(db()), log: () => {}, pollIntervalMs: 100, concurrency: 3 }),
      ),
    );
    try {
      await expect.poll(async () => (await effects('shared')).length, { timeout: 15_000 }).toBe(12);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    expect(calls.sort((a, b) => a - b)).toEqual(ids);
    expect(await effects('shared')).toEqual(ids);
  });

  it('prunes events older than 7 days with their deliveries; a job of a pruned event ends quietly', async () => {
    subscribeWriting('test.old', 'old');
    const old = await commit('test.old');
    const recent = await commit('test.old');
    await runDueJobs(db(), domainEventTasks(db()));
    await query(ctx, `update domain_events set created_at = now() - interval '8 days' where id = $1`, [old]);
    expect(await pruneDomainEvents(db())).toBeGreaterThanOrEqual(1);
    expect(await query(ctx, 'select id from domain_events where id = any($1::bigint[])', [[old, recent]])).toEqual([
      { id: recent },
    ]);
    expect(await query(ctx, 'select 1 from domain_event_deliveries where event_id = $1', [old])).toEqual([]);
    expect(await deliverDomainEvent(db(), old, 'old')).toBe('event-gone');
  });

  it('refuses (for a retry elsewhere) a delivery to a subscriber this process does not have', async () => {
    const id = await commit('test.nobody');
    await expect(deliverDomainEvent(db(), id, 'unknown-subscriber')).rejects.toThrow('no subscriber');
  });
});

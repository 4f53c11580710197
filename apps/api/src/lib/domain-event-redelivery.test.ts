/**
 * No event is lost between commit and delivery (decision 0015): a row committed while no instance
 * delivered it (a crash after commit) is delivered when an instance starts; a handler that fails
 * leaves the row undelivered for the next sweep, until the attempts run out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../db/client.ts';
import { query } from '../test/fixtures.ts';
import { testDatabaseUrl, useTestApp } from '../test/helpers.ts';
import { createDomainEventDispatcher } from './domain-event-dispatcher.ts';
import { type DomainEvent, recordDomainEvent } from './domain-events.ts';

const poll = { timeout: 3_000, interval: 10 };
let crashed = 0;

// Before this file's instance exists, as if the instance that committed it died before delivering.
beforeAll(async () => {
  const database = connect(await testDatabaseUrl(), 1);
  crashed = await database.db.transaction((tx) =>
    recordDomainEvent(tx, { type: 'test.crashed', subjectType: 'test', subjectId: 1, userId: 42, payload: { a: 1 } }),
  );
  await database.close();
});

const ctx = useTestApp();

describe('redelivery', () => {
  it('delivers at start a row committed but never delivered', async () => {
    const got: DomainEvent[] = [];
    ctx.app.domainEvents.subscribe('test.crashed', (e) => void got.push(e));
    await ctx.app.ready();
    await expect.poll(() => got.map((e) => e.id), poll).toEqual([crashed]);
    expect(got[0]).toMatchObject({ type: 'test.crashed', userId: 42, payload: { a: 1 } });
    const [row] = await query(ctx, 'select attempts, delivered_at from domain_events where id = $1', [crashed]);
    expect(row).toEqual({ attempts: 1, delivered_at: expect.any(Date) });
  });

  describe('with a failing handler', () => {
    let database: Database;
    beforeAll(async () => {
      database = connect(await testDatabaseUrl(), 2);
    });
    afterAll(() => database.close());

    /** An event the running instance has already seen and marked, put back as never delivered. */
    async function undelivered(type: string): Promise<number> {
      const id = await database.db.transaction((tx) =>
        recordDomainEvent(tx, { type, subjectType: 'test', subjectId: 2, userId: null, payload: {} }),
      );
      await expect
        .poll(async () => (await query(ctx, 'select delivered_at from domain_events where id = $1', [id]))[0], poll)
        .toEqual({ delivered_at: expect.any(Date) });
      await query(ctx, 'update domain_events set delivered_at = null where id = $1', [id]);
      return id;
    }

    it('keeps the row undelivered and retries it on the next sweep', async () => {
      const id = await undelivered('test.flaky');
      const calls: number[] = [];
      const logs: string[] = [];
      const dispatcher = createDomainEventDispatcher(database.db, (m) => logs.push(m), {
        sweepIntervalMs: 20,
        graceMs: 0,
      });
      dispatcher.subscribe('test.flaky', (e) => {
        calls.push(e.id);
        if (calls.length === 1) throw new Error('boom');
      });
      await dispatcher.start();
      expect(calls).toEqual([id]);
      expect(logs.join('\n')).toMatch(/boom/);
      await expect
        .poll(
          async () => (await query(ctx, 'select attempts, delivered_at from domain_events where id = $1', [id]))[0],
          poll,
        )
        .toEqual({ attempts: 2, delivered_at: expect.any(Date) });
      expect(calls).toEqual([id, id]);
      await dispatcher.close();
    });

    it('gives up after maxAttempts, leaving the row for people to look at', async () => {
      const id = await undelivered('test.poison');
      const logs: string[] = [];
      const dispatcher = createDomainEventDispatcher(database.db, (m) => logs.push(m), {
        sweepIntervalMs: 10,
        graceMs: 0,
        maxAttempts: 3,
      });
      let calls = 0;
      dispatcher.subscribe('test.poison', () => {
        calls += 1;
        throw new Error('always');
      });
      await dispatcher.start();
      await expect.poll(() => calls, poll).toBe(3);
      await new Promise((r) => setTimeout(r, 100)); // several more sweeps
      await dispatcher.close();
      expect(calls).toBe(3);
      expect(logs.join('\n')).toMatch(/last delivery attempt/);
      const [row] = await query(ctx, 'select attempts, delivered_at from domain_events where id = $1', [id]);
      expect(row).toEqual({ attempts: 3, delivered_at: null });
    });
    it('prunes rows delivered or given up longer than the retention ago, and only those', async () => {
      const old = await undelivered('test.old-delivered');
      const givenUp = await undelivered('test.old-given-up');
      const recent = await undelivered('test.recent');
      await query(
        ctx,
        "update domain_events set delivered_at = now(), created_at = now() - interval '8 days' where id = $1",
        [old],
      );
      await query(ctx, "update domain_events set attempts = 10, created_at = now() - interval '8 days' where id = $1", [
        givenUp,
      ]);
      await query(ctx, 'update domain_events set delivered_at = now() where id = $1', [recent]);
      const dispatcher = createDomainEventDispatcher(database.db, () => {}, { retentionMs: 7 * 24 * 3600_000 });
      await dispatcher.start();
      await dispatcher.close();
      const left = await query<{ id: number }>(ctx, 'select id from domain_events where id = any($1) order by id', [
        [old, givenUp, recent],
      ]);
      expect(left.map((r) => Number(r.id))).toEqual([recent]);
    });
  });
});

/**
 * Domain events and their subscribers (decisions 0015, 0086): recording an event enqueues one
 * delivery job per subscriber of its type in the same transaction; the job runner hands it over
 * after the commit, never for a rolled-back change; a status change written by lib/status/transition.ts in
 * one statement is delivered as `<subject>.status_changed`; a type nobody subscribes to costs no job.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { query } from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';
import { transaction } from '../db/transaction.ts';
import { type DomainEvent, domainEventTasks, recordDomainEvent, subscribe } from './domain-events.ts';
import { runDueJobs } from './job-queue.ts';

const ctx = useTestApp();
const seen: Record<string, DomainEvent[]> = { typed: [], all: [], recharges: [] };
const stops = [
  subscribe('test.typed', 'test-typed', async (_tx, e) => void seen.typed!.push(e)),
  subscribe('*', 'test-all', async (_tx, e) => void seen.all!.push(e)),
  subscribe('recharge.status_changed', 'test-recharges', async (_tx, e) => void seen.recharges!.push(e)),
];
afterAll(() => {
  for (const stop of stops) stop();
});

const deliver = () => runDueJobs(ctx.database.db, domainEventTasks(ctx.database.db));
const idsOf = (events: DomainEvent[]) => events.map((e) => e.id);

/** The delivery jobs waiting for event `id`, by subscriber. */
async function jobsOf(id: number): Promise<string[]> {
  const rows = await query<{ key: string }>(
    ctx,
    `select key from graphile_worker._private_jobs where key like 'domain_event:%:' || $1::text order by key`,
    [id],
  );
  return rows.map((r) => r.key);
}

async function record(tx: Tx, type: string, payload: Record<string, unknown> = {}) {
  return recordDomainEvent(tx, { type, subjectType: 'test', subjectId: 7, userId: null, payload });
}

describe('domain event subscribers', () => {
  it('get an event once committed, through one job per subscriber enqueued in its transaction', async () => {
    let id = 0;
    await transaction(ctx.database.db, async (tx) => {
      id = await record(tx, 'test.typed', { n: 1 });
      expect(await jobsOf(id)).toEqual([]); // another session (a runner) sees no job before the commit
    });
    expect(await jobsOf(id)).toEqual([`domain_event:test-all:${id}`, `domain_event:test-typed:${id}`]);
    await deliver();
    expect(seen.typed!.filter((e) => e.id === id)).toEqual([
      {
        id,
        type: 'test.typed',
        subjectType: 'test',
        subjectId: 7,
        userId: null,
        payload: { n: 1 },
        createdAt: expect.any(Date),
      },
    ]);
    expect(idsOf(seen.all!).filter((e) => e === id)).toEqual([id]);
    expect(await jobsOf(id)).toEqual([]);
    const deliveries = await query(
      ctx,
      'select subscriber from domain_event_deliveries where event_id = $1 order by 1',
      [id],
    );
    expect(deliveries).toEqual([{ subscriber: 'test-all' }, { subscriber: 'test-typed' }]);
    await deliver();
    expect(idsOf(seen.typed!).filter((e) => e === id)).toEqual([id]); // once
  });

  it('never get an event whose transaction rolled back', async () => {
    let rolledBack = 0;
    await transaction(ctx.database.db, async (tx) => {
      rolledBack = await record(tx, 'test.typed');
      throw new Error('roll back');
    }).catch(() => {});
    expect(rolledBack).toBeGreaterThan(0);
    await deliver();
    expect(idsOf(seen.all!)).not.toContain(rolledBack);
    expect(await jobsOf(rolledBack)).toEqual([]);
  });

  it('are enqueued only for the types they subscribed to', async () => {
    const other = await transaction(ctx.database.db, (tx) => record(tx, 'test.other'));
    expect(await jobsOf(other)).toEqual([`domain_event:test-all:${other}`]);
    await deliver();
    expect(idsOf(seen.typed!)).not.toContain(other);
    expect(idsOf(seen.all!)).toContain(other);
  });

  it('get a status change made over HTTP as <subject>.status_changed', async () => {
    const customer = await registerCustomer(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/Wallet/Recharge',
      headers: customer.auth,
      payload: { amountVnd: 120_000 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/Recharge/${id}/Approve`,
      headers: await loginAdmin(ctx.app),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await deliver();
    const moves = seen
      .recharges!.filter((e) => e.subjectId === id)
      .map((e) => [e.type, e.userId, e.payload.from, e.payload.to]);
    expect(moves).toEqual([
      ['recharge.status_changed', customer.id, null, 'pending'],
      ['recharge.status_changed', customer.id, 'pending', 'approved'],
    ]);
  });

  it('with no subscriber of a type, recording it enqueues nothing', async () => {
    for (const stop of stops) stop();
    try {
      const id = await transaction(ctx.database.db, (tx) => record(tx, 'test.typed'));
      expect(await jobsOf(id)).toEqual([]);
    } finally {
      stops.push(
        subscribe('test.typed', 'test-typed', async (_tx, e) => void seen.typed!.push(e)),
        subscribe('*', 'test-all', async (_tx, e) => void seen.all!.push(e)),
      );
    }
  });
});

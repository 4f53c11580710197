/**
 * Domain events through the outbox, with two API instances on one database as in production
 * (decision 0015): delivered to every instance after commit, never before and never on rollback;
 * a status change over HTTP is one of them; the row is marked delivered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../test/fixtures.ts';
import { loginAdmin, registerCustomer, type TestContext, useTestApp } from '../test/helpers.ts';
import type { DomainEvent } from './domain-events.ts';
import { recordDomainEvent } from './domain-events.ts';

const a = useTestApp();
const b = useTestApp();
const seen = { a: [] as DomainEvent[], b: [] as DomainEvent[] };

beforeAll(async () => {
  a.app.domainEvents.subscribe('*', (e) => void seen.a.push(e));
  b.app.domainEvents.subscribe('*', (e) => void seen.b.push(e));
  await Promise.all([a.app.ready(), b.app.ready()]);
});

const idsOf = (events: DomainEvent[]) => events.map((e) => e.id);
const poll = { timeout: 3_000, interval: 10 };

/** Records one event in its own committed transaction on `ctx`'s database; returns its id. */
async function commitEvent(ctx: TestContext, type: string, payload: Record<string, unknown> = {}) {
  return ctx.database.db.transaction((tx) =>
    recordDomainEvent(tx, { type, subjectType: 'test', subjectId: 1, userId: null, payload }),
  );
}

describe('domain events', () => {
  it('reach the subscribers of both instances only once committed', async () => {
    let id = 0;
    await a.database.db.transaction(async (tx) => {
      id = await recordDomainEvent(tx, {
        type: 'test.committed',
        subjectType: 'test',
        subjectId: 7,
        userId: null,
        payload: { n: 1 },
      });
      await new Promise((r) => setTimeout(r, 150)); // time enough to be (wrongly) delivered
      expect(idsOf(seen.a)).not.toContain(id);
      expect(idsOf(seen.b)).not.toContain(id);
    });
    await expect.poll(() => idsOf(seen.a), poll).toContain(id);
    await expect.poll(() => idsOf(seen.b), poll).toContain(id);
    expect(seen.b.find((e) => e.id === id)).toEqual({
      id,
      type: 'test.committed',
      subjectType: 'test',
      subjectId: 7,
      userId: null,
      payload: { n: 1 },
      createdAt: expect.any(Date),
    });
    await expect
      .poll(async () => (await query(a, 'select delivered_at from domain_events where id = $1', [id]))[0], poll)
      .toEqual({ delivered_at: expect.any(Date) });
  });

  it('never reach anyone when the transaction rolls back', async () => {
    let rolledBack = 0;
    await a.database.db
      .transaction(async (tx) => {
        rolledBack = await recordDomainEvent(tx, {
          type: 'test.rolled_back',
          subjectType: 'test',
          subjectId: 8,
          userId: null,
          payload: {},
        });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(rolledBack).toBeGreaterThan(0);
    // A later event has arrived on both; the rolled-back one left no row to deliver, now or later.
    const marker = await commitEvent(b, 'test.marker');
    await expect.poll(() => idsOf(seen.a), poll).toContain(marker);
    await expect.poll(() => idsOf(seen.b), poll).toContain(marker);
    expect(idsOf(seen.a)).not.toContain(rolledBack);
    expect(idsOf(seen.b)).not.toContain(rolledBack);
    expect(await query(a, 'select id from domain_events where id = $1', [rolledBack])).toEqual([]);
  });

  it('deliver by type and unsubscribe', async () => {
    const typed: number[] = [];
    const stop = b.app.domainEvents.subscribe('test.typed', (e) => void typed.push(e.id));
    const other = await commitEvent(a, 'test.untyped');
    const first = await commitEvent(a, 'test.typed');
    await expect.poll(() => typed, poll).toEqual([first]);
    stop();
    const second = await commitEvent(a, 'test.typed');
    await expect.poll(() => idsOf(seen.b), poll).toContain(second);
    expect(typed).toEqual([first]);
    expect(typed).not.toContain(other);
  });

  it('a status change made over HTTP on one instance reaches both as <subject>.status_changed', async () => {
    const customer = await registerCustomer(a.app);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/Wallet/Recharge',
      headers: customer.auth,
      payload: { amountVnd: 120_000 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const approved = await b.app.inject({
      method: 'POST',
      url: `/api/Admin/Recharge/${id}/Approve`,
      headers: await loginAdmin(b.app),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const moves = (events: DomainEvent[]) =>
      events
        .filter((e) => e.type === 'recharge.status_changed' && e.subjectId === id)
        .map((e) => [e.userId, e.payload.from, e.payload.to]);
    const expected = [
      [customer.id, null, 'pending'],
      [customer.id, 'pending', 'approved'],
    ];
    await expect.poll(() => moves(seen.a), poll).toEqual(expected);
    await expect.poll(() => moves(seen.b), poll).toEqual(expected);
  });
});

/**
 * The dispatcher with nobody subscribed (decision 0074): a notified event is marked delivered
 * without being read, and once someone subscribes the next events reach them.
 */
import { describe, expect, it } from 'vitest';
import { query } from '../test/fixtures.ts';
import { useTestApp } from '../test/helpers.ts';
import { createDomainEventDispatcher } from './domain-event-dispatcher.ts';
import { type DomainEvent, recordDomainEvent } from './domain-events.ts';

const ctx = useTestApp();
const poll = { timeout: 3_000, interval: 10 };

async function commitEvent(type: string): Promise<number> {
  return ctx.database.db.transaction((tx) =>
    recordDomainEvent(tx, { type, subjectType: 'test', subjectId: 3, userId: null, payload: {} }),
  );
}

const deliveredAt = async (id: number) =>
  (await query<{ delivered_at: Date | null }>(ctx, 'select delivered_at from domain_events where id = $1', [id]))[0]
    ?.delivered_at ?? null;

describe('domain event dispatcher without subscribers', () => {
  it('marks a notified event delivered, and hands later ones to a new subscriber', async () => {
    const dispatcher = createDomainEventDispatcher(ctx.database.db, () => {});
    await dispatcher.start();
    try {
      const alone = await commitEvent('test.alone');
      dispatcher.channel.notified(String(alone));
      await expect.poll(() => deliveredAt(alone), poll).toEqual(expect.any(Date));

      const got: DomainEvent[] = [];
      const stop = dispatcher.subscribe('test.heard', (e) => void got.push(e));
      const heard = await commitEvent('test.heard');
      dispatcher.channel.notified(String(heard));
      await expect.poll(() => got.map((e) => e.id), poll).toEqual([heard]);
      expect(got[0]).toMatchObject({ type: 'test.heard', subjectType: 'test', subjectId: 3 });
      await expect.poll(() => deliveredAt(heard), poll).toEqual(expect.any(Date));
      stop();
    } finally {
      await dispatcher.close();
    }
  });
});

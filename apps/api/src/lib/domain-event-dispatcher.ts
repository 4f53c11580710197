/**
 * Delivers committed domain events (domain-events.ts) to this instance's subscribers (decision 0015).
 *
 * - Wake-up: the outbox trigger NOTIFYs `domain_event` with the row id when the writing transaction
 *   commits; every instance listens on the change feed's connection (change-feed.ts), reads the
 *   rows and hands each to its subscribers in id order. So every instance that is listening sees
 *   every committed event, and none sees a rolled-back one.
 * - Marking: once all of an instance's handlers of an event have succeeded, it sets `delivered_at`
 *   (the first instance to do so wins; the others change nothing).
 * - Redelivery: at start and after every reconnect of the feed (notifications may have been lost)
 *   the instance delivers every row still undelivered; every `sweepIntervalMs` it also delivers rows
 *   left undelivered for `graceMs` (every listener failed or crashed). Each sweep counts an attempt;
 *   after `maxAttempts` a row is left alone (logged) for people to look at.
 * - Pruning: rows delivered (or given up) longer than `retentionMs` ago are deleted, at start and
 *   then at most once an hour.
 *
 * Guarantee: at least once per subscriber group — the copies of one subscription that every
 * instance registers at start — until `maxAttempts`: some instance's handlers all succeed on the
 * event. Handlers must therefore be idempotent (an event may come again after a crash, a failed
 * handler or racing sweeps), must not rely on order across subjects, and must tolerate running on
 * every listening instance; an effect that must happen once in the cluster (a notification row, a
 * push) claims it with a unique key (`insert … on conflict do nothing`, keyed by event id) and acts
 * only when its insert won. Handlers run after commit, outside any request: they never fail one.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { domainEvents } from '../db/schema/domain-event.ts';
import type { FeedChannel } from './change-feed.ts';
import type { DomainEvent } from './domain-events.ts';

export type DomainEventHandler = (event: DomainEvent) => void | Promise<void>;

export interface DispatcherOptions {
  sweepIntervalMs: number;
  /** How long a row may stay undelivered before a periodic sweep takes it over. */
  graceMs: number;
  maxAttempts: number;
  retentionMs: number;
}

const defaults: DispatcherOptions = {
  sweepIntervalMs: 30_000,
  graceMs: 10_000,
  maxAttempts: 10,
  retentionMs: 7 * 24 * 3600_000,
};
const BATCH = 100;
const PRUNE_EVERY_MS = 3600_000;

export interface DomainEventDispatcher {
  /** Calls `handler` with every event of `type` (`'*'`: every event); returns the unsubscribe. */
  subscribe(type: string, handler: DomainEventHandler): () => void;
  /** The change feed's channel that wakes this dispatcher. */
  readonly channel: FeedChannel;
  /** Delivers what is undelivered, then every notified event. Subscribe before it (onReady). */
  start(): Promise<void>;
  /** Stops sweeping and waits for the delivery under way. */
  close(): Promise<void>;
}

export function createDomainEventDispatcher(
  db: Db,
  log: (message: string) => void,
  options: Partial<DispatcherOptions> = {},
): DomainEventDispatcher {
  const o = { ...defaults, ...options };
  const handlers = new Map<string, Set<DomainEventHandler>>();
  const notified = new Set<number>();
  let started = false;
  let closed = false;
  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let prunedAt = 0;

  /** Runs `work` after the work already queued, one at a time, logging what fails. */
  function enqueue(work: () => Promise<void>): Promise<void> {
    queue = queue.then(async () => {
      if (closed) return;
      try {
        await work();
      } catch (error) {
        log(`domain events: ${(error as Error).message}`);
      }
    });
    return queue;
  }

  /** Hands each event to its handlers; marks delivered those whose handlers all succeeded. */
  async function deliver(rows: (typeof domainEvents.$inferSelect)[]): Promise<void> {
    const done: number[] = [];
    for (const { attempts: _a, deliveredAt: _d, ...event } of rows.sort((a, b) => a.id - b.id)) {
      const targets = [...(handlers.get(event.type) ?? []), ...(handlers.get('*') ?? [])];
      const results = await Promise.allSettled(targets.map(async (h) => h(event)));
      const failed = results.filter((r) => r.status === 'rejected');
      for (const f of failed) log(`domain event ${event.id} (${event.type}): ${String(f.reason)}`);
      if (failed.length === 0) done.push(event.id);
    }
    await markDelivered(done);
  }

  async function markDelivered(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(domainEvents)
      .set({ deliveredAt: sql`now()` })
      .where(and(inArray(domainEvents.id, ids), isNull(domainEvents.deliveredAt)));
  }

  const subscribed = () => [...handlers.values()].some((set) => set.size > 0);

  async function flushNotified(): Promise<void> {
    const ids = [...notified];
    notified.clear();
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      // Nobody subscribed: nothing to hand over, so the rows are not read (a status change on a hot
      // path, such as a warehouse scan, would otherwise cost the database a read per notification).
      if (!subscribed()) await markDelivered(batch);
      else await deliver(await db.select().from(domainEvents).where(inArray(domainEvents.id, batch)));
    }
  }

  /** Claims (one attempt more) and delivers undelivered rows older than `graceMs`, in id order. */
  async function sweep(graceMs: number): Promise<void> {
    let after = 0;
    for (;;) {
      const candidates = db
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(
          and(
            isNull(domainEvents.deliveredAt),
            lt(domainEvents.attempts, o.maxAttempts),
            sql`${domainEvents.id} > ${after}`,
            sql`${domainEvents.createdAt} <= now() - make_interval(secs => ${graceMs / 1000})`,
          ),
        )
        .orderBy(asc(domainEvents.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(domainEvents)
        .set({ attempts: sql`${domainEvents.attempts} + 1` })
        .where(inArray(domainEvents.id, candidates))
        .returning();
      for (const r of rows) {
        if (r.attempts === o.maxAttempts) log(`domain event ${r.id} (${r.type}): last delivery attempt`);
      }
      if (rows.length === 0) return;
      await deliver(rows);
      after = Math.max(...rows.map((r) => r.id));
      if (rows.length < BATCH) return;
    }
  }

  async function prune(): Promise<void> {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await db
      .delete(domainEvents)
      .where(
        and(
          sql`${domainEvents.createdAt} < now() - make_interval(secs => ${o.retentionMs / 1000})`,
          or(sql`${domainEvents.deliveredAt} is not null`, eq(domainEvents.attempts, o.maxAttempts)),
        ),
      );
  }

  const channel: FeedChannel = {
    channel: 'domain_event',
    notified(payload) {
      const id = Number(payload);
      if (!Number.isSafeInteger(id)) return;
      notified.add(id);
      if (started) enqueue(flushNotified);
    },
    listening() {
      if (started) enqueue(() => sweep(0));
    },
  };

  return {
    channel,
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    },
    async start() {
      if (started || closed) return;
      started = true;
      const tick = () => {
        enqueue(async () => {
          await sweep(o.graceMs);
          await prune();
        }).finally(() => {
          if (!closed) timer = setTimeout(tick, o.sweepIntervalMs).unref();
        });
      };
      await enqueue(async () => {
        await sweep(0);
        await prune();
        await flushNotified();
      });
      timer = setTimeout(tick, o.sweepIntervalMs).unref();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await queue;
    },
  };
}

/**
 * Domain events: what happened, written in the transaction that made it happen (decision 0015), and
 * their subscribers, whose deliveries are jobs on the job runner (decision 0086).
 *
 * - `recordDomainEvent(tx, event)` inserts the row; `transition()`/`enter()` write theirs in their own
 *   statement and call `enqueueDeliveries` after it.
 * - `subscribe(eventType, name, handler)` registers a subscriber in this process (at start-up, like
 *   status hooks). Recording an event of a subscribed type enqueues one `deliver_domain_event` job per
 *   subscriber **in the same transaction** (job key `domain_event:<name>:<id>`): a rolled-back change
 *   delivers nothing, a committed one is delivered even if the process dies right after the commit.
 *   With no subscriber for a type, recording costs nothing more than the insert.
 * - Delivery runs `handler(tx, event)` in a transaction that first claims the pair (event,
 *   subscriber) in `domain_event_deliveries`: the handler's writes and the claim commit together.
 *   A handler that throws rolls both back and graphile-worker retries the job (exponential back-off,
 *   `DELIVERY_ATTEMPTS` tries); a job run again after its handler committed (a worker that died
 *   before the job was marked done) finds the claim and does nothing. So effects in the database
 *   happen exactly once per event and subscriber; effects outside it (a push, a mail) go through
 *   `afterCommit` or, better, a job enqueued in `tx`, and are at least once.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { domainEventDeliveries, domainEvents } from '../../db/schema/domain-event.ts';
import { transaction } from '../db/transaction.ts';

export interface DomainEventInput {
  /** `<subject_type>.<what happened>`, e.g. `purchase_order.status_changed`, `journal_entry.posted`. */
  type: string;
  subjectType: string;
  subjectId: number;
  /** The customer the event concerns (who would be notified); null when none. */
  userId: number | null;
  /** JSON-serialisable facts a subscriber needs without reading the subject (ids, codes, amounts). */
  payload: Record<string, unknown>;
}

/** A recorded event, as subscribers receive it. */
export interface DomainEvent extends DomainEventInput {
  id: number;
  createdAt: Date;
}

/**
 * A subscriber's work for one event, in the transaction that records its delivery: write through
 * `tx` (the writes commit with the claim, exactly once); throw to have the job retried.
 */
export type DomainEventHandler = (tx: Tx, event: DomainEvent) => Promise<void>;

/** The job that delivers one event to one subscriber. */
export const DELIVER_TASK = 'deliver_domain_event';
/** Tries of a delivery job (graphile-worker backs off e^n s: about 9 hours from the first to the last). */
export const DELIVERY_ATTEMPTS = 10;

interface Subscriber {
  eventType: string;
  handler: DomainEventHandler;
}

const subscribers = new Map<string, Subscriber>();

/**
 * Calls `handler` once for every event of `eventType` (`'*'`: every type) recorded from now on in
 * this process's transactions. `name` identifies the subscriber in the deliveries table and the job
 * keys: keep it stable across releases (renaming it delivers in-flight events to nobody). Subscribing
 * a name again replaces it (start-up and tests may register twice). Returns the unsubscribe.
 */
export function subscribe(eventType: string, name: string, handler: DomainEventHandler): () => void {
  const subscriber = { eventType, handler };
  subscribers.set(name, subscriber);
  return () => {
    if (subscribers.get(name) === subscriber) subscribers.delete(name);
  };
}

/** Names of the subscribers of `eventType` in this process. */
function subscribersOf(eventType: string): string[] {
  const names: string[] = [];
  for (const [name, s] of subscribers) if (s.eventType === eventType || s.eventType === '*') names.push(name);
  return names;
}

/** Records `event` in `tx` (the caller's transaction) and enqueues its deliveries there; returns its id. */
export async function recordDomainEvent(tx: Tx, event: DomainEventInput): Promise<number> {
  const [row] = await tx.insert(domainEvents).values(event).returning({ id: domainEvents.id });
  await enqueueDeliveries(tx, event.type, row!.id);
  return row!.id;
}

/**
 * Enqueues, in `tx`, one delivery job per subscriber of `eventType` for the event `eventId` — or,
 * without it, for the domain event this session inserted last (the `currval` of its identity: the
 * status statements of lib/status/transition.ts insert theirs inside a CTE). No subscriber: no query.
 */
export async function enqueueDeliveries(tx: Tx, eventType: string, eventId?: number): Promise<void> {
  const names = subscribersOf(eventType);
  if (names.length === 0) return;
  const id =
    eventId === undefined ? sql`currval(pg_get_serial_sequence('domain_events', 'id'))` : sql`${eventId}::bigint`;
  await tx.execute(sql`
    select graphile_worker.add_job(${DELIVER_TASK}, json_build_object('eventId', e.id, 'subscriber', s.name),
      max_attempts => ${DELIVERY_ATTEMPTS}::int, job_key => 'domain_event:' || s.name || ':' || e.id)
    from (select ${id} as id) e, jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as s(name)`);
}

/** What one delivery did: ran the handler, found it already done, or found the event pruned. */
export type DeliveryOutcome = 'delivered' | 'already-delivered' | 'event-gone';

/**
 * Delivers event `eventId` to subscriber `name` (the job's work). Throws when this process has no
 * such subscriber (an instance of an older release took the job: the retry may land on a newer one)
 * or when the handler throws (its writes and the claim are rolled back; the job is retried).
 */
export async function deliverDomainEvent(db: Db, eventId: number, name: string): Promise<DeliveryOutcome> {
  const subscriber = subscribers.get(name);
  if (!subscriber) throw new Error(`domain event ${eventId}: no subscriber "${name}" in this process`);
  return transaction(db, async (tx) => {
    const [event] = await tx
      .select({
        id: domainEvents.id,
        type: domainEvents.type,
        subjectType: domainEvents.subjectType,
        subjectId: domainEvents.subjectId,
        userId: domainEvents.userId,
        payload: domainEvents.payload,
        createdAt: domainEvents.createdAt,
      })
      .from(domainEvents)
      .where(sql`${domainEvents.id} = ${eventId}`);
    if (!event) return 'event-gone';
    // The claim waits for a concurrent delivery of the same pair to end, then conflicts: one runs.
    const claimed = await tx
      .insert(domainEventDeliveries)
      .values({ eventId, subscriber: name })
      .onConflictDoNothing()
      .returning({ eventId: domainEventDeliveries.eventId });
    if (claimed.length === 0) return 'already-delivered';
    await subscriber.handler(tx, event);
    return 'delivered';
  });
}

/** The job runner's task that delivers events (modules/jobs/jobs.service.ts registers it). */
export function domainEventTasks(db: Db) {
  return {
    [DELIVER_TASK]: async (payload: unknown) => {
      const p = payload as { eventId?: unknown; subscriber?: unknown };
      if (typeof p.eventId !== 'number' || typeof p.subscriber !== 'string') return;
      await deliverDomainEvent(db, p.eventId, p.subscriber);
    },
  };
}

/** How long events are kept (they are a delivery record, not the audit log: status_events is). */
const RETENTION = sql`interval '7 days'`;

/**
 * Deletes events older than the retention, with their deliveries; their jobs ended long before
 * (the last retry comes about 9 hours after the event). Returns how many were deleted.
 */
export async function pruneDomainEvents(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db.execute(
    sql`delete from ${domainEvents} where created_at < ${now.toISOString()}::timestamptz - ${RETENTION}`,
  );
  return deleted.rowCount ?? 0;
}

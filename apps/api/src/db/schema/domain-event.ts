/**
 * Domain events (decisions 0015, 0086): a row is written in the transaction that made the change,
 * and in that same transaction one delivery job per subscriber of its type is enqueued on the job
 * runner (lib/events/domain-events.ts). `domain_event_deliveries` records which subscriber has handled which
 * event, written in the handler's own transaction, so a job run again (a worker that died after the
 * handler committed, before graphile-worker marked the job done) does nothing the second time.
 * Rows older than the retention (7 days) are pruned with their deliveries (modules/jobs).
 */
import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';

export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** `<subject_type>.<what happened>`, e.g. `purchase_order.status_changed`. */
    type: text('type').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The customer the event concerns (who would be notified), when there is one. No foreign key:
     *  recording an event must never block or slow a change to users. */
    userId: integer('user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('domain_events_created_idx').on(t.createdAt)],
);

/** One row per event and subscriber that handled it (committed with the handler's own writes). */
export const domainEventDeliveries = pgTable(
  'domain_event_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    /** The subscriber's name, as given to `subscribe()`. */
    subscriber: text('subscriber').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.subscriber] })],
);

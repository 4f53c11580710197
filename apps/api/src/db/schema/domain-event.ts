/**
 * The transactional outbox (decision 0015): a domain event row is written in the transaction that
 * made the change, and a trigger NOTIFYs its id on commit. The dispatcher (lib/domain-events.ts)
 * marks a row delivered once an instance's subscribers have handled it, retries undelivered rows,
 * and prunes delivered ones after a retention period.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
     *  the outbox must never block or slow a change to users. */
    userId: integer('user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** Delivery bookkeeping: how many sweeps claimed it, and when an instance delivered it. */
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('domain_events_undelivered_idx').on(t.id).where(sql`${t.deliveredAt} is null`),
    index('domain_events_created_idx').on(t.createdAt),
  ],
);

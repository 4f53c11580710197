/**
 * Domain events: what happened, written in the transaction that made it happen (the transactional
 * outbox of decision 0015). A trigger NOTIFYs the row's id when the transaction commits; the
 * dispatcher (domain-event-dispatcher.ts) hands it to the subscribers of every API instance. A
 * rolled-back transaction leaves no row and sends nothing.
 */
import type { Tx } from '../db/client.ts';
import { domainEvents } from '../db/schema/domain-event.ts';

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

/** A delivered event, as subscribers receive it. */
export interface DomainEvent extends DomainEventInput {
  id: number;
  createdAt: Date;
}

/** Records `event` in `tx` (the caller's transaction); returns its id. */
export async function recordDomainEvent(tx: Tx, event: DomainEventInput): Promise<number> {
  const [row] = await tx.insert(domainEvents).values(event).returning({ id: domainEvents.id });
  return row!.id;
}

/**
 * Change events that invalidate cached reads, one emitter per database handle (one per API
 * instance). Fed by the database's notifications (change-feed.ts: what any instance committed) and
 * by this instance right after its own commits (transaction.ts), so a customer reads their own
 * write at once (decision 0009).
 */
export interface ChangeListener {
  userChanged(userId: number): void;
  sessionRevoked(sessionId: string): void;
  /**
   * A subject of `subjectType` changed status (or was created), committed by this instance
   * (lib/status/transition.ts). Other instances' changes arrive as `table_changed` notifications (decision 0086).
   */
  statusChanged?(subjectType: string): void;
  /** Notifications may have been missed: forget everything. */
  reset(): void;
  /**
   * This instance committed a change to an object someone may be looking at (a status change, a
   * wallet posting): the live connection tells the pages showing it (modules/live). Never called for
   * other instances' commits: those instances report their own.
   */
  committed?(change: CommittedChange): void;
  /** Live message `message` for the sockets of `topic` (`user:12`, `staff`), sent after a commit (modules/live). */
  published?(topic: string, message: object): void;
}

/** An object changed by a commit of this instance. */
export interface CommittedChange {
  /** The status subject type (`purchase_order`, `recharge`…) or `wallet`. */
  subject: string;
  id: number;
  /** The customer it belongs to, when it belongs to one. */
  userId: number | null;
}

export class ChangeEvents implements ChangeListener {
  readonly #listeners = new Set<ChangeListener>();

  /** Returns the function that unsubscribes. */
  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  userChanged(userId: number): void {
    for (const l of this.#listeners) l.userChanged(userId);
  }

  sessionRevoked(sessionId: string): void {
    for (const l of this.#listeners) l.sessionRevoked(sessionId);
  }

  statusChanged(subjectType: string): void {
    for (const l of this.#listeners) l.statusChanged?.(subjectType);
  }

  reset(): void {
    for (const l of this.#listeners) l.reset();
  }

  committed(change: CommittedChange): void {
    for (const l of this.#listeners) l.committed?.(change);
  }

  /** Sends `message` to the live sockets of `topic`: call it from `afterCommit`. */
  publish(topic: string, message: object): void {
    for (const l of this.#listeners) l.published?.(topic, message);
  }
}

const byDatabase = new WeakMap<object, ChangeEvents>();

/** The events of the instance that owns `db`. */
export function changeEventsOf(db: object): ChangeEvents {
  let events = byDatabase.get(db);
  if (!events) {
    events = new ChangeEvents();
    byDatabase.set(db, events);
  }
  return events;
}

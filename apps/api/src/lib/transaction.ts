/**
 * `transaction(db, fn)`: db.transaction plus work to run once it has committed (`afterCommit`),
 * such as telling this instance's caches what changed. Nothing runs when it rolls back.
 */
import type { Db, Tx } from '../db/client.ts';
import { type ChangeEvents, changeEventsOf } from './change-events.ts';

type Callback = (events: ChangeEvents) => void;
const pending = new WeakMap<Tx, Callback[]>();

/** Queues `fn` to run after `tx` commits; outside `transaction()` it is dropped (the database's
 *  notifications still arrive). */
export function afterCommit(tx: Tx, fn: Callback): void {
  pending.get(tx)?.push(fn);
}

export async function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let callbacks: Callback[] = [];
  const result = await db.transaction(async (tx) => {
    callbacks = [];
    pending.set(tx, callbacks);
    return fn(tx);
  });
  const events = changeEventsOf(db);
  for (const cb of callbacks) cb(events);
  return result;
}

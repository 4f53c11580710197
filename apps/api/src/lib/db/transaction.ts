/**
 * The one way to open a database transaction in the API (decision 0014).
 *
 * `transaction(on, fn)`:
 * - `on` is the database (`Db`): opens a transaction, runs `fn(tx)`, commits, then runs the
 *   after-commit work registered inside it (nothing runs when it rolls back).
 * - `on` is a transaction opened here (`Tx`): **joins** it. `fn` runs in a savepoint of the same
 *   database transaction, so its writes commit with the outermost one; when `fn` throws, its writes
 *   and its after-commit work are undone and the error reaches the caller, which may catch it and go
 *   on. So a service that takes an `Executor` and opens with `transaction(executor, …)` works alone
 *   or inside a larger unit (a delivery request paying several orders of two types at once).
 * - Anything else (a raw `db.transaction` handle) is refused: its after-commit work would be lost.
 *
 * `afterCommit(tx, fn)` queues `fn` to run once the outermost transaction has committed, with the
 * change events of the database (cache invalidation, decision 0009). It throws on a handle that was
 * not opened here or has already finished, so work is never silently dropped.
 *
 * The transaction is passed explicitly (no AsyncLocalStorage): what runs inside a transaction is
 * visible in every signature, and a handle cannot leak into work started after it finished.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { type ChangeEvents, changeEventsOf } from '../platform/change-events.ts';

/** Work to run after the outermost commit; receives the database's change events. */
export type AfterCommit = (events: ChangeEvents) => void;

interface Scope {
  /** The database the outermost transaction was opened on (owner of the change events). */
  db: Db;
  callbacks: AfterCommit[];
  /** False once `fn` has returned or thrown: the handle may no longer register work or be joined. */
  open: boolean;
  /** True while a joined (savepoint) unit runs on this handle; two at once would interleave. */
  joined: boolean;
}

const scopes = new WeakMap<Tx, Scope>();

function scopeOf(tx: Executor): Scope | undefined {
  return scopes.get(tx as Tx);
}

/** Runs `fn` in a transaction on `on` (a `Db`), or joins `on` when it is a transaction opened here. */
export async function transaction<T>(on: Executor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const parent = scopeOf(on);
  if (parent) return join(on as Tx, parent, fn);
  if (on instanceof PgTransaction) {
    throw new Error('transaction(): this transaction was not opened by lib/db/transaction.ts and cannot be joined');
  }
  const db = on as Db;
  const scope: Scope = { db, callbacks: [], open: true, joined: false };
  const result = await db.transaction(async (tx) => {
    scopes.set(tx, scope);
    try {
      return await fn(tx);
    } finally {
      scope.open = false;
    }
  });
  runAfterCommit(scope);
  return result;
}

async function join<T>(tx: Tx, parent: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!parent.open) throw new Error('transaction(): cannot join a transaction that has finished');
  if (parent.joined) throw new Error('transaction(): one joined unit at a time on a transaction (await each)');
  parent.joined = true;
  const scope: Scope = { db: parent.db, callbacks: [], open: true, joined: false };
  try {
    const result = await tx.transaction(async (nested) => {
      scopes.set(nested, scope);
      try {
        return await fn(nested);
      } finally {
        scope.open = false;
      }
    });
    // Released into the parent: its work now waits for the parent's own fate.
    parent.callbacks.push(...scope.callbacks);
    return result;
  } finally {
    parent.joined = false;
  }
}

/** Runs every callback even when one throws; then rethrows, so a failure is never swallowed. */
function runAfterCommit(scope: Scope): void {
  if (scope.callbacks.length === 0) return;
  const events = changeEventsOf(scope.db);
  const errors: unknown[] = [];
  for (const cb of scope.callbacks) {
    try {
      cb(events);
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'after-commit work failed');
}

/**
 * Queues `fn` to run after the outermost transaction that `tx` belongs to commits; never on a
 * rollback (of the whole, or of the joined unit it was registered in). Throws when `tx` was not
 * opened by `transaction()` or has already finished.
 */
export function afterCommit(tx: Executor, fn: AfterCommit): void {
  const scope = scopeOf(tx);
  if (!scope) throw new Error('afterCommit(): needs a transaction opened by transaction() (lib/db/transaction.ts)');
  if (!scope.open) throw new Error('afterCommit(): the transaction has already finished');
  scope.callbacks.push(fn);
}

/** True when `on` is a transaction opened by `transaction()` and still running. */
export function inTransaction(on: Executor): boolean {
  return scopeOf(on)?.open === true;
}

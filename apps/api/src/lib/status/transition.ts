/**
 * The one way a status changes (DESIGN.md §3, decision 0015). `transition()` moves a locked subject
 * along its machine's table and `enter()` creates a subject in an initial status; each writes the
 * subject's status column (and, where the table keeps them, `last_change_at` / `last_change_by`: the
 * event's time and actor on the row), its status event (status_events) and a domain event
 * (`<subject>.status_changed`, lib/events/domain-events.ts), all in the caller's transaction. No other code
 * writes a status column or a status event row.
 *
 * The statements that write it are built and kept by lib/status/status-writer.ts; this file holds the rules.
 *
 * Entering a status also runs the hooks registered for it with `onEnter()` (lib/status/status-hooks.ts,
 * decision 0070) in the same transaction: e.g. entering `delivered` enqueues the job that completes
 * the order after N days (modules/jobs/timed-rules.ts), whichever module made the move.
 */
import type { Machine, StatusOf } from '@app/shared/machines/define-machine';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import {
  type RegisteredMachine,
  type StatusExtra,
  type StatusInsert,
  type StatusRow,
  subjectOf,
} from '../db/status-subjects.ts';
import { type Actor, moversOf, type SystemActor } from '../platform/actor.ts';
import { AppError } from '../platform/app-error.ts';
import { runEnterHooks } from './status-hooks.ts';
import { type Columns, insertAndRecord, lastChange, moveAndRecord } from './status-writer.ts';

/** What a status change records in its domain event (`<subject_type>.status_changed`). */
export interface StatusChangedPayload {
  /** Null when the subject was created in `to`. */
  from: string | null;
  to: string;
  statusEventId: number;
  actorId: number | null;
  actorName: string;
  note: string;
}

export interface TransitionOptions<M extends RegisteredMachine> {
  /** Shown on the timeline; '' when none. */
  note?: string;
  /** A rule of the caller checked after the table and the actor's roles; throws an AppError to refuse. */
  guard?: (move: { from: StatusOf<M>; to: StatusOf<M> }) => void | Promise<void>;
  /** Columns written together with the status (e.g. `paidVnd: 0` on cancel). */
  set?: StatusExtra<M>;
}

function tableOf(machine: RegisteredMachine) {
  const subject = subjectOf(machine);
  const table = subject.table as PgTable;
  return { ...subject, table, columns: getTableColumns(table) as unknown as Columns };
}

/**
 * Moves `subject` (its row, read FOR UPDATE by the caller in `tx`) to `to` and returns the updated
 * row. Refuses, writing nothing:
 * - 409 `invalid-status-transition` when `from → to` is not in the machine's table, with a message
 *   naming both statuses (`Không thể chuyển đơn từ "Đã hủy" sang "Đang giao"`);
 * - 403 `forbidden` when the actor may not move a subject into `to` (the machine's `roles`, through
 *   `moversOf(actor)`);
 * - whatever `guard` throws.
 * Throws a plain Error (500) when the row's status changed under the caller: it was not locked.
 */
export async function transition<M extends RegisteredMachine>(
  tx: Tx,
  machine: M,
  subject: StatusRow<M>,
  to: StatusOf<M>,
  actor: Actor | SystemActor,
  options: TransitionOptions<M> = {},
): Promise<StatusRow<M>> {
  const m = machine as Machine<string>;
  const { type, noun, table, columns } = tableOf(machine);
  const from = subject.status as StatusOf<M>;
  if (!m.is(from)) throw new Error(`${type} ${subject.id} has unknown status ${from}`);
  if (!m.canTransition(from, to)) {
    throw new AppError(
      'invalid-status-transition',
      `Không thể chuyển ${noun} từ "${m.label(from)}" sang "${m.label(to)}"`,
    );
  }
  if (!m.mayEnter(to, moversOf(actor))) throw new AppError('forbidden');
  await options.guard?.({ from, to });

  const values: Record<string, unknown> = { ...options.set, status: to, ...lastChange(columns, actor) };
  if (columns.updatedAt) values.updatedAt = new Date();
  const row = await moveAndRecord(
    tx,
    { type, table, columns },
    subject.id,
    from,
    to,
    values,
    actor,
    options.note ?? '',
  );
  if (!row) throw new Error(`${type} ${subject.id} is no longer ${from}: lock it before transition()`);
  await runEnterHooks(tx, { subjectType: type, row: row as { id: number; status: string }, from, to });
  return row as unknown as StatusRow<M>;
}

/**
 * Creates a subject in an initial status of its machine (`status`, default the machine's first
 * initial status) and records its creation (from null) as a status event and a domain event. Who may
 * create a subject is the route's and the service's rule, not the machine's `roles` (those govern
 * moves). With `onConflictDoNothing`, a row refused by a unique constraint yields undefined.
 */
export async function enter<M extends RegisteredMachine>(
  tx: Tx,
  machine: M,
  values: StatusInsert<M>,
  actor: Actor | SystemActor,
  options: { status?: StatusOf<M>; note?: string; onConflictDoNothing?: false },
): Promise<StatusRow<M>>;
export async function enter<M extends RegisteredMachine>(
  tx: Tx,
  machine: M,
  values: StatusInsert<M>,
  actor: Actor | SystemActor,
  options: { status?: StatusOf<M>; note?: string; onConflictDoNothing: true },
): Promise<StatusRow<M> | undefined>;
export async function enter<M extends RegisteredMachine>(
  tx: Tx,
  machine: M,
  values: StatusInsert<M>,
  actor: Actor | SystemActor,
  options: { status?: StatusOf<M>; note?: string; onConflictDoNothing?: boolean } = {},
): Promise<unknown> {
  const m = machine as Machine<string>;
  const { type, table, columns } = tableOf(machine);
  const status = (options.status ?? m.initial[0]) as StatusOf<M>;
  if (!m.initial.includes(status)) throw new Error(`${type}: ${status} is not an initial status`);
  const row = await insertAndRecord(
    tx,
    { type, table, columns },
    { ...values, status, ...lastChange(columns, actor) } as Record<string, unknown>,
    actor,
    options.note ?? '',
    options.onConflictDoNothing === true,
  );
  if (!row) return undefined;
  await runEnterHooks(tx, { subjectType: type, row: row as { id: number; status: string }, from: null, to: status });
  return row;
}

/**
 * The one way a status changes (DESIGN.md §3, decision 0015). `transition()` moves a locked subject
 * along its machine's table and `enter()` creates a subject in an initial status; each writes the
 * subject's status column (and, where the table keeps them, `last_change_at` / `last_change_by`: the
 * event's time and actor on the row), its status event (status_events) and a domain event
 * (`<subject>.status_changed`, lib/domain-events.ts), all in the caller's transaction. No other code
 * writes a status column or a status event row.
 *
 * Entering a status also runs the hooks registered for it with `onEnter()` (lib/status-hooks.ts,
 * decision 0070) in the same transaction: e.g. entering `delivered` enqueues the job that completes
 * the order after N days (modules/jobs/timed-rules.ts), whichever module made the move.
 */
import type { Machine, StatusOf } from '@app/shared/machines/define-machine';
import { and, Column, eq, getTableColumns, is, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../db/client.ts';
import { domainEvents } from '../db/schema/domain-event.ts';
import { statusEvents } from '../db/schema/status-event.ts';
import { type Actor, moversOf, type SystemActor } from './actor.ts';
import { AppError } from './app-error.ts';
import { enqueueDeliveries } from './domain-events.ts';
import { fieldsOf, prepareNamed, renderSql } from './drizzle-internals.ts';
import { preparedAnywhere, prepareSql } from './prepared.ts';
import { runEnterHooks } from './status-hooks.ts';
import {
  type RegisteredMachine,
  type StatusExtra,
  type StatusInsert,
  type StatusRow,
  type StatusSubjectType,
  subjectOf,
} from './status-subjects.ts';
import { afterCommit, inTransaction } from './transaction.ts';

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

interface Columns {
  id: PgColumn;
  status: PgColumn;
  updatedAt?: PgColumn;
  /** A subject that keeps its latest status change on its row (purchase orders, decision 0076). */
  lastChangeAt?: PgColumn;
  lastChangeBy?: PgColumn;
}

/**
 * The row's copy of the status event `record()` writes, for a subject with `last_change_at` /
 * `last_change_by`: `now()` is the event's `created_at` (both defaults are the transaction's start).
 */
function lastChange(columns: Columns, actor: Actor | SystemActor): Record<string, unknown> {
  return columns.lastChangeAt && columns.lastChangeBy ? { lastChangeAt: now, lastChangeBy: actor.name } : {};
}
const now = sql`now()`;

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
 * `update <table> set <values> where id = <id> and status = <from>`, and the change's status event
 * and domain event (as `record`), in one statement: a CTE whose update returns the row, so a move
 * costs one round trip. It is a named statement per subject type and set of columns, built once in
 * the process (it runs on every status change, a warehouse scan's hot path among them, decision
 * 0074; `runRecording`). Parameterless SQL values (`now()`) are written into the statement; values
 * given as SQL with parameters take the general way: the update built each time, then `record`.
 * Returns the updated row, or undefined when the row is not (or no longer) in `from`; then nothing
 * is written.
 */
async function moveAndRecord(
  tx: Tx,
  subject: { type: StatusSubjectType; table: PgTable; columns: Columns },
  id: number,
  from: string,
  to: string,
  values: Record<string, unknown>,
  actor: Actor | SystemActor,
  note: string,
): Promise<{ id: number; userId?: number | null } | undefined> {
  const { type, table, columns } = subject;
  const where = (i: unknown, st: unknown) => and(eq(columns.id, i), eq(columns.status, st));
  const shape = shapeOf(tx, values);
  if (shape.general) {
    const [row] = await tx
      .update(table)
      .set(values as PgUpdateSetSource<PgTable>)
      .where(where(id, from))
      .returning();
    if (row) await record(tx, type, row as { id: number; userId?: number | null }, from, to, actor, note);
    return row as { id: number; userId?: number | null } | undefined;
  }
  return runRecording(
    tx,
    type,
    `move:${type}:${shape.key}`,
    (db) =>
      db
        .update(table)
        .set(shape.columns() as PgUpdateSetSource<PgTable>)
        .where(where(ev('whereId'), ev('whereStatus')))
        .returning(),
    columns,
    shape.bind({ ev_whereId: id, ev_whereStatus: from, ...eventValues(type, from, to, actor, note) }),
  );
}

/** The named status statements built so far (moves and creations), by their shape. */
const recordings = new Map<string, (db: Executor) => Recording>();

/**
 * Runs the named statement of shape `key` (built on first use from `write`, with its events, by
 * `withEvents`) with `bound`; once committed, tells this instance's caches, as `record` does.
 */
async function runRecording(
  tx: Tx,
  type: StatusSubjectType,
  key: string,
  write: (db: Executor) => SQLWrapper & { prepare(name: string): unknown },
  columns: Columns,
  bound: Record<string, unknown>,
): Promise<{ id: number; userId?: number | null } | undefined> {
  let statement = recordings.get(key);
  if (!statement) {
    statement = preparedAnywhere(
      (db, name) => withEvents(db, name, write(db), columns),
      `status_write_${recordings.size + 1}`,
    );
    recordings.set(key, statement);
  }
  const [row] = (await statement(tx).execute(bound)) as ({ id: number; userId?: number | null } | undefined)[];
  if (!row) return row;
  await enqueueDeliveries(tx, `${type}.status_changed`); // the event the statement just inserted
  if (inTransaction(tx)) afterCommit(tx, (events) => events.statusChanged(type));
  return row;
}

/**
 * How a row's values enter a named status statement (moveAndRecord, insertAndRecord):
 * - `general`: some value is SQL with parameters or a column, so the statement cannot be named;
 * - `key`: the statement's shape (its columns, which are null, which are parameterless SQL such as
 *   `now()`, written into the text), to find it among those already built;
 * - `columns()`: the statement's values (null, that SQL, or a placeholder per column);
 * - `bind(into)`: adds this call's placeholder values to `into` and returns it.
 * A null is written as such (a placeholder would pass it through the column's encoder).
 */
function shapeOf(db: Executor, values: Record<string, unknown>) {
  const keys = Object.keys(values)
    .filter((k) => values[k] !== undefined)
    .sort();
  const inline = new Map(keys.flatMap((k) => constantSql(db, values[k]).map((text) => [k, text] as const)));
  const nulls = new Set(keys.filter((k) => values[k] === null));
  return {
    general: keys.some((k) => !inline.has(k) && (is(values[k], SQL) || is(values[k], Column))),
    key: keys.map((k) => (nulls.has(k) ? `${k}=null` : inline.has(k) ? `${k}=${inline.get(k)}` : k)).join(','),
    columns: () =>
      Object.fromEntries(keys.map((k) => [k, nulls.has(k) ? null : inline.has(k) ? values[k] : sql.placeholder(k)])),
    bind: (into: Record<string, unknown>) => {
      for (const k of keys) if (!nulls.has(k) && !inline.has(k)) into[k] = values[k];
      return into;
    },
  };
}

/**
 * The SQL text of `value` when it is SQL with no parameters (one element), else nothing; rendered
 * once per SQL object (`now` above is one object, met on every order move).
 */
function constantSql(db: Executor, value: unknown): string[] {
  if (!is(value, SQL)) return [];
  let text = constantTexts.get(value);
  if (!text) {
    const query = renderSql(db, value);
    text = query.params.length === 0 ? [query.sql] : [];
    constantTexts.set(value, text);
  }
  return text;
}
const constantTexts = new WeakMap<SQL, string[]>();

type Recording = { execute(values: Record<string, unknown>): Promise<unknown[]> };

/** A placeholder of the event part of `withEvents` (prefixed: the row's own values use column keys). */
const ev = (name: string) => sql.placeholder(`ev_${name}`);

/** The values of `withEvents`'s event placeholders. */
function eventValues(
  type: StatusSubjectType,
  from: string | null,
  to: string,
  actor: Actor | SystemActor,
  note: string,
) {
  return {
    ev_type: type,
    ev_eventType: `${type}.status_changed`,
    ev_from: from,
    ev_to: to,
    ev_actorId: actor.userId,
    ev_actorName: actor.name,
    ev_note: note,
  };
}

/**
 * `write` (an update or insert of a status subject, returning its row) with the change's status
 * event and domain event (as `record`) in one CTE, prepared as the named statement `name`; it
 * answers with the written row (none when `write` wrote none, and then no event is written).
 */
function withEvents(
  db: Executor,
  name: string,
  write: SQLWrapper & { prepare(name: string): unknown },
  columns: Columns,
): Recording {
  // The write's own prepared form gives the row's fields in the order it returns them.
  const fields = fieldsOf(write, `${name}_fields`);
  const owner = (columns as Columns & { userId?: PgColumn }).userId;
  const userId = owner ? sql`written.${sql.identifier(owner.name)}` : sql`null::int`;
  const query = sql`
    with written as (${write.getSQL()}),
    event as (
      insert into ${statusEvents} (subject_type, subject_id, from_status, to_status, actor_id, actor_name, note)
      select ${ev('type')}::text, written.id, ${ev('from')}::text, ${ev('to')}::text, ${ev('actorId')}::int,
        ${ev('actorName')}::text, ${ev('note')}::text
      from written
      returning id
    ),
    domain_event as (
      insert into ${domainEvents} (type, subject_type, subject_id, user_id, payload)
      select ${ev('eventType')}::text, ${ev('type')}::text, written.id, ${userId},
        jsonb_build_object('from', ${ev('from')}::text, 'to', ${ev('to')}::text, 'statusEventId', event.id,
          'actorId', ${ev('actorId')}::int, 'actorName', ${ev('actorName')}::text, 'note', ${ev('note')}::text)
      from written, event
    )
    select * from written`;
  return prepareNamed(db, query, name, fields) as Recording;
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

/**
 * `insert into <table> <values> returning *` (with `on conflict do nothing` when asked) and the
 * creation's status event and domain event, in one statement, as `moveAndRecord` does for a move;
 * values given as SQL expressions with parameters take the general way (parameterless SQL such as
 * `now()` is written into the statement). Undefined when a conflict refused the row.
 */
async function insertAndRecord(
  tx: Tx,
  subject: { type: StatusSubjectType; table: PgTable; columns: Columns },
  values: Record<string, unknown>,
  actor: Actor | SystemActor,
  note: string,
  onConflictDoNothing: boolean,
): Promise<{ id: number; userId?: number | null } | undefined> {
  const { type, table, columns } = subject;
  const to = values.status as string;
  const shape = shapeOf(tx, values);
  if (shape.general) {
    const insert = tx.insert(table).values(values as PgTable['$inferInsert']);
    const [row] = (await (onConflictDoNothing ? insert.onConflictDoNothing() : insert).returning()) as (
      | { id: number; userId?: number | null }
      | undefined
    )[];
    if (row) await record(tx, type, row, null, to, actor, note);
    return row;
  }
  return runRecording(
    tx,
    type,
    `enter:${type}:${onConflictDoNothing}:${shape.key}`,
    (db) => {
      const insert = db.insert(table).values(shape.columns() as PgTable['$inferInsert']);
      return (onConflictDoNothing ? insert.onConflictDoNothing() : insert).returning();
    },
    columns,
    shape.bind(eventValues(type, null, to, actor, note)),
  );
}

/** The status event and domain event of `record`, as one named statement. */
const recordStatement = preparedAnywhere(
  (db, name) =>
    prepareSql(
      db,
      sql`
    with event as (
      insert into ${statusEvents} (subject_type, subject_id, from_status, to_status, actor_id, actor_name, note)
      values (${sql.placeholder('type')}, ${sql.placeholder('id')}, ${sql.placeholder('from')}, ${sql.placeholder('to')},
        ${sql.placeholder('actorId')}, ${sql.placeholder('actorName')}, ${sql.placeholder('note')})
      returning id
    )
    insert into ${domainEvents} (type, subject_type, subject_id, user_id, payload)
    select ${sql.placeholder('eventType')}, ${sql.placeholder('type')}, ${sql.placeholder('id')},
      ${sql.placeholder('userId')}::int,
      jsonb_build_object('from', ${sql.placeholder('from')}::text, 'to', ${sql.placeholder('to')}::text,
        'statusEventId', event.id, 'actorId', ${sql.placeholder('actorId')}::int,
        'actorName', ${sql.placeholder('actorName')}::text, 'note', ${sql.placeholder('note')}::text)
    from event`,
      name,
    ),
  'status_changed_record',
);

/**
 * Writes the status event and the domain event of one change, in one statement (the domain event's
 * payload names the status event's id, so both inserts share a CTE): a status change is on every
 * hot path (a warehouse scan, a deposit), and each round trip counts there (decision 0059).
 * The payload is `StatusChangedPayload`. Once committed, tells this instance's caches (the staff
 * counts read their own writes before the table's notification arrives); enqueues the event's
 * deliveries to its subscribers (decision 0086).
 */
async function record(
  tx: Tx,
  type: StatusSubjectType,
  row: { id: number; userId?: number | null },
  from: string | null,
  to: string,
  actor: Actor | SystemActor,
  note: string,
): Promise<void> {
  // A named statement (built once, parsed once per connection): it runs on every status change.
  await recordStatement(tx).execute({
    type,
    eventType: `${type}.status_changed`,
    id: row.id,
    from,
    to,
    actorId: actor.userId,
    actorName: actor.name,
    note,
    userId: row.userId ?? null,
  });
  await enqueueDeliveries(tx, `${type}.status_changed`);
  if (inTransaction(tx)) afterCommit(tx, (events) => events.statusChanged(type));
}

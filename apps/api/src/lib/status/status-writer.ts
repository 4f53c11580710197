/**
 * The status writer (decision 0074): the statements that write a status change — the subject's row,
 * its status event and its domain event — built once in the process per subject type and shape,
 * run as named statements on any handle, one round trip per change. transition.ts holds the rules
 * (which moves the machines allow, who may make them, the hooks of a status entered) and calls these.
 */
import { and, Column, eq, is, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { domainEvents } from '../../db/schema/domain-event.ts';
import { statusEvents } from '../../db/schema/status-event.ts';
import { fieldsOf, prepareNamed, renderSql } from '../db/drizzle-internals.ts';
import { preparedAnywhere, prepareSql } from '../db/prepared.ts';
import type { StatusSubjectType } from '../db/status-subjects.ts';
import { afterCommit, inTransaction } from '../db/transaction.ts';
import { enqueueDeliveries } from '../events/domain-events.ts';
import type { Actor, SystemActor } from '../platform/actor.ts';
import type { ChangeEvents } from '../platform/change-events.ts';

/** The columns of a status subject's table that the writer reads or sets. */
export interface Columns {
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
export function lastChange(columns: Columns, actor: Actor | SystemActor): Record<string, unknown> {
  return columns.lastChangeAt && columns.lastChangeBy ? { lastChangeAt: now, lastChangeBy: actor.name } : {};
}
const now = sql`now()`;

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
export async function moveAndRecord(
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
    `move:${type}:${audited(actor)}:${shape.key}`,
    (db) =>
      db
        .update(table)
        .set(shape.columns() as PgUpdateSetSource<PgTable>)
        .where(where(ev('whereId'), ev('whereStatus')))
        .returning(),
    columns,
    shape.bind({ ev_whereId: id, ev_whereStatus: from, ...eventValues(type, from, to, actor, note) }),
    audited(actor),
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
  audit: boolean,
): Promise<{ id: number; userId?: number | null } | undefined> {
  let statement = recordings.get(key);
  if (!statement) {
    statement = preparedAnywhere(
      (db, name) => withEvents(db, name, write(db), columns, audit),
      `status_write_${recordings.size + 1}`,
    );
    recordings.set(key, statement);
  }
  const [row] = (await statement(tx).execute(bound)) as ({ id: number; userId?: number | null } | undefined)[];
  if (!row) return row;
  await enqueueDeliveries(tx, `${type}.status_changed`); // the event the statement just inserted
  if (inTransaction(tx)) afterCommit(tx, (events) => changed(events, type, row));
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
    ev_ip: actor.ip ?? '',
  };
}

/**
 * Whether a change by `actor` also writes its audit row (decision 0096): a staff member's, never a
 * customer's or the system's, whose moves keep their one statement unchanged.
 */
function audited(actor: Actor | SystemActor): boolean {
  return actor.scope === 'staff';
}

/**
 * The audit row of a status change, as a CTE reading the changed row from `source` (decision 0096):
 * a move is `<subject_type>.status` with `{ status: from }` → `{ status: to, note }`; a creation
 * (from null) is `<subject_type>.create` with the whole new row after. `p` names the placeholders.
 */
function auditPart(source: SQL, id: SQL, row: SQL, p: (name: string) => SQLWrapper): SQL {
  return sql`audit as (
      insert into ${auditLog} (actor_id, actor_name, ip, action, subject_type, subject_id, before, after)
      select ${p('actorId')}::int, ${p('actorName')}::text, ${p('ip')}::text,
        ${p('type')}::text || case when ${p('from')}::text is null then '.create' else '.status' end,
        ${p('type')}::text, ${id}::text,
        case when ${p('from')}::text is null then null else jsonb_build_object('status', ${p('from')}::text) end,
        case when ${p('from')}::text is null then ${row}
          else jsonb_build_object('status', ${p('to')}::text, 'note', ${p('note')}::text) end
      from ${source}
    )`;
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
  audit: boolean,
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
    )${audit ? sql`, ${auditPart(sql`written`, sql`written.id`, sql`to_jsonb(written)`, ev)}` : sql``}
    select * from written`;
  return prepareNamed(db, query, name, fields) as Recording;
}

/**
 * `insert into <table> <values> returning *` (with `on conflict do nothing` when asked) and the
 * creation's status event and domain event, in one statement, as `moveAndRecord` does for a move;
 * values given as SQL expressions with parameters take the general way (parameterless SQL such as
 * `now()` is written into the statement). Undefined when a conflict refused the row.
 */
export async function insertAndRecord(
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
    `enter:${type}:${onConflictDoNothing}:${audited(actor)}:${shape.key}`,
    (db) => {
      const insert = db.insert(table).values(shape.columns() as PgTable['$inferInsert']);
      return (onConflictDoNothing ? insert.onConflictDoNothing() : insert).returning();
    },
    columns,
    shape.bind(eventValues(type, null, to, actor, note)),
    audited(actor),
  );
}

/**
 * The status event and domain event of `record`, as one named statement; with `audit`, also the
 * change's audit row (a staff member's change, decision 0096).
 */
function recordStatementOf(audit: boolean) {
  return preparedAnywhere(
    (db, name) =>
      prepareSql(
        db,
        sql`
    with event as (
      insert into ${statusEvents} (subject_type, subject_id, from_status, to_status, actor_id, actor_name, note)
      values (${sql.placeholder('type')}, ${sql.placeholder('id')}, ${sql.placeholder('from')}, ${sql.placeholder('to')},
        ${sql.placeholder('actorId')}, ${sql.placeholder('actorName')}, ${sql.placeholder('note')})
      returning id
    )${audit ? sql`, ${auditPart(sql`(select 1) as one`, sql`${sql.placeholder('id')}::int`, sql`${sql.placeholder('row')}::jsonb`, sql.placeholder)}` : sql``}
    insert into ${domainEvents} (type, subject_type, subject_id, user_id, payload)
    select ${sql.placeholder('eventType')}, ${sql.placeholder('type')}, ${sql.placeholder('id')},
      ${sql.placeholder('userId')}::int,
      jsonb_build_object('from', ${sql.placeholder('from')}::text, 'to', ${sql.placeholder('to')}::text,
        'statusEventId', event.id, 'actorId', ${sql.placeholder('actorId')}::int,
        'actorName', ${sql.placeholder('actorName')}::text, 'note', ${sql.placeholder('note')}::text)
    from event`,
        name,
      ),
    audit ? 'status_changed_record_audited' : 'status_changed_record',
  );
}
const recordStatements = { plain: recordStatementOf(false), audited: recordStatementOf(true) };

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
  const audit = audited(actor);
  await recordStatements[audit ? 'audited' : 'plain'](tx).execute({
    ...(audit ? { ip: actor.ip ?? '', row: JSON.stringify(row) } : {}),
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
  if (inTransaction(tx)) afterCommit(tx, (events) => changed(events, type, row));
}

/** After the commit: the count caches forget `type`, and the pages showing the subject hear of it. */
function changed(events: ChangeEvents, type: string, row: { id: number; userId?: number | null }): void {
  events.statusChanged(type);
  events.committed({ subject: type, id: row.id, userId: row.userId ?? null });
}

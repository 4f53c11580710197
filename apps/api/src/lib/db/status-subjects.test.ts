/**
 * The database's CHECK constraints on status columns, as the migrations left them, list exactly the
 * statuses of each registered machine, and status_events.subject_type exactly the catalogue's
 * subject types: a machine changed without a migration fails here (decision 0015).
 */
import type { Machine } from '@app/shared/machines/define-machine';
import { machines, subjectTypes } from '@app/shared/statuses';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { type StatusSubjectType, statusSubjects } from './status-subjects.ts';

const ctx = useTestApp();

/** The quoted values of a CHECK constraint, as PostgreSQL prints it (`= ANY (ARRAY['a'::text, …])`). */
async function checkValues(table: string, constraint: string): Promise<string[]> {
  const rows = await query<{ def: string }>(
    ctx,
    `select pg_get_constraintdef(c.oid) as def from pg_constraint c
      where c.conrelid = $1::regclass and c.conname = $2 and c.contype = 'c'`,
    [table, constraint],
  );
  expect(rows, `${table}.${constraint}`).toHaveLength(1);
  return [...rows[0]!.def.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"));
}

describe('CHECK constraints match the machines', () => {
  const registered = Object.keys(statusSubjects) as StatusSubjectType[];

  it.each(registered)('%s: the status column allows exactly the machine statuses', async (type) => {
    const table = getTableName(statusSubjects[type].table as PgTable);
    const machine = machines[type] as Machine<string>;
    expect(await checkValues(table, `${table}_status_check`)).toEqual([...machine.statuses]);
  });

  it('status_events.subject_type allows exactly the catalogue subject types', async () => {
    expect(await checkValues('status_events', 'status_events_subject_type_check')).toEqual(subjectTypes);
  });

  it('the database refuses a status or a subject type outside the catalogue', async () => {
    // CHECK constraints are checked before the foreign keys: ids 0 never get that far.
    await expect(
      query(
        ctx,
        `insert into purchase_orders (code, user_id, status, site, shop_name, exchange_rate, options, receiver,
           cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd, fees_vnd, total_vnd, deposit_due_vnd)
         values ('MH-CHECK', 0, 'lost', 'taobao', 's', 1, '{}', '{}', 0, 0, '[]', 0, 0, 0, 0, 0)`,
      ),
    ).rejects.toThrow(/purchase_orders_status_check/);
    await expect(
      query(
        ctx,
        "insert into recharges (code, user_id, amount_vnd, status, bank_account_id) values ('CHECK', 0, 1, 'lost', 0)",
      ),
    ).rejects.toThrow(/recharges_status_check/);
    await expect(
      query(
        ctx,
        "insert into status_events (subject_type, subject_id, to_status, actor_name) values ('order', 1, 'x', 'y')",
      ),
    ).rejects.toThrow(/status_events_subject_type_check/);
  });
});

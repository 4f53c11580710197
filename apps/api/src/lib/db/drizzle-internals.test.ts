/**
 * Every Drizzle internal the app relies on (drizzle-internals.ts), checked against the installed
 * drizzle-orm: when an upgrade moves one, this file fails, naming which.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { warehouses } from '../../db/schema/warehouse.ts';
import { useTestDatabase } from '../../test/helpers.ts';
import {
  clientOf,
  fieldsOf,
  isBoundPrepared,
  onClient,
  prepareNamed,
  rawRows,
  renderSql,
} from './drizzle-internals.ts';
import { transaction } from './transaction.ts';

const ctx = useTestDatabase(2);

describe('Drizzle internals', () => {
  it('a handle has a client: the pool outside a transaction, another connection inside one', async () => {
    const db = ctx.database.db;
    const pool = clientOf(db);
    expect(pool).toBeTruthy();
    const inside = await transaction(db, async (tx: Executor) => clientOf(tx));
    expect(inside).toBeTruthy();
    expect(inside).not.toBe(pool);
  });

  it('renders SQL with its values bound in order', () => {
    const q = renderSql(ctx.database.db, sql`select ${1}::int as a, ${'x'}::text as b`);
    expect(q.sql).toBe('select $1::int as a, $2::text as b');
    expect(q.params).toEqual([1, 'x']);
  });

  it('runs hand-written SQL as a named statement, raw or mapped with a query’s fields', async () => {
    const db = ctx.database.db;
    const raw = prepareNamed(db, sql`select id, name from warehouses where country = 'VN' order by id`, 'di_raw') as {
      execute(): Promise<{ rows: { id: number; name: string }[] }>;
    };
    const { rows } = await raw.execute();
    expect(rows.length).toBeGreaterThan(0);
    const select = db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses);
    const fields = fieldsOf(select, 'di_fields');
    const mapped = prepareNamed(
      db,
      sql`select id, name from warehouses where country = 'VN' order by id`,
      'di_mapped',
      fields,
    ) as { execute(): Promise<{ id: number; name: string }[]> };
    expect(await mapped.execute()).toEqual(rows);
  });

  it('moves a prepared query to a transaction’s connection, where it sees uncommitted rows', async () => {
    const db = ctx.database.db;
    const byName = db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.name, sql.placeholder('name')))
      .prepare('di_by_name');
    expect(isBoundPrepared(byName)).toBe(true);
    expect(onClient(byName, clientOf(db))).toBe(byName);
    const seen = await transaction(db, async (tx: Executor) => {
      await tx.execute(sql`update warehouses set name = 'Kho tạm' where id = (select min(id) from warehouses)`);
      const moved = onClient(byName, clientOf(tx));
      const rows = await moved.execute({ name: 'Kho tạm' });
      await tx.execute(sql`select 1`);
      throw Object.assign(new Error('rollback'), { rows });
    }).catch((e: { rows?: unknown[] }) => e.rows);
    expect(seen).toHaveLength(1);
    expect(await byName.execute({ name: 'Kho tạm' })).toHaveLength(0);
  });

  it('answers a prepared query’s rows as the driver gives them (no mapping)', async () => {
    const db = ctx.database.db;
    const q = db
      .select({ id: warehouses.id, at: sql<Date>`now()`.as('at') })
      .from(warehouses)
      .limit(1)
      .prepare('di_raw_rows');
    const [row] = await rawRows<{ id: number; at: unknown }>(q, {});
    expect(typeof row?.id).toBe('number');
    expect(typeof row?.at).toBe('string');
  });
});

/**
 * preparedPerDb (decision 0024): the query is built once per database handle and reused; a prepared
 * list statement answers with the values bound at each call, on the pool and inside a transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { warehouses } from '../../db/schema/warehouse.ts';
import { useTestDatabase } from '../../test/helpers.ts';
import { preparedAnywhere, preparedPerDb } from './prepared.ts';
import { transaction } from './transaction.ts';

const ctx = useTestDatabase(2);

describe('preparedPerDb', () => {
  it('builds once per handle and binds the values of each call', async () => {
    let builds = 0;
    const byCountry = preparedPerDb((db, name) => {
      builds += 1;
      return db
        .select({ name: warehouses.name })
        .from(warehouses)
        .where(sql`${warehouses.country} = ${sql.placeholder('country')}`)
        .orderBy(warehouses.id)
        .prepare(name);
    }, 'test_warehouses_by_country');
    const db = ctx.database.db;
    const vn = await byCountry(db).execute({ country: 'VN' });
    const cn = await byCountry(db).execute({ country: 'CN' });
    expect(builds).toBe(1);
    expect(vn.length).toBeGreaterThan(0);
    expect(cn.length).toBeGreaterThan(0);
    expect(vn.map((w) => w.name)).not.toEqual(cn.map((w) => w.name));
    const inTx = await transaction(db, async (tx: Executor) => byCountry(tx).execute({ country: 'VN' }));
    expect(builds).toBe(2);
    expect(inTx).toEqual(vn);
  });
});

describe('preparedAnywhere', () => {
  it('builds once in the process and runs on the pool and on each transaction’s own connection', async () => {
    let builds = 0;
    const byName = preparedAnywhere((db, name) => {
      builds += 1;
      return db
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(sql`${warehouses.name} = ${sql.placeholder('name')}`)
        .prepare(name);
    }, 'test_warehouse_by_name_anywhere');
    const db = ctx.database.db;
    const temporary = 'Kho tạm để thử';
    expect(await byName(db).execute({ name: temporary })).toEqual([]);
    const rolledBack = new Error('rolled back on purpose');
    for (let i = 0; i < 2; i++) {
      const outcome = await transaction(db, async (tx) => {
        const [first] = await tx.select({ id: warehouses.id }).from(warehouses).orderBy(warehouses.id).limit(1);
        await tx.update(warehouses).set({ name: temporary }).where(eq(warehouses.id, first!.id));
        // The transaction's own uncommitted row: the statement ran on its connection, not the pool's.
        expect(await byName(tx).execute({ name: temporary })).toEqual([first]);
        expect(await byName(db).execute({ name: temporary })).toEqual([]);
        throw rolledBack;
      }).catch((error: unknown) => error);
      expect(outcome).toBe(rolledBack);
    }
    expect(builds).toBe(1);
    expect(await byName(db).execute({ name: temporary })).toEqual([]);
  });
});

/**
 * preparedPerDb (decision 0024): the query is built once per database handle and reused; a prepared
 * list statement answers with the values bound at each call, on the pool and inside a transaction.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/client.ts';
import { warehouses } from '../db/schema/warehouse.ts';
import { useTestDatabase } from '../test/helpers.ts';
import { preparedPerDb } from './prepared.ts';
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

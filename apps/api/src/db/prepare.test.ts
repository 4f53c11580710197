/**
 * Two instances starting at once on one fresh database (decision 0023): both prepare it, one after
 * the other under the advisory lock, and the reference data exists once.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../test/databases.ts';
import { connect, type Database } from './client.ts';
import { prepareDatabase } from './prepare.ts';

describe('prepareDatabase', () => {
  const { serverUrl, prefix } = inject('testDatabases');
  // A name with the run's prefix: the run's teardown drops it even if this file fails midway.
  const name = `${prefix}_prepare_${randomBytes(3).toString('hex')}`;
  const opened: Database[] = [];

  afterAll(async () => {
    for (const d of opened) await d.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('run by two instances at once on a fresh database seeds the reference data once', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = databaseUrl(serverUrl, name);
    const first = connect(url, 3);
    const second = connect(url, 3);
    opened.push(first, second);

    const results = await Promise.all([
      prepareDatabase(first.db, { seedDemo: true }),
      prepareDatabase(second.db, { seedDemo: true }),
    ]);

    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    const count = async (table: string) => {
      const res = await first.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      return res.rows[0]!.n;
    };
    expect({
      warehouses: await count('warehouses'),
      routes: await count('shipping_routes'),
      rates: await count('exchange_rates'),
      bankAccounts: await count('company_bank_accounts'),
      users: await count('users'),
      // The demo warehouse members' warehouses (decision 0103): Quảng Châu; Hà Nội and TP.HCM.
      assignments: await count('staff_warehouses'),
      migrations: await count('drizzle.__drizzle_migrations'),
    }).toEqual({
      warehouses: 3,
      routes: 2,
      rates: 1,
      bankAccounts: 1,
      users: 4,
      assignments: 3,
      migrations: (await import('../../drizzle/meta/_journal.json')).default.entries.length,
    });
  });
});

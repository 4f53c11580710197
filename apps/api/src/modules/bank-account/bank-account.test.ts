/**
 * Company bank accounts (decision 0021): production seeds none; an admin lists, adds (VietQR banks
 * only) and activates one; recharges then pay into the active one; other staff are refused.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { connect } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { databaseUrl, dropDatabase } from '../../test/databases.ts';
import { expectError } from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
const url = '/api/Admin/BankAccount';
const vcb = { bankBin: '970436', accountNumber: '1234567890', accountName: 'CONG TY TNHH THAT' };

async function countBankAccounts(seedDemo: boolean): Promise<number> {
  const { serverUrl, prefix } = inject('testDatabases');
  const name = `${prefix}_empty_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const database = connect(databaseUrl(serverUrl, name), 2);
  try {
    await prepareDatabase(database.db, { seedDemo });
    const res = await database.db.execute(sql`select count(*)::int as n from company_bank_accounts`);
    const warehouses = await database.db.execute(sql`select count(*)::int as n from warehouses`);
    expect((warehouses.rows[0] as { n: number }).n).toBeGreaterThan(0);
    return (res.rows[0] as { n: number }).n;
  } finally {
    await database.close();
    await dropDatabase(serverUrl, name);
  }
}

describe('company bank accounts', () => {
  it('seeds the demo account only with the demo data (never in production)', async () => {
    expect(await countBankAccounts(false)).toBe(0);
    expect(await countBankAccounts(true)).toBe(1);
  });

  it('lets an admin add a VietQR bank account and make it the one recharges pay into', async () => {
    const auth = await loginAdmin(ctx.app);
    const before = await ctx.app.inject({ method: 'GET', url, headers: auth });
    expect(before.statusCode).toBe(200);
    const seeded = before.json() as { id: number; active: boolean }[];
    expect(seeded.some((a) => a.active)).toBe(true);

    const added = await ctx.app.inject({ method: 'POST', url, headers: auth, payload: vcb });
    expect(added.statusCode, added.body).toBe(200);
    const account = added.json();
    expect(account).toMatchObject({ ...vcb, bankShortName: 'Vietcombank', active: false });

    expectError(await ctx.app.inject({ method: 'POST', url, headers: auth, payload: vcb }), 409, 'bank-account-exists');

    const activated = await ctx.app.inject({ method: 'POST', url: `${url}/${account.id}/Activate`, headers: auth });
    expect(activated.statusCode).toBe(200);
    const list = activated.json() as { id: number; active: boolean }[];
    expect(list.filter((a) => a.active).map((a) => a.id)).toEqual([account.id]);

    const customer = await registerCustomer(ctx.app);
    const recharge = await ctx.app.inject({
      method: 'POST',
      url: '/api/Wallet/Recharge',
      headers: customer.auth,
      payload: { amountVnd: 500_000 },
    });
    expect(recharge.statusCode, recharge.body).toBe(200);
    expect(JSON.stringify(recharge.json())).toContain(vcb.accountNumber);

    expectError(
      await ctx.app.inject({ method: 'POST', url: `${url}/999999/Activate`, headers: auth }),
      404,
      'not-found',
    );
  });

  it('refuses a bank outside the VietQR list, a bad number and a name with diacritics, in Vietnamese', async () => {
    const auth = await loginAdmin(ctx.app);
    for (const payload of [
      { ...vcb, bankBin: '123456' },
      { ...vcb, accountNumber: '12ab' },
      { ...vcb, accountName: 'Công ty Thật' },
    ]) {
      expectError(await ctx.app.inject({ method: 'POST', url, headers: auth, payload }), 400, 'validation-error');
    }
  });

  it('is refused to customers and to staff without manage:setting', async () => {
    const customer = await registerCustomer(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url, headers: customer.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

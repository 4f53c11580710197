/**
 * The staff counts' recharge query at scale (decision 0045): counting the recharges that wait for
 * approval reads the status index alone, never the table. STAFF_COUNTS_ORDERS sets the size.
 */
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { pendingCountQuery } from './recharge.repository.ts';
import { countRechargesAwaitingApproval } from './recharge.service.ts';

const ctx = useTestApp();
const rows = Number(process.env.STAFF_COUNTS_ORDERS ?? 20_000);
const staff = { userId: 1, name: 'Quản trị', roles: ['accountant'], scope: 'staff' } as const;

describe('counting the recharges that wait for approval', () => {
  it(`reads only the status index among ${rows} recharges, 1 in 50 pending`, async () => {
    const customer = await makeCustomer(ctx);
    const before = await countRechargesAwaitingApproval(ctx.database.db, staff);
    await query(
      ctx,
      `insert into recharges (code, user_id, amount_vnd, received_vnd, status, bank_account_id, created_at)
       select 'SCALE-' || g, $1, 100000, case when g % 50 = 0 then null else 100000 end,
         case when g % 50 = 0 then 'pending' else 'approved' end,
         (select id from company_bank_accounts order by id limit 1), now() - make_interval(mins => g)
         from generate_series(1, $2::int) g`,
      [customer.id, rows],
    );
    await query(ctx, 'vacuum analyze recharges');

    const { sql, params } = pendingCountQuery(ctx.database.db, staff).toSQL();
    const plan = (await query<{ 'QUERY PLAN': string }>(ctx, `explain (analyze, buffers) ${sql}`, params))
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Only Scan using recharges_status_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
    // The table is vacuumed: the visibility map spares the heap (a page or two another test file's
    // open snapshot keeps from being all-visible at most).
    expect(Number(plan.match(/Heap Fetches: (\d+)/)?.[1] ?? 0)).toBeLessThan(10);
    if (process.env.STAFF_COUNTS_ORDERS) console.log(plan);

    expect(await countRechargesAwaitingApproval(ctx.database.db, staff)).toBe(before + rows / 50);
    // A customer counts only their own.
    const own = { userId: customer.id, name: customer.fullName, roles: ['customer'], scope: 'own' } as const;
    expect(await countRechargesAwaitingApproval(ctx.database.db, own)).toBe(rows / 50);
  });
});

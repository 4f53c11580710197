/**
 * The menu badges' money queue counts at scale (decision 0045): the complaints and adjustments that
 * wait for staff are counted from their partial indexes alone, never the table. STAFF_COUNTS_ROWS
 * sets the size.
 */
import { describe, expect, it } from 'vitest';
import { makeCustomer, makeStaff } from '../../test/factories.ts';
import { query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { pendingByProposerQuery } from '../adjustment/adjustment-counts.service.ts';
import { openComplaintsQuery } from '../complaint/complaint-counts.service.ts';

const ctx = useTestApp();
const rows = Number(process.env.STAFF_COUNTS_ROWS ?? 20_000);

async function planOf(built: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = built.toSQL();
  return (await query<{ 'QUERY PLAN': string }>(ctx, `explain (analyze, buffers) ${sql}`, params))
    .map((r) => r['QUERY PLAN'])
    .join('\n');
}

describe('counting the money queues that wait for staff', () => {
  it(`reads only the partial indexes among ${rows} complaints and ${rows} adjustments, 1 in 50 waiting`, async () => {
    const customer = await makeCustomer(ctx);
    const staff = await makeStaff(ctx, 'accountant');
    await query(
      ctx,
      `insert into complaints (code, user_id, order_type, order_id, reason, requested_vnd, status, due_at)
       select 'SCALE-' || g, $1, 'purchase', g, 'damaged', 10000,
         case when g % 50 = 0 then 'pending' when g % 50 = 1 then 'processing' else 'resolved' end, now()
         from generate_series(1, $2::int) g`,
      [customer.id, rows],
    );
    await query(
      ctx,
      `insert into adjustments (code, user_id, amount_vnd, reason, status, proposed_by)
       select 'SCALE-' || g, $1, 1000, 'Sửa sai sót', case when g % 50 = 0 then 'pending' else 'approved' end, $3
         from generate_series(1, $2::int) g`,
      [customer.id, rows, staff.id],
    );
    await query(ctx, 'vacuum analyze complaints');
    await query(ctx, 'vacuum analyze adjustments');

    for (const [plan, index] of [
      [await planOf(openComplaintsQuery(ctx.database.db)), 'complaints_open_idx'],
      [await planOf(pendingByProposerQuery(ctx.database.db)), 'adjustments_pending_idx'],
    ] as const) {
      expect(plan).toMatch(new RegExp(`Index Only Scan using ${index}`));
      expect(plan).not.toMatch(/Seq Scan/);
      expect(Number(plan.match(/Heap Fetches: (\d+)/)?.[1] ?? 0)).toBeLessThan(10);
      if (process.env.STAFF_COUNTS_ROWS) console.log(plan);
    }
  });
});

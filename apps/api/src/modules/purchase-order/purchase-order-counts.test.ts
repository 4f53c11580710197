/**
 * The staff counts' order query at scale (decision 0045): counting the orders that wait for staff
 * reads the status index alone (an index-only scan of the waiting statuses' entries), never the
 * table. STAFF_COUNTS_ORDERS=200000 reproduces the decision's figure; the default keeps the tier quick.
 */
import { awaitingStaffStatuses } from '@app/shared/machines/purchase-order';
import { staffRoles } from '@app/shared/roles';
import { describe, expect, it } from 'vitest';
import { makeCustomer, makePurchaseOrder } from '../../test/factories.ts';
import { query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { countByStatusQuery } from './purchase-order.repository.ts';
import { countOrdersByStatus } from './purchase-order.service.ts';

const ctx = useTestApp();
const orders = Number(process.env.STAFF_COUNTS_ORDERS ?? 20_000);
const staff = { userId: 1, name: 'Quản trị', roles: ['admin'], scope: 'staff' } as const;

describe('counting the orders that wait for staff', () => {
  it(`reads only the status index among ${orders} orders, 1 in 10 waiting`, async () => {
    const customer = await makeCustomer(ctx);
    const model = await makePurchaseOrder(ctx, { customer, status: 'deposited' });
    await query(
      ctx,
      `insert into purchase_orders (code, user_id, status, site, shop_name, exchange_rate, options, receiver,
         cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd, fees_vnd, total_vnd, deposit_due_vnd,
         created_at)
       select 'SCALE-' || g, user_id, case when g % 10 = 0 then 'in_transit' else 'completed' end, site, shop_name,
         exchange_rate, options, receiver, cn_warehouse_id, vn_warehouse_id, fee_lines, goods_fen, goods_vnd,
         fees_vnd, total_vnd, deposit_due_vnd, now() - make_interval(mins => g)
         from purchase_orders, generate_series(1, $2::int) g where id = $1`,
      [model.id, orders],
    );
    await query(ctx, 'vacuum analyze purchase_orders');

    const statuses = awaitingStaffStatuses(staffRoles);
    const { sql, params } = countByStatusQuery(ctx.database.db, staff, statuses).toSQL();
    const plan = (await query<{ 'QUERY PLAN': string }>(ctx, `explain (analyze, buffers) ${sql}`, params))
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    // The status index, or the buying queue's (status, deposited_at, …), whichever the planner finds smaller.
    expect(plan).toMatch(/Index Only Scan using purchase_orders_(status|queue)_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
    // The table is vacuumed: the visibility map spares the heap (a page or two another test file's
    // open snapshot keeps from being all-visible at most).
    expect(Number(plan.match(/Heap Fetches: (\d+)/)?.[1] ?? 0)).toBeLessThan(10);
    if (process.env.STAFF_COUNTS_ORDERS) console.log(plan);

    const counts = await countOrdersByStatus(ctx.database.db, staff, statuses);
    expect(counts.in_transit).toBe(orders / 10);
    expect(counts.deposited).toBe(1);
    expect(counts).not.toHaveProperty('completed');
  });
});

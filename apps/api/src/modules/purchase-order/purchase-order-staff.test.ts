/**
 * /api/Admin/OrderOrdering: staff list and read orders and move them along DESIGN.md §3.1's table,
 * each role only to its own statuses, while the customer watches the timeline. Orders come from the
 * factories at the status each test starts from.
 */
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff } from '../../test/factories.ts';
import { type Auth, expectError, setStatus } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { happyPath, purchaseOrderKit } from '../../test/purchase-order-kit.ts';

const ctx = useTestApp();
const { getOrder, orderAt } = purchaseOrderKit(ctx);
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

describe('staff moving orders', () => {
  it('lists and shows orders to staff with the customer and the next statuses', async () => {
    const { user, order } = await orderAt('deposited');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/OrderOrdering?status=deposited&pageSize=100',
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    const row = list.json().items.find((o: { id: number }) => o.id === order.id);
    expect(row).toMatchObject({
      code: order.code,
      status: 'deposited',
      customer: { id: user.id, fullName: user.fullName, phone: user.phone },
    });
    for (const o of list.json().items) expect(o.status).toBe('deposited');

    const one = await ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering/${order.id}`, headers: admin });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: order.id,
      customer: { id: user.id, email: user.email },
      allowedNextStatuses: ['cancelled'],
    });
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderOrdering/999999999', headers: admin }),
      404,
      'not-found',
    );
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderOrdering?pageSize=1000', headers: admin }),
      400,
      'validation-error',
    );
  });

  it.each(happyPath)('refuses every status outside the table from %s with 409, writing nothing', async (from) => {
    const { user, order } = await orderAt(from);
    const before = await getOrder(user.auth, order.id);
    for (const wrong of purchaseOrderMachine.statuses.filter(
      (s) => !purchaseOrderMachine.transitions[from].includes(s),
    )) {
      const res = expectError(
        await setStatus(ctx.app, admin, order.id, wrong, 'thử'),
        409,
        'invalid-status-transition',
      );
      expect(res.Message).toMatch(/^Không thể chuyển đơn từ ".+" sang ".+"$/);
    }
    expect(await getOrder(user.auth, order.id)).toEqual(before);
  });

  it('refuses a bad status or note with 400 and an unknown order with 404, writing nothing', async () => {
    const { user, order } = await orderAt('deposited');
    const before = await getOrder(user.auth, order.id);
    const bad = expectError(await setStatus(ctx.app, admin, order.id, 'bay-len-troi'), 400, 'validation-error');
    expect(bad.Message).toBe('Trạng thái: Trạng thái không hợp lệ');
    expect(
      expectError(await setStatus(ctx.app, admin, order.id, 'purchasing', 'x'.repeat(1001)), 400, 'validation-error')
        .Message,
    ).toBe('Ghi chú: Ghi chú tối đa 1000 ký tự');
    expectError(await setStatus(ctx.app, admin, 999_999_999, 'purchasing'), 404, 'not-found');
    expect(await getOrder(user.auth, order.id)).toEqual(before);
  });

  it('lets each staff role set only its own statuses (403 otherwise, nothing written)', async () => {
    const { user, order } = await orderAt('deposited');
    const purchaser = (await makeStaff(ctx, 'purchaser')).auth;
    const sales = (await makeStaff(ctx, 'sales')).auth;
    const shownTo = async (auth: Auth) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering/${order.id}`, headers: auth })).json()
        .allowedNextStatuses;
    // A purchaser buys through "Ghi nhận mua hàng" (decision 0085) and may not cancel.
    expect(await shownTo(purchaser)).toEqual([]);
    expect(await shownTo(sales)).toEqual(['cancelled']);
    const before = await getOrder(user.auth, order.id);
    expectError(await setStatus(ctx.app, purchaser, order.id, 'cancelled'), 403, 'forbidden');
    expectError(await setStatus(ctx.app, purchaser, order.id, 'purchasing'), 409, 'status-needs-action');
    expect(await getOrder(user.auth, order.id)).toEqual(before);
    expect((await setStatus(ctx.app, sales, order.id, 'cancelled', 'Khách gọi điện hủy')).statusCode).toBe(200);
    expect((await getOrder(user.auth, order.id)).status).toBe('cancelled');
  });
});

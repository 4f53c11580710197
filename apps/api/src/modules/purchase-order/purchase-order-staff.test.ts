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
      allowedNextStatuses: ['purchasing', 'cancelled'],
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

  it('walks the happy path; every refused transition writes nothing; the customer sees each event', async () => {
    const { user, order } = await orderAt('deposited');
    const expectedEvents: [string | null, string, string][] = [
      [null, 'awaiting_deposit', user.fullName],
      ['awaiting_deposit', 'deposited', user.fullName],
    ];
    for (let i = 1; i < happyPath.length; i++) {
      const from = happyPath[i]!;
      const to = happyPath[i + 1];
      // Every status outside the table from here is 409, and nothing is written.
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
      if (!to) break;
      const note = `Ghi chú ${to}`;
      const res = await setStatus(ctx.app, admin, order.id, to, note);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(to);
      expect(res.json().allowedNextStatuses).toEqual(
        purchaseOrderMachine.transitions[to].filter(
          (s) => s !== 'deposited' && !(to === 'purchasing' && s === 'awaiting_customer_confirmation'),
        ),
      );
      expectedEvents.push([from, to, 'Quản trị viên Demo']);
      const seen = await getOrder(user.auth, order.id);
      expect(seen.status).toBe(to);
      expect(seen.events.map((e) => [e.fromStatus, e.toStatus, e.actorName])).toEqual(expectedEvents);
      expect(seen.events.at(-1)!.note).toBe(note);
    }

    // At the VN warehouse, delivery waits for full payment (shipping is not billed yet).
    const before = await getOrder(user.auth, order.id);
    const notPaid = expectError(await setStatus(ctx.app, admin, order.id, 'delivering'), 409, 'order-not-paid');
    expect(notPaid.Message).toBe('Đơn hàng chưa được thanh toán đủ');
    expect(await getOrder(user.auth, order.id)).toEqual(before);
    expect(before.status).toBe('at_vn_warehouse');
    expect(before.events).toHaveLength(happyPath.length);
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

    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/OrderOrdering/${order.id}`,
      headers: purchaser,
    });
    expect(shown.json().allowedNextStatuses).toEqual(['purchasing']);
    const before = await getOrder(user.auth, order.id);
    expectError(await setStatus(ctx.app, purchaser, order.id, 'cancelled'), 403, 'forbidden');
    expect(await getOrder(user.auth, order.id)).toEqual(before);
    expect((await setStatus(ctx.app, purchaser, order.id, 'purchasing')).statusCode).toBe(200);
    expect((await setStatus(ctx.app, purchaser, order.id, 'purchased')).statusCode).toBe(200);
    expect((await setStatus(ctx.app, purchaser, order.id, 'seller_shipped')).statusCode).toBe(200);
    expectError(await setStatus(ctx.app, purchaser, order.id, 'at_cn_warehouse'), 403, 'forbidden');
    expect((await getOrder(user.auth, order.id)).status).toBe('seller_shipped');
  });
});

/**
 * Refund requests of pay-on-behalf orders (decision 0114): asked by the customer or recorded by
 * staff, approved at the order's rate (the fee's share only when the company was at fault) or
 * rejected; never more in total than was paid, also when two approvals race; Taobao Global
 * sub-orders keep one pending request each.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../lib/db/transaction.ts';
import { systemActor } from '../../lib/platform/actor.ts';
import { makeCustomer, makeStaff } from '../../test/factories.ts';
import { type Auth, expectError, expectLedgerBalanced, query, walletBalance } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { customerPost, payAsStaff, placePob, pobLine, staffPost } from './pay-on-behalf.test-support.ts';
import { approveRefundRequest, openRefundRequest } from './pay-on-behalf-refund.service.ts';

const ctx = useTestApp();
let admin: Auth;
let purchaser: Auth;
let accountant: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  purchaser = (await makeStaff(ctx, 'purchaser')).auth;
  accountant = (await makeStaff(ctx, 'accountant')).auth;
});

/** A paid order of ¥100 (375,000 ₫: 370,000 + 5,000 fee) of a fresh customer. */
async function paidOrder(lines = [pobLine()]) {
  const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
  const o = await placePob(ctx.app, c.auth, lines);
  await payAsStaff(ctx.app, purchaser, o.id);
  return { c, o };
}

describe('asking', () => {
  it('only on a paid or completed order, within what is left, with the customer’s own photos', async () => {
    const c = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    const pending = await placePob(ctx.app, c.auth);
    expectError(
      await customerPost(ctx.app, c.auth, pending.id, 'Refund', {
        amountFen: 1_000,
        reason: 'Shop hoàn tiền',
        photoIds: [],
      }),
      409,
      'invalid-status-transition',
    );
    const { c: owner, o } = await paidOrder();
    expectError(
      await customerPost(ctx.app, owner.auth, o.id, 'Refund', {
        amountFen: 10_001,
        reason: 'Quá số tiền',
        photoIds: [],
      }),
      409,
      'pob-refund-too-large',
    );
    expectError(
      await customerPost(ctx.app, owner.auth, o.id, 'Refund', { amountFen: 0, reason: 'x', photoIds: [] }),
      400,
    );
    const res = await customerPost(ctx.app, owner.auth, o.id, 'Refund', {
      amountFen: 4_000,
      reason: 'Shop hoàn ¥40',
      photoIds: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      amountFen: 4_000,
      amountVnd: 148_000,
      orderCode: o.code,
      source: 'pay_on_behalf',
    });
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/OrderPob/Refund', headers: owner.auth });
    expect(mine.json().items.map((r: { id: number }) => r.id)).toEqual([res.json().id]);
    const tg = await ctx.app.inject({
      method: 'GET',
      url: '/api/OrderPob/Refund?source=taobao_global',
      headers: owner.auth,
    });
    expect(tg.json().total).toBe(0);
    // Another customer neither sees it nor asks on the order.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/OrderPob/Refund', headers: c.auth })).json().total).toBe(
      0,
    );
  });
});

describe('deciding', () => {
  it('approving credits the amount at the order’s rate; the fee only when the company was at fault', async () => {
    const { c, o } = await paidOrder();
    const before = await walletBalance(ctx.app, c.auth);
    const a = (
      await staffPost(ctx.app, purchaser, `${o.id}/Refund`, {
        amountFen: 5_000,
        reason: 'Người bán hoàn',
        photoIds: [],
      })
    ).json();
    const approved = await staffPost(ctx.app, accountant, `Refund/${a.id}/Approve`, { faultParty: 'seller' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      amountVnd: 185_000,
      feeRefundVnd: 0,
      faultParty: 'seller',
    });
    expect(await walletBalance(ctx.app, c.auth)).toBe(before + 185_000);
    // Approving twice credits once.
    expect((await staffPost(ctx.app, accountant, `Refund/${a.id}/Approve`, { faultParty: 'seller' })).statusCode).toBe(
      200,
    );
    expect(await walletBalance(ctx.app, c.auth)).toBe(before + 185_000);
    // The rest, the company at fault: the amount's rest and the fee's share of the whole order.
    const b = (
      await customerPost(ctx.app, c.auth, o.id, 'Refund', { amountFen: 5_000, reason: 'Lỗi công ty', photoIds: [] })
    ).json();
    const second = await staffPost(ctx.app, admin, `Refund/${b.id}/Approve`, { faultParty: 'company' });
    expect(second.json()).toMatchObject({ amountVnd: 185_000, feeRefundVnd: 2_500 });
    expect(await walletBalance(ctx.app, c.auth)).toBe(before + 372_500);
    const [event] = await query<{ payload: Record<string, unknown> }>(
      ctx,
      `select payload from domain_events where type = 'pay_on_behalf_order.refunded' and subject_id = $1 order by id desc limit 1`,
      [o.id],
    );
    expect(event!.payload).toEqual({
      orderId: o.id,
      code: o.code,
      userId: c.id,
      refundVnd: 185_000,
      feeRefundVnd: 2_500,
      totalVnd: 375_000,
    });
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/OrderPob/${o.id}`, headers: c.auth })).json();
    expect(detail).toMatchObject({ refundedFen: 10_000, refundedVnd: 372_500 });
    // Nothing is left to ask back.
    expectError(
      await customerPost(ctx.app, c.auth, o.id, 'Refund', { amountFen: 1, reason: 'Thêm', photoIds: [] }),
      409,
      'pob-refund-too-large',
    );
    await expectLedgerBalanced(ctx);
  });

  it('rejecting keeps the money where it is; a decided request is not decided again', async () => {
    const { c, o } = await paidOrder();
    const before = await walletBalance(ctx.app, c.auth);
    const r = (
      await customerPost(ctx.app, c.auth, o.id, 'Refund', { amountFen: 1_000, reason: 'Thử', photoIds: [] })
    ).json();
    const rejected = await staffPost(ctx.app, accountant, `Refund/${r.id}/Reject`, { reason: 'Người bán chưa hoàn' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'Người bán chưa hoàn' });
    expectError(await staffPost(ctx.app, accountant, `Refund/${r.id}/Approve`, {}), 409, 'invalid-status-transition');
    expect(await walletBalance(ctx.app, c.auth)).toBe(before);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/OrderPob/Refund?q=${o.code}`,
      headers: accountant,
    });
    expect(queue.json().items[0]).toMatchObject({ id: r.id, customer: { id: c.id } });
    const sales = await makeStaff(ctx, 'sales');
    expectError(await staffPost(ctx.app, sales.auth, `Refund/${r.id}/Reject`, { reason: 'x' }), 403);
    const warehouse = await makeStaff(ctx, 'warehouse_vn');
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/OrderPob/Refund', headers: warehouse.auth }),
      403,
    );
  });

  it('two approvals racing never refund more than was paid', async () => {
    for (let round = 0; round < 3; round++) {
      const { c, o } = await paidOrder();
      const before = await walletBalance(ctx.app, c.auth);
      const ask = (amountFen: number) =>
        customerPost(ctx.app, c.auth, o.id, 'Refund', { amountFen, reason: 'Shop hoàn', photoIds: [] }).then((r) =>
          r.json(),
        );
      const [a, b] = [await ask(6_000), await ask(6_000)];
      const answers = await Promise.all([
        staffPost(ctx.app, accountant, `Refund/${a.id}/Approve`, { faultParty: 'seller' }),
        staffPost(ctx.app, admin, `Refund/${b.id}/Approve`, { faultParty: 'seller' }),
      ]);
      const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort();
      expect(codes).toEqual(['ok', 'pob-refund-too-large']);
      expect(await walletBalance(ctx.app, c.auth)).toBe(before + 222_000);
    }
    await expectLedgerBalanced(ctx);
  });
});

describe('Taobao Global sub-orders (through the service)', () => {
  it('one pending request per sub-order; approved by the system at the order’s rate', async () => {
    const { c, o } = await paidOrder();
    const taobao = {
      taobaoGlobalOrderId: 77,
      subOrderId: 'S-1',
      refundType: 'only_refund' as const,
      platformDeadline: null,
    };
    const { id } = await transaction(ctx.database.db, (tx) =>
      openRefundRequest(tx, {
        orderId: o.id,
        actor: systemActor,
        amountFen: 2_000,
        reason: 'Nền tảng hoàn',
        photoIds: [],
        taobao,
      }),
    );
    await expect(
      transaction(ctx.database.db, (tx) =>
        openRefundRequest(tx, {
          orderId: o.id,
          actor: systemActor,
          amountFen: 1_000,
          reason: 'Lần hai',
          photoIds: [],
          taobao,
        }),
      ),
    ).rejects.toMatchObject({ id: 'pob-refund-open' });
    const before = await walletBalance(ctx.app, c.auth);
    await transaction(ctx.database.db, (tx) => approveRefundRequest(tx, { refundId: id, actor: systemActor }));
    expect(await walletBalance(ctx.app, c.auth)).toBe(before + 74_000);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/OrderPob/Refund?source=taobao_global',
      headers: c.auth,
    });
    expect(list.json().items).toMatchObject([{ id, source: 'taobao_global', subOrderId: 'S-1', status: 'approved' }]);
    // Once decided, the sub-order may be asked again.
    await transaction(ctx.database.db, (tx) =>
      openRefundRequest(tx, {
        orderId: o.id,
        actor: systemActor,
        amountFen: 1_000,
        reason: 'Lần hai',
        photoIds: [],
        taobao,
      }),
    );
  });
});

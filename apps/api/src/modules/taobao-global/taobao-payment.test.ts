/**
 * Paying and refunding Taobao Global orders through pay-on-behalf (decision 0120) against the fake
 * provider: unpaid orders become one pay-on-behalf order (debited once, idempotent, racing pays),
 * who may pay what (404 / 403 / 409), refund requests per sub-order by trade state, and the sync
 * deciding them from the platform's refund status (credited once at the order's rate, or rejected).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeStaff, type TestUser } from '../../test/factories.ts';
import { type Auth, expectError, expectLedgerBalanced, newKey, walletBalance } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { payAsStaff } from '../pay-on-behalf/pay-on-behalf.test-support.ts';
import type { FakeTrade } from './fake-taobao-server.ts';
import { addBuyerWithTrades, linkAccount, syncNow, useFakeTaobao } from './taobao-global.test-support.ts';

const provider = useFakeTaobao();
const ctx = useTestApp(provider.env);
let purchaser: Auth;

beforeAll(async () => {
  purchaser = (await makeStaff(ctx, 'purchaser')).auth;
});

interface OrderJson {
  id: number;
  platformOrderId: string;
  status: string;
  paymentFen: number;
  subOrders: { id: number; platformSubOrderId: string; paymentFen: number; refundStatus: string }[];
  payOnBehalf: {
    id: number;
    code: string;
    status: string;
    statusLabel: string;
    alipayTradeNo: string | null;
    proofPhotos: { id: number; url: string }[];
  } | null;
}

interface RefundJson {
  id: number;
  orderId: number;
  status: string;
  platformStatus: string;
  deadlineAt: string | null;
  refundFen: number;
  creditedVnd: number | null;
  type: string;
  payOnBehalfOrder: { id: number; code: string };
  customer?: { id: number };
}

/** A customer with `walletVnd`, a linked buyer with orders in `statuses`, synced; the imported orders by trade. */
async function customerWithOrders(statuses: string[], walletVnd = 2_000_000) {
  const fake = provider.fake();
  const c = await makeCustomer(ctx, { walletVnd });
  const { nick, trades } = addBuyerWithTrades(fake, statuses);
  const token = await linkAccount(ctx, fake, c.auth, nick);
  const s = await syncNow(ctx, c.auth, token.id);
  expect(s.statusCode, s.body).toBe(200);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/TaobaoIntOrder?pageSize=50', headers: c.auth });
  const items = res.json().items as OrderJson[];
  const byTrade = (t: FakeTrade) => items.find((o) => o.platformOrderId === t.tid)!;
  return { c, token, trades, orders: trades.map(byTrade), sync: () => syncNow(ctx, c.auth, token.id) };
}

function pay(auth: Auth, ids: number[], key = newKey()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/TaobaoIntOrder/Pay',
    headers: { ...auth, 'idempotency-key': key },
    payload: { ids },
  });
}

function refund(auth: Auth, orderId: number, body: object, key = newKey()) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/TaobaoIntOrder/${orderId}/Refund`,
    headers: { ...auth, 'idempotency-key': key },
    payload: body,
  });
}

async function order(auth: Auth, id: number): Promise<OrderJson> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/TaobaoIntOrder/${id}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function refunds(auth: Auth, url = '/api/TaobaoIntOrder/Refund'): Promise<RefundJson[]> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

describe('POST /TaobaoIntOrder/Pay', () => {
  it('pays two of three unpaid orders as one pay-on-behalf order, debited once, idempotently', async () => {
    const { c, orders } = await customerWithOrders(['WAIT_BUYER_PAY', 'WAIT_BUYER_PAY', 'WAIT_BUYER_PAY']);
    const [a, b, third] = orders as [OrderJson, OrderJson, OrderJson];
    expect(a.paymentFen).toBe(3_300); // ¥25 of goods + ¥8 of shipping inside China
    const key = newKey();
    const res = await pay(c.auth, [a.id, b.id], key);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    // ¥66 at 3,700 ₫/¥ = 244,200 ₫; 1 % is below the 5,000 ₫ minimum.
    expect(result).toMatchObject({ totalVnd: 249_200, orderIds: [a.id, b.id].sort((x, y) => x - y) });
    expect(result.code).toMatch(/^TT\d{4}-\d{6}$/);
    expect(await walletBalance(ctx.app, c.auth)).toBe(2_000_000 - 249_200);

    const pob = await ctx.app.inject({
      method: 'GET',
      url: `/api/OrderPob/${result.payOnBehalfOrderId}`,
      headers: c.auth,
    });
    expect(pob.statusCode, pob.body).toBe(200);
    expect(pob.json()).toMatchObject({ status: 'pending', source: 'taobao_global', amountVnd: 244_200, feeVnd: 5_000 });
    expect(
      pob
        .json()
        .lines.map((l: { channel: string; reference: string; amountFen: number }) => [
          l.channel,
          l.reference,
          l.amountFen,
        ]),
    ).toEqual(
      expect.arrayContaining([
        ['alipay_daifu', a.platformOrderId, 3_300],
        ['alipay_daifu', b.platformOrderId, 3_300],
      ]),
    );
    expect((await order(c.auth, a.id)).payOnBehalf).toMatchObject({
      id: result.payOnBehalfOrderId,
      code: result.code,
      status: 'pending',
      statusLabel: 'Chờ xử lý',
    });
    expect((await order(c.auth, third.id)).payOnBehalf).toBeNull();

    // The same key answers the first order and debits nothing more.
    const replay = await pay(c.auth, [a.id, b.id], key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(result);
    expect(await walletBalance(ctx.app, c.auth)).toBe(2_000_000 - 249_200);

    // Already in an open pay-on-behalf order: refused, clearly.
    const again = expectError(await pay(c.auth, [a.id, third.id]), 409, 'taobao-order-in-payment');
    expect(again.Message).toContain(a.platformOrderId);
    expect(await walletBalance(ctx.app, c.auth)).toBe(2_000_000 - 249_200);
    await expectLedgerBalanced(ctx);
  });

  it('refuses an order not awaiting payment (409) and another customer’s order (404, staff too: customer routes are own)', async () => {
    const { c, orders } = await customerWithOrders(['WAIT_BUYER_PAY', 'WAIT_SELLER_SEND_GOODS']);
    const [unpaid, paid] = orders as [OrderJson, OrderJson];
    expectError(await pay(c.auth, [unpaid.id, paid.id]), 409, 'taobao-order-not-payable');
    const other = await makeCustomer(ctx, { walletVnd: 1_000_000 });
    expectError(await pay(other.auth, [unpaid.id]), 404, 'not-found');
    expectError(await pay(purchaser, [unpaid.id]), 404, 'not-found');
    expectError(await pay(c.auth, [unpaid.id, 999_999_999]), 404, 'not-found');
    expect(await walletBalance(ctx.app, c.auth)).toBe(2_000_000);
    expect(await walletBalance(ctx.app, other.auth)).toBe(1_000_000);
  });

  it('refuses too little money with the amount missing, writing nothing', async () => {
    const { c, orders } = await customerWithOrders(['WAIT_BUYER_PAY'], 100_000);
    const res = await pay(c.auth, [orders[0]!.id]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'insufficient-balance', missingVnd: 127_100 - 100_000 });
    expect((await order(c.auth, orders[0]!.id)).payOnBehalf).toBeNull();
  });

  it('racing pays of the same orders make one pay-on-behalf order and one debit', async () => {
    const { c, orders } = await customerWithOrders(['WAIT_BUYER_PAY', 'WAIT_BUYER_PAY']);
    const ids = orders.map((o) => o.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(c.auth, ids)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expectError(r, 409, 'taobao-order-in-payment');
    expect(await walletBalance(ctx.app, c.auth)).toBe(2_000_000 - 249_200);
  });
});

describe('Taobao refunds', () => {
  /** A paid (by staff, with proof) order that the seller has not shipped yet. */
  async function paidOrder(statuses = ['WAIT_BUYER_PAY']) {
    const setup = await customerWithOrders(statuses);
    const fake = provider.fake();
    const res = await pay(
      setup.c.auth,
      setup.orders.map((o) => o.id),
    );
    expect(res.statusCode, res.body).toBe(200);
    const pobId = res.json().payOnBehalfOrderId as number;
    await payAsStaff(ctx.app, purchaser, pobId);
    for (const t of setup.trades) fake.setStatus(t.tid, 'WAIT_SELLER_SEND_GOODS');
    expect((await setup.sync()).statusCode).toBe(200);
    return { ...setup, fake, pobId };
  }

  it('the customer sees the pay-on-behalf order’s proof on the Taobao order once paid', async () => {
    const { c, orders } = await paidOrder();
    const o = await order(c.auth, orders[0]!.id);
    expect(o.status).toBe('WAIT_SELLER_SEND_GOODS');
    expect(o.payOnBehalf).toMatchObject({ status: 'paid', alipayTradeNo: '2026112722001400001' });
    expect(o.payOnBehalf!.proofPhotos).toHaveLength(1);
  });

  it('opens one refund per sub-order; the platform’s SUCCESS credits it once at the order’s rate', async () => {
    const { c, orders, trades, fake, pobId, sync } = await paidOrder();
    const o = orders[0]!;
    const line = o.subOrders[0]!;
    expectError(
      await refund(c.auth, o.id, { subOrderId: line.id, type: 'return_refund', reason: 'Hàng lỗi' }),
      409,
      'taobao-refund-not-allowed',
    );
    const key = newKey();
    const res = await refund(c.auth, o.id, { subOrderId: line.id, type: 'only_refund', reason: 'Đặt nhầm màu' }, key);
    expect(res.statusCode, res.body).toBe(200);
    const opened = res.json() as RefundJson;
    expect(opened).toMatchObject({
      orderId: o.id,
      status: 'pending',
      type: 'only_refund',
      refundFen: 2_500,
      creditedVnd: null,
      payOnBehalfOrder: { id: pobId },
      deadlineAt: null,
    });
    // Replay: the same request; a second request on the line: refused.
    const replay = await refund(
      c.auth,
      o.id,
      { subOrderId: line.id, type: 'only_refund', reason: 'Đặt nhầm màu' },
      key,
    );
    expect(replay.json().id).toBe(opened.id);
    expectError(
      await refund(c.auth, o.id, { subOrderId: line.id, type: 'only_refund', reason: 'Lần nữa' }),
      409,
      'pob-refund-open',
    );
    const other = await makeCustomer(ctx);
    expectError(await refund(other.auth, o.id, { subOrderId: line.id, type: 'only_refund', reason: 'x' }), 404);
    expectError(await refund(purchaser, o.id, { subOrderId: line.id, type: 'only_refund', reason: 'x' }), 404);

    // The buyer opens it on Taobao: the sync learns the platform's state and deadline.
    const platform = fake.addRefund(trades[0]!.tid, line.platformSubOrderId, '25.00');
    expect((await sync()).statusCode).toBe(200);
    const [waiting] = await refunds(c.auth);
    expect(waiting).toMatchObject({ id: opened.id, status: 'pending', platformStatus: 'WAIT_SELLER_AGREE' });
    expect(new Date(waiting!.deadlineAt!).getTime()).toBe(
      platform.timeout!.getTime() - (platform.timeout!.getTime() % 1000),
    );

    const before = await walletBalance(ctx.app, c.auth);
    fake.setRefund(platform.refundId, 'SUCCESS');
    expect((await sync()).statusCode).toBe(200);
    expect((await sync()).statusCode).toBe(200);
    // ¥25 at the order's 3,700 ₫/¥, once; the fee stays (the seller refunded).
    expect(await walletBalance(ctx.app, c.auth)).toBe(before + 92_500);
    const [done] = await refunds(c.auth);
    expect(done).toMatchObject({
      status: 'approved',
      platformStatus: 'SUCCESS',
      creditedVnd: 92_500,
      deadlineAt: null,
    });
    await expectLedgerBalanced(ctx);

    // Staff see it in both lists, with the customer.
    const admin = await refunds(purchaser, '/api/Admin/TaobaoIntOrder/Refund?pageSize=100');
    expect(admin.find((r) => r.id === opened.id)?.customer?.id).toBe(c.id);
    const pobList = await refunds(purchaser, '/api/Admin/OrderPob/Refund?source=taobao_global&pageSize=100');
    expect(pobList.some((r) => r.id === opened.id)).toBe(true);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/TaobaoIntOrder/Refund', headers: c.auth }), 403);
    expect(await refunds(other.auth)).toEqual([]);
  });

  it('a refund the platform closes is rejected, crediting nothing', async () => {
    const { c, orders, trades, fake, sync } = await paidOrder();
    const line = orders[0]!.subOrders[0]!;
    const res = await refund(c.auth, orders[0]!.id, {
      subOrderId: line.id,
      type: 'only_refund',
      reason: 'Không cần nữa',
    });
    expect(res.statusCode, res.body).toBe(200);
    const platform = fake.addRefund(trades[0]!.tid, line.platformSubOrderId, '25.00');
    expect((await sync()).statusCode).toBe(200);
    const before = await walletBalance(ctx.app, c.auth);
    fake.setRefund(platform.refundId, 'CLOSED');
    expect((await sync()).statusCode).toBe(200);
    const [closed] = await refunds(c.auth);
    expect(closed).toMatchObject({ status: 'rejected', platformStatus: 'CLOSED', creditedVnd: null });
    expect(await walletBalance(ctx.app, c.auth)).toBe(before);
    // Closed: the line may be asked again.
    const again = await refund(c.auth, orders[0]!.id, { subOrderId: line.id, type: 'only_refund', reason: 'Thử lại' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a refund the platform will not tell about leaves the request pending and the sync working', async () => {
    const { c, orders, trades, fake, sync } = await paidOrder();
    const line = orders[0]!.subOrders[0]!;
    const res = await refund(c.auth, orders[0]!.id, { subOrderId: line.id, type: 'only_refund', reason: 'Hết hàng' });
    expect(res.statusCode, res.body).toBe(200);
    fake.trades.get(trades[0]!.tid)!.orders[0]!.refundId = '4199999999999';
    fake.setStatus(trades[0]!.tid, 'WAIT_SELLER_SEND_GOODS');
    const s = await sync();
    expect(s.statusCode, s.body).toBe(200);
    const [still] = await refunds(c.auth);
    expect(still).toMatchObject({ status: 'pending', creditedVnd: null });
  });

  it('return and refund after shipping; never for an order not paid through pay-on-behalf', async () => {
    const { c, orders, trades, fake, sync } = await paidOrder();
    fake.setStatus(trades[0]!.tid, 'WAIT_BUYER_CONFIRM_GOODS');
    expect((await sync()).statusCode).toBe(200);
    const line = orders[0]!.subOrders[0]!;
    expectError(
      await refund(c.auth, orders[0]!.id, { subOrderId: line.id, type: 'only_refund', reason: 'x' }),
      409,
      'taobao-refund-not-allowed',
    );
    const ok = await refund(c.auth, orders[0]!.id, { subOrderId: line.id, type: 'return_refund', reason: 'Hàng vỡ' });
    expect(ok.statusCode, ok.body).toBe(200);

    const self = await customerWithOrders(['WAIT_SELLER_SEND_GOODS']);
    const own = self.orders[0]!;
    const msg = expectError(
      await refund(self.c.auth, own.id, { subOrderId: own.subOrders[0]!.id, type: 'only_refund', reason: 'x' }),
      409,
      'taobao-refund-not-allowed',
    );
    expect(msg.Message).toMatch(/không được thanh toán hộ/);
    // A line of another order: 404.
    expectError(
      await refund(c.auth, orders[0]!.id, { subOrderId: own.subOrders[0]!.id, type: 'return_refund', reason: 'x' }),
      404,
    );
  });
});

export type { TestUser };

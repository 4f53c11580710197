/**
 * /api/OrderOrdering and /api/Admin/OrderOrdering: placing orders from the cart (one per shop, rate
 * frozen, fees from the shared calculator), paying the deposit from the wallet (idempotent, never
 * overdrawn, also under concurrency), cancelling with refund, and staff moving orders along
 * DESIGN.md §3.1's table while the customer watches the timeline.
 */
import { calculatePurchaseFees, defaultPurchaseFeeTariff } from '@app/shared/fees';
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Auth,
  addCartItem,
  countRows,
  createAddress,
  currentRate,
  deposit,
  expectError,
  expectLedgerBalanced,
  fundWallet,
  getCart,
  listWarehouses,
  newKey,
  type OrderJson,
  placeOrder,
  query,
  setStatus,
  walletBalance,
} from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

async function getOrder(auth: Auth, id: number): Promise<OrderJson> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/OrderOrdering/${id}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function transactions(auth: Auth) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Transaction?pageSize=100', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    total: number;
    items: { code: string; type: string; description: string; amountVnd: number; balanceAfterVnd: number }[];
  };
}

/** Everything a refused money request must leave as it was: balance, ledger, order, events, stored keys. */
async function moneyState(user: Customer, orderId: number) {
  const [order, tx] = await Promise.all([getOrder(user.auth, orderId), transactions(user.auth)]);
  return {
    balance: await walletBalance(ctx.app, user.auth),
    transactions: tx,
    order: { status: order.status, totals: order.totals, events: order.events },
    journalEntries: await countRows(ctx, 'journal_entries'),
    idempotencyKeys: await countRows(ctx, 'idempotency_keys', 'user_id = $1', [user.id]),
  };
}

const happyPath: PurchaseOrderStatus[] = [
  'awaiting_deposit',
  'deposited',
  'purchasing',
  'purchased',
  'seller_shipped',
  'at_cn_warehouse',
  'in_transit',
  'at_vn_warehouse',
];

/** A fresh customer's order brought to `status` (deposit paid from exactly the deposit amount). */
async function orderAt(status: PurchaseOrderStatus): Promise<{ user: Customer; order: OrderJson }> {
  const user = await registerCustomer(ctx.app);
  const [order] = await placeOrder(ctx.app, user.auth);
  if (status === 'awaiting_deposit') return { user, order: order! };
  await fundWallet(ctx.app, user.auth, admin, order!.totals.depositDueVnd);
  expect((await deposit(ctx.app, user.auth, order!.id)).statusCode).toBe(200);
  const steps =
    status === 'awaiting_customer_confirmation'
      ? ['purchasing', status]
      : happyPath.slice(2, happyPath.indexOf(status) + 1);
  for (const s of steps) {
    const res = await setStatus(ctx.app, admin, order!.id, s);
    expect(res.statusCode, res.body).toBe(200);
  }
  return { user, order: await getOrder(user.auth, order!.id) };
}

describe('placing orders', () => {
  it('places one order per shop, rate frozen, fees from the shared calculator, items leave the cart', async () => {
    const user = await registerCustomer(ctx.app);
    const rate = await currentRate(ctx.app, admin);
    const a1 = await addCartItem(ctx.app, user.auth, {
      shopName: 'Shop Áo',
      title: 'Áo khoác',
      unitPriceFen: 15_990,
      quantity: 3,
    });
    const a2 = await addCartItem(ctx.app, user.auth, {
      shopName: 'Shop Áo',
      title: 'Khăn',
      unitPriceFen: 2_550,
      quantity: 1,
      skuProperties: {},
    });
    const b1 = await addCartItem(ctx.app, user.auth, {
      shopName: 'Xưởng Giày',
      site: '1688',
      title: 'Giày',
      unitPriceFen: 8_800,
      quantity: 12,
    });
    const stays = await addCartItem(ctx.app, user.auth, {
      shopName: 'Shop Áo',
      title: 'Để sau',
      unitPriceFen: 100,
      quantity: 1,
    });
    const address = await createAddress(ctx.app, user.auth);
    const { hanoi, cn } = await listWarehouses(ctx.app, user.auth);
    const options = { counting: true, woodenCrate: true, insurance: true };

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/OrderOrdering',
      headers: user.auth,
      payload: { cartItemIds: [a1.id, b1.id, a2.id], addressId: address.id, vnWarehouseId: hanoi.id, options },
    });
    expect(res.statusCode, res.body).toBe(200);
    const orders = res.json() as (OrderJson & Record<string, unknown>)[];
    expect(orders).toHaveLength(2);
    const codes = orders.map((o) => o.code);
    for (const code of codes) expect(code).toMatch(/^MH\d{4}-\d{6}$/);
    expect(new Set(codes).size).toBe(2);

    const shopA = orders.find((o) => o.shopName === 'Shop Áo')!;
    const shopB = orders.find((o) => o.shopName === 'Xưởng Giày')!;
    expect(shopA.lines.map((l) => [l.title, l.quantity, l.unitPriceFen])).toEqual([
      ['Áo khoác', 3, 15_990],
      ['Khăn', 1, 2_550],
    ]);
    expect(shopB.lines.map((l) => [l.title, l.quantity])).toEqual([['Giày', 12]]);

    for (const [order, lines] of [
      [
        shopA,
        [
          { unitPriceFen: 15_990, quantity: 3 },
          { unitPriceFen: 2_550, quantity: 1 },
        ],
      ],
      [shopB, [{ unitPriceFen: 8_800, quantity: 12 }]],
    ] as const) {
      const expected = calculatePurchaseFees({
        lines: [...lines],
        exchangeRate: rate,
        options,
        tariff: defaultPurchaseFeeTariff,
      });
      expect(order.exchangeRate).toBe(rate);
      expect(order.status).toBe('awaiting_deposit');
      expect(order.fees).toEqual(expected.lines);
      expect(order.totals).toEqual({
        goodsFen: expected.goodsFen,
        goodsVnd: expected.goodsVnd,
        feesVnd: expected.feesVnd,
        totalVnd: expected.totalVnd,
        depositDueVnd: expected.depositDueVnd,
        paidVnd: 0,
        remainingVnd: expected.totalVnd,
      });
      // The numbers a customer can check by hand.
      expect(order.totals.goodsVnd).toBe(Math.round((expected.goodsFen * rate) / 100));
      const service = order.fees.find((f) => f.kind === 'service')!.amountVnd!;
      expect(order.totals.depositDueVnd).toBe(Math.round(((order.totals.goodsVnd + service) * 70) / 100));
      expect(order.fees.find((f) => f.kind === 'international_shipping')).toMatchObject({
        amountVnd: null,
        note: 'Tính khi hàng về kho',
      });
      expect(order.fees.find((f) => f.kind === 'wooden_crate')).toMatchObject({
        amountVnd: null,
        note: 'Tính khi hàng về kho',
      });
      expect(order.events).toHaveLength(1);
      expect(order.events[0]).toMatchObject({
        fromStatus: null,
        toStatus: 'awaiting_deposit',
        actorName: user.fullName,
      });
      expect(order).toMatchObject({
        canDeposit: true,
        canCancel: true,
        receiver: { name: 'Nguyễn Thị Lan', phone: '0987654321', address: address.fullAddress },
        vnWarehouse: { id: hanoi.id, name: 'Kho Hà Nội' },
        cnWarehouse: { id: cn.id, name: 'Kho Quảng Châu' },
        options,
      });
    }
    expect(shopB.site).toBe('1688');

    // The ordered items left the cart; the one not chosen stays.
    const cart = await getCart(ctx.app, user.auth);
    expect(cart.shops.flatMap((s) => s.items.map((i) => i.id))).toEqual([stays.id]);

    // Listed for the customer, filterable by status, and readable one by one.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/OrderOrdering?status=awaiting_deposit',
      headers: user.auth,
    });
    expect(list.json().total).toBe(2);
    expect(
      list
        .json()
        .items.map((o: { id: number }) => o.id)
        .sort(),
    ).toEqual(orders.map((o) => o.id).sort());
    expect(list.json().items[0]).not.toHaveProperty('customer');
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/OrderOrdering?status=deposited',
      headers: user.auth,
    });
    expect(none.json()).toMatchObject({ total: 0, items: [] });
    expect(await getOrder(user.auth, shopA.id)).toEqual(shopA);

    // The receiver is a snapshot: editing the address later does not change the order.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/Address/${address.id}`,
      headers: user.auth,
      payload: {
        receiverName: 'Người Khác',
        phone: '0911111111',
        provinceCode: '01',
        wardCode: '00004',
        street: 'Nơi khác',
      },
    });
    expect((await getOrder(user.auth, shopA.id)).receiver).toEqual(shopA.receiver);
  });

  it('orders without options: no counting or insurance line, deposit 70 % of goods + service', async () => {
    const user = await registerCustomer(ctx.app);
    const rate = await currentRate(ctx.app, admin);
    const [order] = await placeOrder(ctx.app, user.auth, [{ unitPriceFen: 1_000, quantity: 1 }]);
    const expected = calculatePurchaseFees({
      lines: [{ unitPriceFen: 1_000, quantity: 1 }],
      exchangeRate: rate,
      options: { counting: false, woodenCrate: false, insurance: false },
    });
    expect(order!.fees).toEqual(expected.lines);
    expect(order!.fees.map((f) => f.kind)).toEqual(['goods', 'service', 'international_shipping']);
    // A small order pays the 10,000 đ minimum service fee.
    expect(order!.fees[1]!.amountVnd).toBe(10_000);
    expect(order!.totals.depositDueVnd).toBe(Math.round(((expected.goodsVnd + 10_000) * 70) / 100));
  });

  it('refuses an unknown or foreign cart item with 404 and writes nothing', async () => {
    const other = await registerCustomer(ctx.app);
    const foreign = await addCartItem(ctx.app, other.auth);
    const user = await registerCustomer(ctx.app);
    const own = await addCartItem(ctx.app, user.auth);
    const address = await createAddress(ctx.app, user.auth);
    const { hanoi } = await listWarehouses(ctx.app, user.auth);
    const before = {
      cart: await getCart(ctx.app, user.auth),
      otherCart: await getCart(ctx.app, other.auth),
      orders: await countRows(ctx, 'purchase_orders'),
    };

    for (const cartItemIds of [[own.id, foreign.id], [foreign.id], [own.id, 999_999_999]]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/OrderOrdering',
        headers: user.auth,
        payload: { cartItemIds, addressId: address.id, vnWarehouseId: hanoi.id },
      });
      expect(expectError(res, 404, 'cart-item-not-found').Message).toBe('Sản phẩm không còn trong giỏ hàng');
    }
    expect(await getCart(ctx.app, user.auth)).toEqual(before.cart);
    expect(await getCart(ctx.app, other.auth)).toEqual(before.otherCart);
    expect(await countRows(ctx, 'purchase_orders')).toBe(before.orders);
    expect(await countRows(ctx, 'purchase_orders', 'user_id = $1', [user.id])).toBe(0);
  });

  it('refuses a foreign address (404), a CN warehouse (400) and bad input (400), writing nothing', async () => {
    const other = await registerCustomer(ctx.app);
    const foreignAddress = await createAddress(ctx.app, other.auth);
    const user = await registerCustomer(ctx.app);
    const item = await addCartItem(ctx.app, user.auth);
    const address = await createAddress(ctx.app, user.auth);
    const { hanoi, cn } = await listWarehouses(ctx.app, user.auth);
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/OrderOrdering', headers: user.auth, payload });
    const good = { cartItemIds: [item.id], addressId: address.id, vnWarehouseId: hanoi.id };

    expect(expectError(await post({ ...good, addressId: foreignAddress.id }), 404, 'not-found').Message).toBe(
      'Không tìm thấy địa chỉ nhận hàng',
    );
    expect(expectError(await post({ ...good, vnWarehouseId: cn.id }), 400, 'warehouse-invalid').Message).toBe(
      'Kho nhận hàng không hợp lệ',
    );
    expectError(await post({ ...good, vnWarehouseId: 999_999 }), 400, 'warehouse-invalid');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, cartItemIds: [] }, 'Sản phẩm trong giỏ: Vui lòng chọn ít nhất một sản phẩm'],
      [{ ...good, cartItemIds: undefined }, 'Sản phẩm trong giỏ: Vui lòng chọn sản phẩm trong giỏ'],
      [{ ...good, addressId: undefined }, 'Địa chỉ nhận hàng: Vui lòng chọn địa chỉ nhận hàng'],
      [{ ...good, vnWarehouseId: 0 }, 'Kho nhận hàng tại Việt Nam: Vui lòng chọn kho nhận hàng'],
    ];
    for (const [payload, message] of cases)
      expect(expectError(await post(payload), 400, 'validation-error').Message).toBe(message);
    expectError(await post({ ...good, options: { counting: 'yes' } }), 400, 'validation-error');

    expect(await countRows(ctx, 'purchase_orders', 'user_id = $1', [user.id])).toBe(0);
    expect((await getCart(ctx.app, user.auth)).itemCount).toBe(1);
  });

  it("answers 404 for another customer's order and never lists it", async () => {
    const owner = await registerCustomer(ctx.app);
    const [order] = await placeOrder(ctx.app, owner.auth);
    const intruder = await registerCustomer(ctx.app);
    const res = expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/OrderOrdering/${order!.id}`, headers: intruder.auth }),
      404,
      'not-found',
    );
    expect(res.Message).toBe('Không tìm thấy đơn hàng');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/OrderOrdering', headers: intruder.auth });
    expect(list.json()).toMatchObject({ total: 0, items: [] });
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/OrderOrdering?status=bay', headers: intruder.auth }),
      400,
      'validation-error',
    );
  });

  it('is 401 without a token', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/OrderOrdering' }), 401, 'unauthenticated');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/OrderOrdering/1' }), 401, 'unauthenticated');
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/OrderOrdering', payload: {} }),
      401,
      'unauthenticated',
    );
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/OrderOrdering/1/Deposit',
        headers: { 'idempotency-key': newKey() },
      }),
      401,
      'unauthenticated',
    );
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/OrderOrdering/1/Cancel', payload: {} }),
      401,
      'unauthenticated',
    );
  });
});

describe('deposit', () => {
  it('requires an Idempotency-Key (400) and writes nothing without one', async () => {
    const user = await registerCustomer(ctx.app);
    const [order] = await placeOrder(ctx.app, user.auth);
    await fundWallet(ctx.app, user.auth, admin, order!.totals.depositDueVnd);
    const before = await moneyState(user, order!.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${order!.id}/Deposit`,
      headers: user.auth,
    });
    expect(expectError(res, 400, 'idempotency-key-required').Message).toBe(
      'Thiếu khóa chống trùng lặp (Idempotency-Key)',
    );
    expectError(await deposit(ctx.app, user.auth, order!.id, 'short'), 400, 'idempotency-key-required');
    expect(await moneyState(user, order!.id)).toEqual(before);
  });

  it('refuses with 409 insufficient-balance and writes nothing; the same key works once the wallet is topped up', async () => {
    const user = await registerCustomer(ctx.app);
    const [order] = await placeOrder(ctx.app, user.auth);
    const due = order!.totals.depositDueVnd;
    await fundWallet(ctx.app, user.auth, admin, due - 1);
    const before = await moneyState(user, order!.id);
    const key = newKey();

    const res = expectError(await deposit(ctx.app, user.auth, order!.id, key), 409, 'insufficient-balance');
    expect(res.Message).toBe('Số dư ví không đủ, vui lòng nạp thêm tiền');
    expect(await moneyState(user, order!.id)).toEqual(before);
    expect(before.balance).toBe(due - 1);
    expect(before.order.status).toBe('awaiting_deposit');

    await fundWallet(ctx.app, user.auth, admin, 10_000);
    const ok = await deposit(ctx.app, user.auth, order!.id, key);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await walletBalance(ctx.app, user.auth)).toBe(9_999);
  });

  it('pays from the wallet after an approved recharge: deposited, debited, an order_deposit entry', async () => {
    const user = await registerCustomer(ctx.app);
    const [order] = await placeOrder(ctx.app, user.auth);
    const due = order!.totals.depositDueVnd;
    const topUp = due + 123_456;
    await fundWallet(ctx.app, user.auth, admin, topUp);
    expect(await walletBalance(ctx.app, user.auth)).toBe(topUp);

    const res = await deposit(ctx.app, user.auth, order!.id);
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json() as OrderJson;
    expect(paid.status).toBe('deposited');
    expect(paid.totals).toMatchObject({ paidVnd: due, remainingVnd: paid.totals.totalVnd - due, depositDueVnd: due });
    expect(paid).toMatchObject({ canDeposit: false, canCancel: true });
    expect(paid.events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'awaiting_deposit'],
      ['awaiting_deposit', 'deposited'],
    ]);
    expect(await walletBalance(ctx.app, user.auth)).toBe(123_456);

    const tx = await transactions(user.auth);
    expect(tx.total).toBe(2);
    expect(tx.items[0]).toMatchObject({ type: 'order_deposit', amountVnd: -due, balanceAfterVnd: 123_456 });
    expect(tx.items[0]!.description).toContain(order!.code);
    expect(tx.items[0]!.code).toMatch(/^GD[0-9A-Z]{8}$/);
    expect(tx.items[1]).toMatchObject({ type: 'recharge', amountVnd: topUp, balanceAfterVnd: topUp });

    // A second deposit on the paid order (new key) is refused and changes nothing.
    const before = await moneyState(user, order!.id);
    expectError(await deposit(ctx.app, user.auth, order!.id), 409, 'invalid-status-transition');
    expect(await moneyState(user, order!.id)).toEqual(before);
    await expectLedgerBalanced(ctx);
  });

  it('answers a replayed key with the first answer and debits once; the key on another order is 422', async () => {
    const user = await registerCustomer(ctx.app);
    const orders = await placeOrder(ctx.app, user.auth, [{ shopName: 'Shop Một' }, { shopName: 'Shop Hai' }]);
    const [first, second] = orders as [OrderJson, OrderJson];
    await fundWallet(ctx.app, user.auth, admin, first.totals.depositDueVnd + second.totals.depositDueVnd);
    const key = newKey();

    const a = await deposit(ctx.app, user.auth, first.id, key);
    expect(a.statusCode).toBe(200);
    const b = await deposit(ctx.app, user.auth, first.id, key);
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(await walletBalance(ctx.app, user.auth)).toBe(second.totals.depositDueVnd);
    expect((await transactions(user.auth)).items.filter((t) => t.type === 'order_deposit')).toHaveLength(1);

    const before = await moneyState(user, second.id);
    const reused = expectError(await deposit(ctx.app, user.auth, second.id, key), 422, 'idempotency-key-reused');
    expect(reused.Message).toBe('Khóa chống trùng lặp đã được dùng cho một yêu cầu khác');
    expect(await moneyState(user, second.id)).toEqual(before);
    expect((await getOrder(user.auth, second.id)).status).toBe('awaiting_deposit');

    // Keys belong to their customer: another customer may use the same string.
    const other = await registerCustomer(ctx.app);
    const [otherOrder] = await placeOrder(ctx.app, other.auth);
    await fundWallet(ctx.app, other.auth, admin, otherOrder!.totals.depositDueVnd);
    expect((await deposit(ctx.app, other.auth, otherOrder!.id, key)).statusCode).toBe(200);
  });

  it("answers 404 for another customer's order and writes nothing", async () => {
    const owner = await registerCustomer(ctx.app);
    const [order] = await placeOrder(ctx.app, owner.auth);
    const intruder = await registerCustomer(ctx.app);
    await fundWallet(ctx.app, intruder.auth, admin, order!.totals.depositDueVnd);
    const before = await moneyState(intruder, (await placeOrder(ctx.app, intruder.auth))[0]!.id);
    expectError(await deposit(ctx.app, intruder.auth, order!.id), 404, 'not-found');
    expect(await walletBalance(ctx.app, intruder.auth)).toBe(before.balance);
    expect(await countRows(ctx, 'idempotency_keys', 'user_id = $1', [intruder.id])).toBe(before.idempotencyKeys);
    expect((await getOrder(owner.auth, order!.id)).status).toBe('awaiting_deposit');
  });
});

describe('cancel', () => {
  it('cancels an order awaiting deposit without touching the wallet', async () => {
    const { user, order } = await orderAt('awaiting_deposit');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${order.id}/Cancel`,
      headers: user.auth,
      payload: { reason: 'Đặt nhầm' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', canCancel: false, canDeposit: false });
    expect(res.json().events.at(-1)).toMatchObject({
      fromStatus: 'awaiting_deposit',
      toStatus: 'cancelled',
      note: 'Khách hàng hủy đơn: Đặt nhầm',
    });
    expect((await transactions(user.auth)).total).toBe(0);
    // Cancelled is final.
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/OrderOrdering/${order.id}/Cancel`,
        headers: user.auth,
        payload: {},
      }),
      409,
      'invalid-status-transition',
    );
  });

  it('refunds the deposit in the same transaction when a deposited order is cancelled', async () => {
    const { user, order } = await orderAt('deposited');
    const due = order.totals.depositDueVnd;
    expect(await walletBalance(ctx.app, user.auth)).toBe(0);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${order.id}/Cancel`,
      headers: user.auth,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(res.json().totals.paidVnd).toBe(0);
    expect(await walletBalance(ctx.app, user.auth)).toBe(due);
    const tx = await transactions(user.auth);
    expect(tx.items[0]).toMatchObject({ type: 'order_refund', amountVnd: due, balanceAfterVnd: due });
    expect(tx.items[0]!.description).toContain(order.code);
    expect(tx.items.map((t) => t.type)).toEqual(['order_refund', 'order_deposit', 'recharge']);
    await expectLedgerBalanced(ctx);
  });

  it('refuses to cancel once staff moved the order to purchasing (409), writing nothing', async () => {
    const { user, order } = await orderAt('purchasing');
    const before = await moneyState(user, order.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${order.id}/Cancel`,
      headers: user.auth,
      payload: { reason: 'Đổi ý' },
    });
    expect(expectError(res, 409, 'invalid-status-transition').Message).toBe('Đơn hàng đã được mua, không thể hủy');
    expect(await moneyState(user, order.id)).toEqual(before);
    expect(before.order.status).toBe('purchasing');
  });

  it("answers 404 for another customer's order and 400 for a too long reason, writing nothing", async () => {
    const { user, order } = await orderAt('awaiting_deposit');
    const intruder = await registerCustomer(ctx.app);
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/OrderOrdering/${order.id}/Cancel`,
        headers: intruder.auth,
        payload: {},
      }),
      404,
      'not-found',
    );
    const long = await ctx.app.inject({
      method: 'POST',
      url: `/api/OrderOrdering/${order.id}/Cancel`,
      headers: user.auth,
      payload: { reason: 'x'.repeat(501) },
    });
    expectError(long, 400, 'validation-error');
    const after = await getOrder(user.auth, order.id);
    expect(after.status).toBe('awaiting_deposit');
    expect(after.events).toHaveLength(1);
  });
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
        purchaseOrderMachine.transitions[to].filter((s) => s !== 'deposited'),
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

  // Every transition the table allows from each status of the path, on its own fresh order.
  const branches = (
    [
      'awaiting_deposit',
      'deposited',
      'purchasing',
      'awaiting_customer_confirmation',
      ...happyPath.slice(3),
    ] as PurchaseOrderStatus[]
  ).flatMap((from) => purchaseOrderMachine.transitions[from].map((to) => ({ from, to })));
  it.each(branches)('$from → $to', async ({ from, to }) => {
    const { user, order } = await orderAt(from);
    expect(order.status).toBe(from);
    const before = await moneyState(user, order.id);
    const res = await setStatus(ctx.app, admin, order.id, to, 'Nhân viên xử lý');
    if (to === 'deposited') {
      // Only the customer's payment makes an order deposited.
      expectError(res, 409, 'invalid-status-transition');
      expect(await moneyState(user, order.id)).toEqual(before);
      return;
    }
    if (to === 'delivering') {
      expectError(res, 409, 'order-not-paid');
      expect(await moneyState(user, order.id)).toEqual(before);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const seen = await getOrder(user.auth, order.id);
    expect(seen.status).toBe(to);
    expect(seen.events.at(-1)).toMatchObject({
      fromStatus: from,
      toStatus: to,
      note: 'Nhân viên xử lý',
      actorName: 'Quản trị viên Demo',
    });
    if (to === 'cancelled') {
      // Whatever was paid comes back to the wallet.
      expect(seen.totals.paidVnd).toBe(0);
      expect(await walletBalance(ctx.app, user.auth)).toBe(before.balance + before.order.totals.paidVnd);
      if (before.order.totals.paidVnd > 0)
        expect((await transactions(user.auth)).items[0]).toMatchObject({
          type: 'order_refund',
          amountVnd: before.order.totals.paidVnd,
        });
    } else {
      expect(await walletBalance(ctx.app, user.auth)).toBe(before.balance);
    }
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
    const staff = await registerCustomer(ctx.app);
    await query(ctx, `update users set roles = '{purchaser}' where id = $1`, [staff.id]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: staff.email, password: staff.password },
    });
    const purchaser = { authorization: `Bearer ${login.json().token}` };

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

describe('concurrency', () => {
  it('50 concurrent deposits on one wallet holding K deposits: exactly K succeed, never overdrawn, ledger balanced', async () => {
    const user = await registerCustomer(ctx.app);
    const N = 50;
    const K = 7;
    const items = Array.from({ length: N }, (_, i) => ({
      shopName: `Shop đồng thời ${i + 1}`,
      unitPriceFen: 10_000,
      quantity: 1,
    }));
    const orders = await placeOrder(ctx.app, user.auth, items);
    expect(orders).toHaveLength(N);
    const due = orders[0]!.totals.depositDueVnd;
    for (const o of orders) expect(o.totals.depositDueVnd).toBe(due);
    // Enough for K deposits and most of one more.
    const recharge = K * due + (due - 1);
    await fundWallet(ctx.app, user.auth, admin, recharge);

    const results = await Promise.all(orders.map((o) => deposit(ctx.app, user.auth, o.id)));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(K);
    for (const r of refused) expectError(r, 409, 'insufficient-balance');

    const balance = await walletBalance(ctx.app, user.auth);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(recharge - K * due);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/OrderOrdering?status=deposited&pageSize=100',
      headers: user.auth,
    });
    expect(list.json().total).toBe(K);
    const deposits = (await transactions(user.auth)).items.filter((t) => t.type === 'order_deposit');
    expect(deposits).toHaveLength(K);
    // Each entry's balance-after is one step of the serialised sequence.
    expect(deposits.map((t) => t.balanceAfterVnd).sort((a, b) => b - a)).toEqual(
      Array.from({ length: K }, (_, i) => recharge - (i + 1) * due),
    );
    await expectLedgerBalanced(ctx);
  });

  it('10 concurrent placements of the same cart items create one order; the rest find the items gone (404)', async () => {
    const user = await registerCustomer(ctx.app);
    const a = await addCartItem(ctx.app, user.auth, { shopName: 'Shop Đua' });
    const b = await addCartItem(ctx.app, user.auth, { shopName: 'Shop Đua', title: 'Món thứ hai' });
    const address = await createAddress(ctx.app, user.auth);
    const { hanoi } = await listWarehouses(ctx.app, user.auth);
    const payload = { cartItemIds: [a.id, b.id], addressId: address.id, vnWarehouseId: hanoi.id };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/OrderOrdering', headers: user.auth, payload }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expectError(r, 404, 'cart-item-not-found');
    expect(await countRows(ctx, 'purchase_orders', 'user_id = $1', [user.id])).toBe(1);
    expect(ok[0]!.json()[0].lines).toHaveLength(2);
    expect((await getCart(ctx.app, user.auth)).itemCount).toBe(0);
  });

  it('20 concurrent requests with the same key post once and all get the same answer', async () => {
    const user = await registerCustomer(ctx.app);
    const [order] = await placeOrder(ctx.app, user.auth);
    const due = order!.totals.depositDueVnd;
    await fundWallet(ctx.app, user.auth, admin, 3 * due);
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => deposit(ctx.app, user.auth, order!.id, key)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    for (const r of results) expect(r.body).toBe(results[0]!.body);
    expect(results[0]!.json().status).toBe('deposited');
    expect(await walletBalance(ctx.app, user.auth)).toBe(2 * due);
    expect((await transactions(user.auth)).items.filter((t) => t.type === 'order_deposit')).toHaveLength(1);
    expect((await getOrder(user.auth, order!.id)).events.filter((e) => e.toStatus === 'deposited')).toHaveLength(1);
    await expectLedgerBalanced(ctx);
  });
});

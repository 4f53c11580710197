/**
 * Decision 0061: consignment orders over HTTP on the real database. A customer declares parcels; the CN
 * station receives them by their codes; weighing charges the consignment tariff (fast, crate,
 * insurance); a bag carries them to Vietnam and the order follows to `at_vn_warehouse` with
 * `total_vnd` exact and nothing paid, then a delivery request pays it and the order completes. Cancel and code-editing rules, a declared unclaimed parcel claimed for
 * staff to confirm, cross-user 404 and cross-role 403, bad input refused in Vietnamese with nothing written.
 */
import type { ConsignmentOrder } from '@app/shared/contracts/consignment';
import { fenToVnd, formatVnd } from '@app/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditWallet, makeAddress, makeCustomer, type TestUser } from '../../test/factories.ts';
import { type Auth, countRows, expectError, newKey, query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { newTrackingCode, parcelKit } from '../../test/parcel-kit.ts';

const ctx = useTestApp();
const kit = parcelKit(ctx);
let team: Awaited<ReturnType<typeof kit.staff>>;
let houses: Awaited<ReturnType<typeof kit.warehouses>>;

beforeAll(async () => {
  team = await kit.staff();
  houses = await kit.warehouses(team.cn.auth);
});

type Declared = { trackingCode: string; description?: string; quantity?: number; declaredValueVnd?: number };

function declared(p: Declared) {
  return { description: 'Quần áo trẻ em', quantity: 3, declaredValueVnd: 500_000, ...p };
}

async function customerWithAddress(): Promise<TestUser & { addressId: number }> {
  const user = await makeCustomer(ctx);
  const address = await makeAddress(ctx, user.id);
  return { ...user, addressId: address.id };
}

function create(user: TestUser & { addressId: number }, body: Record<string, unknown>, key = newKey()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/OrderShipping',
    headers: { ...user.auth, 'idempotency-key': key },
    payload: { vnWarehouseId: houses.hanoi.id, shippingType: 'normal', addressId: user.addressId, ...body },
  });
}

async function created(user: TestUser & { addressId: number }, body: Record<string, unknown>) {
  const res = await create(user, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConsignmentOrder;
}

async function getOrder(auth: Auth, id: number) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/OrderShipping/${id}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConsignmentOrder;
}

const call = (auth: Auth | Record<string, never>, method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

const lines = (o: ConsignmentOrder) => Object.fromEntries(o.fees.map((l) => [l.kind, l.amountVnd]));

describe('a consignment order from declaration to the Vietnam warehouse', () => {
  it('declares, receives, weighs on the consignment tariff, bags, ships and arrives with total_vnd exact', async () => {
    const user = await customerWithAddress();
    const [a, b] = [newTrackingCode('SF'), newTrackingCode('SF')];
    const key = newKey();
    const body = {
      shippingType: 'fast',
      options: { woodenCrate: true, insurance: true },
      parcels: [
        declared({ trackingCode: a.toLowerCase(), declaredValueVnd: 1_000_000 }),
        declared({ trackingCode: b, description: 'Giày thể thao', quantity: 1, declaredValueVnd: 500_000 }),
      ],
    };
    const first = await create(user, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json() as ConsignmentOrder;
    expect(order.code).toMatch(/^KG\d{4}-\d{6}$/);
    expect(order).toMatchObject({ status: 'created', shippingType: 'fast', canCancel: true, canEditParcels: true });
    expect(order.parcels.map((p) => [p.trackingCode, p.status, p.order?.kind])).toEqual([
      [a, 'expected', 'consignment'],
      [b, 'expected', 'consignment'],
    ]);
    expect(order.parcels[1]!.declaration).toEqual({
      description: 'Giày thể thao',
      quantity: 1,
      declaredValueVnd: 500_000,
    });
    // The seller writes the customer's code and the order's code as the recipient.
    const customerCode = `KH${String(user.id).padStart(5, '0')}`;
    expect(order.sendTo.recipient).toBe(`${customerCode} ${order.code}`);
    expect(order.sendTo.warehouse.name).toBe('Kho Quảng Châu');
    expect(order.sendTo.address).toContain('Quảng Châu');
    expect(order.sendTo.copyText).toContain(order.sendTo.recipient);
    // Nothing weighed yet: insurance is known from the declared value (3 %), the rest waits for the
    // scale; "Tạm tính" is what is known, never a total of 0 (decision 0093).
    expect(order.totals).toEqual({
      declaredValueVnd: 1_500_000,
      totalVnd: 0,
      paidVnd: 0,
      remainingVnd: 0,
      knownVnd: 45_000,
      awaitingWeighing: 2,
    });
    expect(order.fees.map((l) => [l.kind, l.amountVnd, l.note])).toEqual([
      ['international_shipping', null, 'Tính khi cân hàng'],
      ['fast_shipping', null, 'Tính khi cân hàng'],
      ['wooden_crate', null, 'Tính khi cân hàng'],
      ['insurance', 45_000, `3% × ${formatVnd(1_500_000)} giá trị khai báo`],
    ]);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/OrderShipping', headers: user.auth });
    expect(listed.json().items[0]).toMatchObject({ id: order.id, totalVnd: 0, knownVnd: 45_000, awaitingWeighing: 2 });

    // The same key again answers the first order and writes nothing more.
    const again = await create(user, body, key);
    expect(again.json().id).toBe(order.id);
    expect(await countRows(ctx, 'consignment_orders', 'user_id = $1', [user.id])).toBe(1);
    expect(await countRows(ctx, 'parcels', "order_type = 'consignment_order' and order_id = $1", [order.id])).toBe(2);

    // China: the declared codes are matched like purchase-order codes.
    const scanA = await kit.scanOk(team.cn.auth, houses.cn.id, a);
    expect(scanA).toMatchObject({ outcome: 'received', parcel: { order: { code: order.code, kind: 'consignment' } } });
    expect(scanA.message).toContain(`đơn ký gửi ${order.code}`);
    expect(scanA.parcel!.customer?.code).toBe(customerCode);
    expect((await getOrder(user.auth, order.id)).status).toBe('created');
    await kit.scanOk(team.cn.auth, houses.cn.id, b);
    const atCn = await getOrder(user.auth, order.id);
    expect(atCn).toMatchObject({ status: 'at_cn_warehouse', canCancel: false, canEditParcels: false });

    // Weighing: the route's per-kg rate, +10.000 ₫/kg fast, the crate at the order's rate, 3 % insurance.
    const rate = order.exchangeRate;
    const [pa, pb] = order.parcels;
    const ma = await kit.measure(team.cn.auth, pa!.id, { weightGrams: 2_301, lengthCm: 10, widthCm: 10, heightCm: 10 });
    expect(ma.statusCode, ma.body).toBe(200);
    const crateA = fenToVnd(2_140, rate);
    expect(
      Object.fromEntries(ma.json().fees.map((l: { kind: string; amountVnd: number }) => [l.kind, l.amountVnd])),
    ).toEqual({ international_shipping: 67_200, fast_shipping: 24_000, wooden_crate: crateA, insurance: 30_000 });
    const afterA = await getOrder(user.auth, order.id);
    expect(lines(afterA)).toEqual({
      international_shipping: 67_200,
      fast_shipping: 24_000,
      wooden_crate: crateA,
      // Still one parcel to weigh: insurance shown on the whole declared value.
      insurance: 45_000,
    });
    expect(afterA.fees[0]!.note).toBe('1 kiện, 2,4 kg tính phí; còn 1 kiện chưa cân');
    expect(afterA.totals.totalVnd).toBe(67_200 + 24_000 + crateA + 30_000);
    expect(afterA.totals).toMatchObject({ knownVnd: 67_200 + 24_000 + crateA + 45_000, awaitingWeighing: 1 });

    const mb = await kit.measure(team.cn.auth, pb!.id, {
      weightGrams: 12_000,
      lengthCm: 30,
      widthCm: 30,
      heightCm: 30,
    });
    expect(mb.statusCode, mb.body).toBe(200);
    const crateB = fenToVnd(3_100, rate);
    const total = 67_200 + 24_000 + crateA + 30_000 + (312_000 + 120_000 + crateB + 15_000);
    const weighed = await getOrder(user.auth, order.id);
    expect(weighed.totals).toEqual({
      declaredValueVnd: 1_500_000,
      totalVnd: total,
      paidVnd: 0,
      remainingVnd: total,
      knownVnd: total,
      awaitingWeighing: 0,
    });
    // Re-measuring replaces the parcel's lines; the order's total moves with them.
    await kit.measure(team.cn.auth, pb!.id, { weightGrams: 12_000, lengthCm: 30, widthCm: 30, heightCm: 30 });
    expect((await getOrder(user.auth, order.id)).totals.totalVnd).toBe(total);
    const [row] = await query<{ total_vnd: string; paid_vnd: string }>(
      ctx,
      'select total_vnd, paid_vnd from consignment_orders where id = $1',
      [order.id],
    );
    expect([Number(row!.total_vnd), Number(row!.paid_vnd)]).toEqual([total, 0]);

    // A bag takes them out of China without any payment (paid with the delivery request).
    const bagPost = (url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/Admin/Bag${url}`, headers: team.cn.auth, payload });
    const bag = (await bagPost('', { fromWarehouseId: houses.cn.id, toWarehouseId: houses.hanoi.id })).json();
    for (const p of [pa!, pb!]) {
      const added = await bagPost(`/${bag.id}/Parcels`, { code: p.code });
      expect(added.statusCode, added.body).toBe(200);
    }
    expect((await bagPost(`/${bag.id}/Close`, { weightGrams: 15_000 })).statusCode).toBe(200);
    const shipped = await bagPost(`/${bag.id}/Ship`);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await getOrder(user.auth, order.id)).status).toBe('in_transit');

    // Vietnam: the bag, then each parcel.
    await kit.scanOk(team.vn.auth, houses.hanoi.id, bag.code);
    await kit.scanOk(team.vn.auth, houses.hanoi.id, a);
    expect((await getOrder(user.auth, order.id)).status).toBe('in_transit');
    const arrived = await kit.scanOk(team.vn.auth, houses.hanoi.id, b);
    expect(arrived.outcome).toBe('arrived');
    const home = await getOrder(user.auth, order.id);
    expect(home.status).toBe('at_vn_warehouse');
    expect(home.totals).toEqual({
      declaredValueVnd: 1_500_000,
      totalVnd: total,
      paidVnd: 0,
      remainingVnd: total,
      knownVnd: total,
      awaitingWeighing: 0,
    });
    expect(home.events.map((e) => [e.toStatus, e.actorName])).toEqual([
      ['created', user.fullName],
      ['at_cn_warehouse', 'Lý Kho Trung'],
      ['in_transit', 'Lý Kho Trung'],
      ['at_vn_warehouse', 'Phạm Kho Việt'],
    ]);
    expect(home.parcels.map((p) => p.status)).toEqual(['at_vn_warehouse', 'at_vn_warehouse']);

    // /Package lists them with their order's code.
    const list = await call(user.auth, 'GET', '/api/Package');
    expect(list.json().items.map((p: { order: { code: string; kind: string } }) => p.order)).toEqual([
      { id: order.id, code: order.code, kind: 'consignment' },
      { id: order.id, code: order.code, kind: 'consignment' },
    ]);

    // The list, by status.
    const mine = await call(user.auth, 'GET', '/api/OrderShipping?status=at_vn_warehouse');
    expect(mine.json()).toMatchObject({
      total: 1,
      items: [{ id: order.id, parcelCount: 2, totalVnd: total, remainingVnd: total, trackingCodes: [a, b] }],
    });
    expect(mine.json().items[0]).not.toHaveProperty('customer');
    expect((await call(user.auth, 'GET', '/api/OrderShipping?status=created')).json().total).toBe(0);

    // To the door (decision 0065): the delivery request pays the whole remainder from the wallet…
    await creditWallet(ctx, user.id, total + 5_000);
    const available = (await call(user.auth, 'GET', '/api/Delivery/Available')).json();
    expect(available.warehouses[0].orders).toEqual([
      expect.objectContaining({ type: 'consignment_order', id: order.id, remainingVnd: total }),
    ]);
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/Delivery',
      headers: { ...user.auth, 'idempotency-key': newKey() },
      payload: {
        parcelIds: home.parcels.map((p) => p.id),
        addressId: user.addressId,
        method: 'company_courier',
        note: '',
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const request = made.json() as { id: number; parcels: { code: string }[] };
    const paid = await getOrder(user.auth, order.id);
    expect(paid.totals).toMatchObject({ totalVnd: total, paidVnd: total, remainingVnd: 0 });
    expect((await call(user.auth, 'GET', '/api/CurrentUser')).json().walletBalanceVnd).toBe(5_000);

    // …the VN warehouse exports, ships and delivers it; the customer confirms receipt.
    const staff = (status: string, extra: object = {}) =>
      call(team.vn.auth, 'POST', `/api/Admin/Delivery/${request.id}/Status`, { status, ...extra });
    expect((await staff('processing')).statusCode).toBe(200);
    for (const p of request.parcels) {
      const out = await call(team.vn.auth, 'POST', `/api/Admin/Delivery/${request.id}/ScanOut`, { code: p.code });
      expect(out.statusCode, out.body).toBe(200);
    }
    expect((await staff('shipped', { carrier: 'Xe công ty', trackingCode: 'XC0001' })).statusCode).toBe(200);
    expect((await getOrder(user.auth, order.id)).status).toBe('delivering');
    expect((await staff('delivered')).statusCode).toBe(200);
    expect((await getOrder(user.auth, order.id)).status).toBe('delivered');
    const confirmed = await call(user.auth, 'POST', `/api/OrderShipping/${order.id}/ConfirmReceived`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const done = await getOrder(user.auth, order.id);
    expect(done.status).toBe('completed');
    expect(done.totals).toMatchObject({ totalVnd: total, paidVnd: total, remainingVnd: 0 });
    expect(done.parcels.map((p) => p.status)).toEqual(['delivered', 'delivered']);
  });

  it('turns a declared code held by an unclaimed parcel into a pending claim; staff confirming it join the parcel to the order', async () => {
    const code = newTrackingCode('ZT');
    const lone = await kit.scanOk(team.cn.auth, houses.cn.id, code);
    expect(lone.outcome).toBe('unclaimed_created');
    await kit.measure(team.cn.auth, lone.parcel!.id, { weightGrams: 1_000, lengthCm: 10, widthCm: 10, heightCm: 10 });
    const user = await customerWithAddress();
    const fresh = newTrackingCode('ZT');
    const order = await created(user, {
      shippingType: 'fast',
      parcels: [declared({ trackingCode: code }), declared({ trackingCode: fresh })],
    });
    // Not theirs yet: the parcel is unowned, the order holds only the new code, a claim waits.
    expect(order.status).toBe('created');
    expect(order.parcels.map((p) => p.trackingCode)).toEqual([fresh]);
    expect(await countRows(ctx, 'parcels', 'id = $1 and user_id is null', [lone.parcel!.id])).toBe(1);
    const [claim] = await query<{ id: number; status: string; consignment_order_id: number }>(
      ctx,
      'select id, status, consignment_order_id from parcel_claims where parcel_id = $1 and user_id = $2',
      [lone.parcel!.id, user.id],
    );
    expect(claim).toMatchObject({ status: 'pending', consignment_order_id: order.id });

    const ok = await call(team.cn.auth, 'POST', `/api/Admin/ParcelClaim/${claim!.id}/Confirm`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await getOrder(user.auth, order.id);
    expect(after.parcels.map((p) => p.id)).toContain(lone.parcel!.id);
    expect(after.parcels.find((p) => p.id === lone.parcel!.id)!.status).toBe('at_cn_warehouse');
    expect(await countRows(ctx, 'consignment_declarations', 'parcel_id = $1', [lone.parcel!.id])).toBe(1);
    expect(lines(after)).toMatchObject({ international_shipping: 28_000 });
  });

  it('refuses our own parcel and bag codes as tracking codes in a declaration, writing nothing', async () => {
    const user = await customerWithAddress();
    const before = await countRows(ctx, 'consignment_orders');
    for (const code of ['PK00000001', 'ba000001']) {
      const res = await create(user, { parcels: [declared({ trackingCode: code })] });
      expect(expectError(res, 400, 'validation-error').Message).toMatch(/mã kiện hoặc mã bao của công ty/);
    }
    expect(await countRows(ctx, 'consignment_orders')).toBe(before);
  });

  it("lets a customer declare a parcel already theirs by a confirmed claim, not someone else's", async () => {
    const code = newTrackingCode('ZT');
    const lone = await kit.scanOk(team.cn.auth, houses.cn.id, code);
    const user = await customerWithAddress();
    const other = await customerWithAddress();
    // What confirming the customer's claim leaves: the parcel is theirs, with no order.
    await query(ctx, 'update parcels set user_id = $1 where id = $2', [user.id, lone.parcel!.id]);
    expectError(await create(other, { parcels: [declared({ trackingCode: code })] }), 409, 'tracking-code-taken');
    const order = await created(user, { parcels: [declared({ trackingCode: code })] });
    expect(order).toMatchObject({ status: 'at_cn_warehouse', parcels: [{ id: lone.parcel!.id }] });
  });
});

describe('cancelling and editing the declared codes', () => {
  it('cancels before anything was received and frees the codes; not once a parcel is in', async () => {
    const user = await customerWithAddress();
    const code = newTrackingCode();
    const order = await created(user, { parcels: [declared({ trackingCode: code })] });
    const cancelled = await call(user.auth, 'POST', `/api/OrderShipping/${order.id}/Cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', canCancel: false, parcels: [] });
    expect(cancelled.json().events.at(-1).note).toContain(code);
    expectError(
      await call(user.auth, 'POST', `/api/OrderShipping/${order.id}/Cancel`),
      409,
      'invalid-status-transition',
    );
    // The code may be declared again.
    const again = await created(user, {
      parcels: [declared({ trackingCode: code }), declared({ trackingCode: newTrackingCode() })],
    });
    await kit.scanOk(team.cn.auth, houses.cn.id, code);
    const refused = await call(user.auth, 'POST', `/api/OrderShipping/${again.id}/Cancel`);
    expectError(refused, 409, 'invalid-status-transition');
    const still = await getOrder(user.auth, again.id);
    expect(still).toMatchObject({ status: 'created', canCancel: false });
    expect(still.parcels).toHaveLength(2);
  });

  it('adds codes while created, removes expected ones, refuses received, last and taken codes', async () => {
    const user = await customerWithAddress();
    const [a, b, c] = [newTrackingCode(), newTrackingCode(), newTrackingCode()];
    const order = await created(user, { options: { insurance: true }, parcels: [declared({ trackingCode: a })] });
    const url = `/api/OrderShipping/${order.id}/TrackingCodes`;

    expectError(await call(user.auth, 'DELETE', `${url}/${order.parcels[0]!.id}`), 409, 'consignment-parcel-last');
    const added = await call(user.auth, 'POST', url, {
      parcels: [declared({ trackingCode: b, declaredValueVnd: 200_000 }), declared({ trackingCode: c })],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().parcels.map((p: { trackingCode: string }) => p.trackingCode)).toEqual([a, b, c]);
    expect(added.json().totals.declaredValueVnd).toBe(1_200_000);

    // Someone else's code: refused, nothing written.
    const other = await customerWithAddress();
    const theirs = newTrackingCode();
    await created(other, { parcels: [declared({ trackingCode: theirs })] });
    const before = await countRows(ctx, 'parcels');
    expectError(
      await call(user.auth, 'POST', url, {
        parcels: [declared({ trackingCode: newTrackingCode() }), declared({ trackingCode: theirs })],
      }),
      409,
      'tracking-code-taken',
    );
    expect(await countRows(ctx, 'parcels')).toBe(before);
    // Another customer cannot touch this order.
    expectError(await call(other.auth, 'DELETE', `${url}/${added.json().parcels[1].id}`), 404, 'not-found');
    expectError(await call(other.auth, 'POST', url, { parcels: [declared({ trackingCode: newTrackingCode() })] }), 404);

    // A received parcel stays; an expected one goes, with its declaration.
    await kit.scanOk(team.cn.auth, houses.cn.id, a);
    expectError(await call(user.auth, 'DELETE', `${url}/${order.parcels[0]!.id}`), 409, 'invalid-status-transition');
    const removed = await call(user.auth, 'DELETE', `${url}/${added.json().parcels[1].id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().parcels.map((p: { trackingCode: string }) => p.trackingCode)).toEqual([a, c]);
    expect(removed.json().totals.declaredValueVnd).toBe(1_000_000);
    expect(await countRows(ctx, 'parcels', 'tracking_code = $1', [b])).toBe(0);

    // Removing the last expected one leaves only received parcels: the order follows to China.
    const last = await call(user.auth, 'DELETE', `${url}/${added.json().parcels[2].id}`);
    expect(last.json().status).toBe('at_cn_warehouse');
    expectError(await call(user.auth, 'POST', url, { parcels: [declared({ trackingCode: newTrackingCode() })] }), 409);
  });
});

describe('at the same moment', () => {
  it('creates one order for one key sent five times, and gives a new code to one of two customers', async () => {
    const user = await customerWithAddress();
    const key = newKey();
    const body = { parcels: [declared({ trackingCode: newTrackingCode() })] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(user, body, key)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await countRows(ctx, 'consignment_orders', 'user_id = $1', [user.id])).toBe(1);

    const code = newTrackingCode();
    const [a, b] = await Promise.all([customerWithAddress(), customerWithAddress()]);
    const both = await Promise.all([a, b].map((u) => create(u, { parcels: [declared({ trackingCode: code })] })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expectError(both.find((r) => r.statusCode === 409)!, 409, 'tracking-code-taken');
    expect(await countRows(ctx, 'parcels', 'tracking_code = $1', [code])).toBe(1);
    expect(await countRows(ctx, 'consignment_orders', 'user_id = any($1)', [[a.id, b.id]])).toBe(1);
  });

  it('moves the order once when two stations receive its two parcels together', async () => {
    const user = await customerWithAddress();
    const codes = [newTrackingCode(), newTrackingCode()];
    const order = await created(user, { parcels: codes.map((trackingCode) => declared({ trackingCode })) });
    const scans = await Promise.all(codes.map((c) => kit.scan(team.cn.auth, houses.cn.id, c)));
    expect(scans.map((r) => r.json().outcome)).toEqual(['received', 'received']);
    const after = await getOrder(user.auth, order.id);
    expect(after.status).toBe('at_cn_warehouse');
    expect(after.events.filter((e) => e.toStatus === 'at_cn_warehouse')).toHaveLength(1);
  });
});

describe('who may see and do what', () => {
  it('answers 404 for another customer, 401 signed out, 403 for a customer on the staff list', async () => {
    const user = await customerWithAddress();
    const order = await created(user, { parcels: [declared({ trackingCode: newTrackingCode() })] });
    const other = await makeCustomer(ctx);
    expectError(await call(other.auth, 'GET', `/api/OrderShipping/${order.id}`), 404, 'not-found');
    expectError(await call(other.auth, 'POST', `/api/OrderShipping/${order.id}/Cancel`), 404, 'not-found');
    expect((await call(other.auth, 'GET', '/api/OrderShipping')).json().total).toBe(0);
    expectError(await call({}, 'GET', '/api/OrderShipping'), 401);
    expectError(await call(user.auth, 'GET', '/api/Admin/OrderShipping'), 403, 'forbidden');
    expectError(await call(user.auth, 'GET', `/api/Admin/OrderShipping/${order.id}`), 403, 'forbidden');

    // Staff read every customer's, with the customer named.
    const staffList = await call(team.sales.auth, 'GET', `/api/Admin/OrderShipping?customerId=${user.id}`);
    expect(staffList.statusCode, staffList.body).toBe(200);
    expect(staffList.json().items).toMatchObject([{ id: order.id, customer: { id: user.id } }]);
    const staffView = await call(team.vn.auth, 'GET', `/api/Admin/OrderShipping/${order.id}`);
    expect(staffView.json().customer).toMatchObject({ id: user.id, code: `KH${String(user.id).padStart(5, '0')}` });
    // A customer cannot weigh or scan the parcels of their order.
    expectError(await kit.scan(user.auth, houses.cn.id, order.parcels[0]!.trackingCode), 403);
  });

  it('refuses bad input with a Vietnamese 400 and writes nothing', async () => {
    const user = await customerWithAddress();
    const before = await countRows(ctx, 'consignment_orders');
    const parcelsBefore = await countRows(ctx, 'parcels');
    const cases: Record<string, unknown>[] = [
      { parcels: [] },
      { parcels: [declared({ trackingCode: 'ab' })] },
      { parcels: [declared({ trackingCode: newTrackingCode(), declaredValueVnd: -1 })] },
      { parcels: [declared({ trackingCode: newTrackingCode(), quantity: 0 })] },
      { parcels: [declared({ trackingCode: newTrackingCode(), description: '  ' })] },
      { parcels: [declared({ trackingCode: 'YT123456' }), declared({ trackingCode: 'yt123456' })] },
      { shippingType: 'slow', parcels: [declared({ trackingCode: newTrackingCode() })] },
      { vnWarehouseId: houses.cn.id, parcels: [declared({ trackingCode: newTrackingCode() })] },
      { vnWarehouseId: 'x', parcels: [declared({ trackingCode: newTrackingCode() })] },
      { parcels: Array.from({ length: 51 }, () => declared({ trackingCode: newTrackingCode() })) },
    ];
    for (const body of cases) expectError(await create(user, body), 400);
    expectError(
      await create(user, { addressId: 999_999, parcels: [declared({ trackingCode: newTrackingCode() })] }),
      404,
    );
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/OrderShipping',
      headers: user.auth,
      payload: {
        vnWarehouseId: houses.hanoi.id,
        shippingType: 'normal',
        addressId: user.addressId,
        parcels: [declared({ trackingCode: newTrackingCode() })],
      },
    });
    expectError(noKey, 400, 'idempotency-key-required');
    expect(await countRows(ctx, 'consignment_orders')).toBe(before);
    expect(await countRows(ctx, 'parcels')).toBe(parcelsBefore);
  });
});

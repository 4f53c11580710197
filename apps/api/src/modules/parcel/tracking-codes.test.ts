/**
 * POST /api/Admin/OrderOrdering/{id}/TrackingCodes (decision 0055): the seller's courier codes become
 * expected parcels of the order, which moves to `seller_shipped`; the customer sees the parcels.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { newTrackingCode, type ParcelJson, parcelKit } from './parcel.test-support.ts';

const ctx = useTestApp();
const kit = parcelKit(ctx);
let team: Awaited<ReturnType<typeof kit.staff>>;
let admin: Auth;

beforeAll(async () => {
  team = await kit.staff();
  admin = await loginAdmin(ctx.app);
});

describe('tracking codes', () => {
  it('creates one expected parcel per code; the order becomes seller_shipped; the customer sees them', async () => {
    const a = newTrackingCode();
    const b = newTrackingCode('SF');
    const { user, order, parcels } = await kit.orderWithCodes(team.purchaser.auth, [` ${a.toLowerCase()} `, b, a]);
    expect(parcels.map((p) => [p.trackingCode, p.status, p.order?.id, p.customer?.id])).toEqual([
      [a, 'expected', order.id, user.id],
      [b, 'expected', order.id, user.id],
    ]);
    expect(parcels[0]!.code).toMatch(/^PK\d{8}$/);
    expect(parcels[0]!.customer?.code).toBe(`KH${String(user.id).padStart(5, '0')}`);

    const seen = await kit.getOrder(user.auth, order.id);
    expect(seen.status).toBe('seller_shipped');
    expect(seen.events.at(-1)).toMatchObject({
      fromStatus: 'purchased',
      toStatus: 'seller_shipped',
      actorName: 'Đỗ Mua Hàng',
      note: `Mã vận đơn: ${a}, ${b}`,
    });

    const list = await ctx.app.inject({ method: 'GET', url: `/api/Package?orderId=${order.id}`, headers: user.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(
      list
        .json()
        .items.map((p: ParcelJson) => p.trackingCode)
        .sort(),
    ).toEqual([a, b].sort());
    const one = await kit.customerParcel(user.auth, parcels[0]!.id);
    expect(one.json()).toMatchObject({ status: 'expected', events: [{ fromStatus: null, toStatus: 'expected' }] });
    expect(one.json()).not.toHaveProperty('customer');
  });

  it('adds more codes to a seller_shipped order and keeps the ones it has', async () => {
    const a = newTrackingCode();
    const { order } = await kit.orderWithCodes(team.purchaser.auth, [a]);
    const c = newTrackingCode('JT');
    const res = await kit.addCodes(team.purchaser.auth, order.id, [a, c]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((p: ParcelJson) => p.trackingCode)).toEqual([a, c]);
    expect(await countRows(ctx, 'parcels', "order_type = 'purchase_order' and order_id = $1", [order.id])).toBe(2);
  });

  it('refuses a code of another order, a wrong status, bad input and an unknown order, writing nothing', async () => {
    const a = newTrackingCode();
    await kit.orderWithCodes(team.purchaser.auth, [a]);
    const { order: other } = await kit.orderWithCodes(team.purchaser.auth, []);
    const { order: deposited } = await kit.orderWithCodes(team.purchaser.auth, [], { status: 'deposited' });
    const before = await countRows(ctx, 'parcels');
    const events = await countRows(ctx, 'status_events');

    const taken = expectError(
      await kit.addCodes(team.purchaser.auth, other.id, [newTrackingCode(), a]),
      409,
      'tracking-code-taken',
    );
    expect(taken.Message).toContain(a);
    expectError(
      await kit.addCodes(team.purchaser.auth, deposited.id, [newTrackingCode()]),
      409,
      'invalid-status-transition',
    );
    expect(expectError(await kit.addCodes(team.purchaser.auth, other.id, []), 400, 'validation-error').Message).toMatch(
      /ít nhất một mã vận đơn/,
    );
    expect(
      expectError(await kit.addCodes(team.purchaser.auth, other.id, ['ab#12345']), 400, 'validation-error').Message,
    ).toMatch(/chữ cái, chữ số/);
    expectError(await kit.addCodes(team.purchaser.auth, other.id, ['abc']), 400, 'validation-error');
    expectError(await kit.addCodes(team.purchaser.auth, other.id, 'YT123456'), 400, 'validation-error');
    expectError(await kit.addCodes(team.purchaser.auth, 999_999_999, [newTrackingCode()]), 404, 'not-found');

    expect(await countRows(ctx, 'parcels')).toBe(before);
    expect(await countRows(ctx, 'status_events')).toBe(events);
  });

  it('is for buyers: a warehouse_vn or a customer is refused (403), an admin may', async () => {
    const { order } = await kit.orderWithCodes(team.purchaser.auth, []);
    expectError(await kit.addCodes(team.vn.auth, order.id, [newTrackingCode()]), 403, 'forbidden');
    expectError(await kit.addCodes(team.sales.auth, order.id, [newTrackingCode()]), 403, 'forbidden');
    const customer = await makeCustomer(ctx);
    expectError(await kit.addCodes(customer.auth, order.id, [newTrackingCode()]), 403, 'forbidden');
    expect(await countRows(ctx, 'parcels', "order_type = 'purchase_order' and order_id = $1", [order.id])).toBe(0);
    const ok = await kit.addCodes(admin, order.id, [newTrackingCode()]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a code already received as unclaimed joins the order, which follows it to the CN warehouse', async () => {
    const { cn } = await kit.warehouses(team.cn.auth);
    const code = newTrackingCode('ZT');
    const scanned = await kit.scanOk(team.cn.auth, cn.id, code);
    expect(scanned.outcome).toBe('unclaimed_created');
    const { user, order, parcels } = await kit.orderWithCodes(team.purchaser.auth, [code]);
    expect(parcels).toHaveLength(1);
    expect(parcels[0]).toMatchObject({ id: scanned.parcel!.id, status: 'at_cn_warehouse', order: { id: order.id } });
    const seen = await kit.getOrder(user.auth, order.id);
    expect(seen.status).toBe('at_cn_warehouse');
    expect(seen.events.at(-1)).toMatchObject({ toStatus: 'at_cn_warehouse', actorName: 'Hệ thống' });
    // The customer now owns it.
    expect((await kit.customerParcel(user.auth, parcels[0]!.id)).statusCode).toBe(200);
  });
});

describe('our own codes are not courier codes (decision 0083)', () => {
  it('refuses PK… and BA… codes as tracking codes with a Vietnamese 400, writing nothing', async () => {
    const { order } = await kit.orderWithCodes(team.purchaser.auth, []);
    const before = await countRows(ctx, 'parcels');
    for (const code of ['PK00001234', ' ba000012 ']) {
      expect(
        expectError(await kit.addCodes(team.purchaser.auth, order.id, [code]), 400, 'validation-error').Message,
      ).toMatch(/mã kiện hoặc mã bao của công ty/);
    }
    expect(await countRows(ctx, 'parcels')).toBe(before);
  });

  it('finds our parcel code first at the scan station and in the measure look-up', async () => {
    const houses = await kit.warehouses(team.cn.auth);
    const ours = (await kit.scanOk(team.cn.auth, houses.cn.id, newTrackingCode('OW'))).parcel!;
    // An older parcel whose courier code was typed as our code (before the contract refused it).
    const { user, parcels } = await kit.orderWithCodes(team.purchaser.auth, [newTrackingCode('LG')]);
    await query(ctx, 'update parcels set tracking_code = $1 where id = $2', [ours.code, parcels[0]!.id]);
    const again = await kit.scanOk(team.cn.auth, houses.cn.id, ours.code);
    expect(again.parcel!.id).toBe(ours.id);
    const look = await ctx.app.inject({
      method: 'GET',
      url: `/api/OrderShipping/MeasureCode?code=${ours.code}`,
      headers: user.auth,
    });
    // Our code names the unclaimed parcel, which is not the customer's.
    expectError(look, 404, 'not-found');
  });
});

describe('listing and removing a wrong code before it is received (decision 0091)', () => {
  const list = (auth: Auth, orderId: number | string) =>
    ctx.app.inject({ method: 'GET', url: `/api/Admin/OrderOrdering/${orderId}/TrackingCodes`, headers: auth });
  const remove = (auth: Auth, orderId: number | string, parcelId: number | string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/Admin/OrderOrdering/${orderId}/TrackingCodes/${parcelId}`,
      headers: auth,
    });

  it('lists the order’s codes for any staff member, and removes an expected one, freeing the code', async () => {
    const [a, b] = [newTrackingCode(), newTrackingCode('SF')];
    const { order, parcels } = await kit.orderWithCodes(team.purchaser.auth, [a, b]);
    const seen = await list(team.sales.auth, order.id);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().map((p: ParcelJson) => p.trackingCode)).toEqual([a, b]);

    const res = await remove(team.purchaser.auth, order.id, parcels[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((p: ParcelJson) => p.trackingCode)).toEqual([b]);
    expect(await countRows(ctx, 'parcels', 'id = $1', [parcels[0]!.id])).toBe(0);
    // The code is free again: another order may take it.
    const { parcels: again } = await kit.orderWithCodes(team.purchaser.auth, [a]);
    expect(again.map((p) => p.trackingCode)).toEqual([a]);
  });

  it('once the wrong code is gone, the order follows the parcels it has left', async () => {
    const { cn } = await kit.warehouses(team.cn.auth);
    const [good, wrong] = [newTrackingCode(), newTrackingCode('JT')];
    const { user, order, parcels } = await kit.orderWithCodes(team.purchaser.auth, [good, wrong]);
    await kit.scanOk(team.cn.auth, cn.id, good);
    expect((await kit.getOrder(user.auth, order.id)).status).toBe('seller_shipped');
    const res = await remove(team.purchaser.auth, order.id, parcels[1]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await kit.getOrder(user.auth, order.id)).status).toBe('at_cn_warehouse');
  });

  it('refuses a received parcel, another order’s parcel, other roles, the own order and bad ids, without a 5xx', async () => {
    const { cn } = await kit.warehouses(team.cn.auth);
    const code = newTrackingCode();
    const { order, parcels } = await kit.orderWithCodes(team.purchaser.auth, [code, newTrackingCode('ZT')]);
    const { order: other, parcels: others } = await kit.orderWithCodes(team.purchaser.auth, [newTrackingCode()]);
    await kit.scanOk(team.cn.auth, cn.id, code);
    // A purchaser never handles their own order.
    const { order: own, parcels: ownParcels } = await kit.orderWithCodes(admin, [newTrackingCode()], {
      customer: team.purchaser,
    });
    const before = await countRows(ctx, 'parcels');

    expect(
      expectError(await remove(team.purchaser.auth, order.id, parcels[0]!.id), 409, 'tracking-code-received').Message,
    ).toMatch(/đã về kho/);
    // Another order's parcel through this order's address.
    expectError(await remove(team.purchaser.auth, order.id, others[0]!.id), 404, 'not-found');
    expectError(await remove(team.purchaser.auth, 999_999_999, parcels[1]!.id), 404, 'not-found');
    for (const auth of [team.vn.auth, team.cn.auth, team.sales.auth, (await makeCustomer(ctx)).auth]) {
      expectError(await remove(auth, order.id, parcels[1]!.id), 403, 'forbidden');
    }
    expectError(await list((await makeCustomer(ctx)).auth, order.id), 403, 'forbidden');
    // A purchaser never handles their own order.
    expectError(await remove(team.purchaser.auth, own.id, ownParcels[0]!.id), 403, 'own-order-action');
    for (const [o, p] of [
      ['abc', 1],
      [order.id, 'x'],
      [order.id, -1],
      [order.id, '1e400'],
      [order.id, '99999999999999999999'],
    ] as const) {
      const res = await remove(team.purchaser.auth, o, p);
      expect(res.statusCode, `${o}/${p}: ${res.body}`).toBe(400);
      expect(res.json().Message).toMatch(/không hợp lệ/);
    }
    expect(await countRows(ctx, 'parcels')).toBe(before);
    expect(other.id).toBeGreaterThan(0);
  });
});

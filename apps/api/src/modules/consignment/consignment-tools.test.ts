/**
 * Decision 0063: the public shipping fee calculator (no sign-in, every line with its rule) and the
 * measure look-up (a customer's own codes only; another customer's answers 404).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAddress, makeCustomer } from '../../test/factories.ts';
import { countRows, expectError, newKey } from '../../test/fixtures.ts';
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

const calc = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/OrderShipping/CalcShippingFee', headers, payload });

describe('the public fee calculator', () => {
  it('lists the VN warehouses signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/OrderShipping/Warehouses' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: houses.hanoi.id, name: 'Kho Hà Nội' },
      { id: houses.hcm.id, name: 'Kho TP.HCM' },
    ]);
  });

  it('answers signed out: volumetric and chargeable weight, each fee line with its rule', async () => {
    const res = await calc({
      vnWarehouseId: houses.hanoi.id,
      shippingType: 'normal',
      weightGrams: 5_000,
      lengthCm: 60,
      widthCm: 50,
      heightCm: 40,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      vnWarehouse: { id: houses.hanoi.id, name: 'Kho Hà Nội' },
      actualKg10: 50,
      volumetricKg10: 200,
      chargeableKg10: 200,
      volumetricDivisor: 6_000,
      totalVnd: 520_000,
      fees: [{ kind: 'international_shipping', amountVnd: 520_000 }],
    });
    expect(res.json().fees[0].note.replace(/\u00a0/g, ' ')).toBe('20 kg × 26.000 ₫/kg');
    expect(res.json().weightRule).toContain('cân nặng quy đổi 20 kg');

    const fast = await calc({
      vnWarehouseId: houses.hcm.id,
      shippingType: 'fast',
      weightGrams: 2_301,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
    });
    expect(
      fast
        .json()
        .fees.map((l: { kind: string; amountVnd: number; note: string }) => [
          l.kind,
          l.amountVnd,
          l.note.replace(/\u00a0/g, ' '),
        ]),
    ).toEqual([
      ['international_shipping', 81_600, '2,4 kg × 34.000 ₫/kg'],
      ['fast_shipping', 24_000, '2,4 kg × 10.000 ₫/kg'],
    ]);
    expect(fast.json().totalVnd).toBe(105_600);
  });

  it('refuses bad input in Vietnamese and never answers 5xx', async () => {
    const good = {
      vnWarehouseId: houses.hanoi.id,
      shippingType: 'normal',
      weightGrams: 1,
      lengthCm: 1,
      widthCm: 1,
      heightCm: 1,
    };
    for (const bad of [
      { ...good, weightGrams: 0 },
      { ...good, weightGrams: 1.5 },
      { ...good, lengthCm: 501 },
      { ...good, shippingType: 'express' },
      { ...good, vnWarehouseId: houses.cn.id },
      { ...good, vnWarehouseId: 2 ** 40 },
      { ...good, heightCm: '10' },
    ]) {
      expectError(await calc(bad), 400);
    }
  });
});

describe('the measure look-up', () => {
  it("shows the customer's own parcel as measured, and 404 for another customer's code", async () => {
    const user = await makeCustomer(ctx);
    const address = await makeAddress(ctx, user.id);
    const code = newTrackingCode('YT');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/OrderShipping',
      headers: { ...user.auth, 'idempotency-key': newKey() },
      payload: {
        vnWarehouseId: houses.hanoi.id,
        shippingType: 'normal',
        addressId: address.id,
        parcels: [{ trackingCode: code, description: 'Sách', quantity: 5, declaredValueVnd: 300_000 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const look = (auth: Record<string, string>, c: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/OrderShipping/MeasureCode?code=${encodeURIComponent(c)}`,
        headers: auth,
      });

    const before = await look(user.auth, code);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ trackingCode: code, status: 'expected', weightGrams: null });

    const scanned = await kit.scanOk(team.cn.auth, houses.cn.id, code);
    await kit.measure(team.cn.auth, scanned.parcel!.id, {
      weightGrams: 1_230,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    });
    // Typed in lower case with spaces, as a person would.
    const after = await look(user.auth, ` ${code.toLowerCase()} `);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({
      status: 'at_cn_warehouse',
      weightGrams: 1_230,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      volumetricKg10: 10,
      chargeableKg10: 13,
      order: { kind: 'consignment' },
    });
    expect(after.json().events.map((e: { toStatus: string }) => e.toStatus)).toEqual(['expected', 'at_cn_warehouse']);
    expect(after.json().photos).toEqual([]);

    const other = await makeCustomer(ctx);
    expectError(await look(other.auth, code), 404, 'not-found');
    expectError(await look(user.auth, newTrackingCode()), 404, 'not-found');
    expectError(await look(user.auth, 'ab'), 400);
    expectError(await look({}, code), 401);
    expect(await countRows(ctx, 'consignment_orders', 'user_id = $1', [other.id])).toBe(0);
  });
});

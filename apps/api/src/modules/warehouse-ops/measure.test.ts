/**
 * PUT /api/Admin/Parcel/{id}/Measure (decision 0056): volumetric and chargeable weight, the fee lines of
 * the route's tariff, the order's shipping line replacing "Tính khi hàng về kho", re-measuring.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { countRows, expectError, query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { newTrackingCode, parcelKit } from '../parcel/parcel.test-support.ts';

const ctx = useTestApp();
const kit = parcelKit(ctx);
let team: Awaited<ReturnType<typeof kit.staff>>;
let houses: Awaited<ReturnType<typeof kit.warehouses>>;

beforeAll(async () => {
  team = await kit.staff();
  houses = await kit.warehouses(team.cn.auth);
});

/** An order with parcels received at the CN warehouse. */
async function receivedOrder(count = 1, opts: Parameters<typeof kit.orderWithCodes>[2] = {}) {
  const codes = Array.from({ length: count }, () => newTrackingCode());
  const made = await kit.orderWithCodes(team.purchaser.auth, codes, opts);
  for (const c of codes) await kit.scanOk(team.cn.auth, houses.cn.id, c);
  return made;
}

const plain = (s: string | null | undefined) => s?.replaceAll('\u00a0', ' ');

describe('weighing', () => {
  it('computes weights and the fee; the order’s shipping line replaces "Tính khi hàng về kho"', async () => {
    const { user, order, parcels } = await receivedOrder(1);
    const before = await kit.getOrder(user.auth, order.id);
    expect(before.fees.find((f) => f.kind === 'international_shipping')).toMatchObject({
      amountVnd: null,
      note: 'Tính khi hàng về kho',
    });

    const res = await kit.measure(team.cn.auth, parcels[0]!.id, {
      weightGrams: 2_301,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      weightGrams: 2_301,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      volumetricKg10: 10, // 6000 cm³ / 6000 = 1 kg
      chargeableKg10: 24,
      feeVnd: 67_200,
      fees: [{ kind: 'international_shipping', amountVnd: 67_200 }],
    });
    expect(plain(res.json().fees[0].note)).toBe('2,4 kg × 28.000 ₫/kg');

    const after = await kit.getOrder(user.auth, order.id);
    expect(after.fees.find((f) => f.kind === 'international_shipping')).toMatchObject({
      amountVnd: 67_200,
      note: '1 kiện, 2,4 kg tính phí',
    });
    expect(after.totals.feesVnd).toBe(before.totals.feesVnd + 67_200);
    expect(after.totals.totalVnd).toBe(before.totals.totalVnd + 67_200);
    expect(after.totals.remainingVnd).toBe(after.totals.totalVnd - after.totals.paidVnd);

    // The customer sees every value.
    const mine = (await kit.customerParcel(user.auth, parcels[0]!.id)).json();
    expect(mine).toMatchObject({ weightGrams: 2_301, volumetricKg10: 10, chargeableKg10: 24, feeVnd: 67_200 });

    // Re-measuring replaces the line: the total moves by the difference, never adds twice.
    const again = await kit.measure(team.cn.auth, parcels[0]!.id, {
      weightGrams: 1_000,
      lengthCm: 60,
      widthCm: 50,
      heightCm: 40,
    });
    expect(again.json()).toMatchObject({ volumetricKg10: 200, chargeableKg10: 200, feeVnd: 520_000 });
    const third = await kit.getOrder(user.auth, order.id);
    expect(third.fees.find((f) => f.kind === 'international_shipping')!.amountVnd).toBe(520_000);
    expect(third.totals.totalVnd).toBe(before.totals.totalVnd + 520_000);
  });

  it('sums the parcels of an order and says how many wait; a crate order gets its crate line; TP.HCM prices', async () => {
    const { user, order, parcels } = await receivedOrder(2, {
      options: { counting: false, woodenCrate: true, insurance: false },
      vnWarehouse: 'Kho TP.HCM',
    });
    await kit.measure(team.cn.auth, parcels[0]!.id, { weightGrams: 2_301, lengthCm: 10, widthCm: 10, heightCm: 10 });
    let seen = await kit.getOrder(user.auth, order.id);
    expect(seen.fees.find((f) => f.kind === 'international_shipping')).toMatchObject({
      amountVnd: 81_600,
      note: '1 kiện, 2,4 kg tính phí; còn 1 kiện chưa cân',
    });
    expect(seen.fees.find((f) => f.kind === 'wooden_crate')!.amountVnd).toBe(78_110);
    await kit.measure(team.cn.auth, parcels[1]!.id, { weightGrams: 500, lengthCm: 10, widthCm: 10, heightCm: 10 });
    seen = await kit.getOrder(user.auth, order.id);
    expect(seen.fees.find((f) => f.kind === 'international_shipping')).toMatchObject({
      amountVnd: 81_600 + 17_000,
      note: '2 kiện, 2,9 kg tính phí',
    });
    expect(seen.fees.find((f) => f.kind === 'wooden_crate')!.amountVnd).toBe(78_110 + 73_000);
  });

  it('charges by volume when the order says so', async () => {
    const { user, order, parcels } = await receivedOrder(1);
    await query(ctx, `update purchase_orders set options = options || '{"shippingBasis":"volume"}' where id = $1`, [
      order.id,
    ]);
    const res = await kit.measure(team.cn.auth, parcels[0]!.id, {
      weightGrams: 5_000,
      lengthCm: 60,
      widthCm: 50,
      heightCm: 40,
    });
    expect(res.json()).toMatchObject({ chargeableKg10: 200, feeVnd: 312_000 });
    expect(plain(res.json().fees[0].note)).toBe('0,12 m³ × 2.600.000 ₫/m³');
    expect(
      (await kit.getOrder(user.auth, order.id)).fees.find((f) => f.kind === 'international_shipping')!.amountVnd,
    ).toBe(312_000);
  });

  it('weighs an unclaimed parcel without a fee until it has an owner', async () => {
    const lone = await kit.scanOk(team.cn.auth, houses.cn.id, newTrackingCode('UC'));
    const res = await kit.measure(team.cn.auth, lone.parcel!.id, {
      weightGrams: 1_250,
      lengthCm: 20,
      widthCm: 20,
      heightCm: 20,
    });
    expect(res.json()).toMatchObject({ weightGrams: 1_250, chargeableKg10: 14, fees: [], feeVnd: null });
  });

  it('refuses a parcel not in a warehouse, bad input, another country’s staff and non-warehouse roles, writing nothing', async () => {
    const { parcels } = await kit.orderWithCodes(team.purchaser.auth, [newTrackingCode()]);
    const { parcels: inside } = await receivedOrder(1);
    const ok = { weightGrams: 1_000, lengthCm: 10, widthCm: 10, heightCm: 10 };
    const snapshot = async () =>
      await query(ctx, 'select * from parcels where id = any($1) order by id', [[parcels[0]!.id, inside[0]!.id]]);
    const before = await snapshot();
    const orders = await query(ctx, 'select fee_lines, total_vnd from purchase_orders order by id');

    expectError(await kit.measure(team.cn.auth, parcels[0]!.id, ok), 409, 'parcel-not-in-warehouse');
    expect(
      expectError(await kit.measure(team.cn.auth, inside[0]!.id, { ...ok, weightGrams: 0 }), 400, 'validation-error')
        .Message,
    ).toMatch(/Cân nặng/);
    expectError(await kit.measure(team.cn.auth, inside[0]!.id, { ...ok, lengthCm: 10.5 }), 400, 'validation-error');
    expectError(await kit.measure(team.cn.auth, inside[0]!.id, { ...ok, heightCm: -1 }), 400, 'validation-error');
    expectError(await kit.measure(team.cn.auth, inside[0]!.id, { weightGrams: 1_000 }), 400, 'validation-error');
    expectError(await kit.measure(team.cn.auth, inside[0]!.id, { ...ok, widthCm: 501 }), 400, 'validation-error');
    expectError(await kit.measure(team.cn.auth, 999_999_999, ok), 404, 'not-found');
    expectError(await kit.measure(team.vn.auth, inside[0]!.id, ok), 403, 'forbidden');
    expectError(await kit.measure(team.purchaser.auth, inside[0]!.id, ok), 403, 'forbidden');
    const customer = await makeCustomer(ctx);
    expectError(await kit.measure(customer.auth, inside[0]!.id, ok), 403, 'forbidden');

    expect(await snapshot()).toEqual(before);
    expect(await query(ctx, 'select fee_lines, total_vnd from purchase_orders order by id')).toEqual(orders);
    expect(await countRows(ctx, 'parcels', 'measured_at is not null and id = $1', [inside[0]!.id])).toBe(0);
  });
});

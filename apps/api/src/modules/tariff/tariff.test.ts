/**
 * /api/Admin/Tariff and /api/Tariff (decision 0099): the version in force, publishing a new one
 * (bounded, audited, its rates written), the public price list, and freezing: an order keeps the
 * version it was placed under when its parcel is weighed later.
 */
import type { TariffShape, TariffVersion } from '@app/shared/contracts/tariff';
import { defaultPurchaseFeeTariff } from '@app/shared/fees';
import { defaultPayOnBehalfTariff } from '@app/shared/pay-on-behalf-fees';
import { defaultShippingTariffs } from '@app/shared/shipping';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';
import { newTrackingCode, parcelKit } from '../parcel/parcel.test-support.ts';

const ctx = useTestApp();
const kit = parcelKit(ctx);
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

async function current(auth: Auth = admin): Promise<TariffVersion> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Admin/Tariff', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function shapeOf(v: TariffVersion): TariffShape {
  const { id: _i, effectiveFrom: _e, createdAt: _c, createdBy: _b, status: _s, ...shape } = v;
  return shape;
}

function publish(payload: unknown, auth: Auth = admin) {
  return ctx.app.inject({ method: 'POST', url: '/api/Admin/Tariff', headers: auth, payload: payload as object });
}

const writes = async () => ({
  versions: await countRows(ctx, 'tariff_versions'),
  rates: await countRows(ctx, 'exchange_rates'),
  audit: await countRows(ctx, 'audit_log'),
});

describe('tariff versions', () => {
  it('starts with version 1 of the seed: DESIGN.md §4 numbers, each route its own tariff', async () => {
    const v = await current();
    expect(v).toMatchObject({ status: 'in_force', createdBy: 'Hệ thống' });
    expect(v.exchangeRates).toEqual({ purchase: 3650, consignment: 3650 });
    expect(v.purchase).toEqual(defaultPurchaseFeeTariff);
    expect(v.payOnBehalf).toEqual(defaultPayOnBehalfTariff);
    expect(v.routeTariffs.map((r) => r.tariff)).toEqual([defaultShippingTariffs.hanoi, defaultShippingTariffs.hcm]);
  });

  it('serves the price list signed out, cached, without internal fields', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Tariff' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public, max-age=60/);
    const body = res.json();
    expect(body).not.toHaveProperty('createdBy');
    expect(body).not.toHaveProperty('id');
    expect(body.routes).toEqual([
      expect.objectContaining({ from: 'Kho Quảng Châu', to: 'Kho Hà Nội', tariff: defaultShippingTariffs.hanoi }),
      expect.objectContaining({ from: 'Kho Quảng Châu', to: 'Kho TP.HCM', tariff: defaultShippingTariffs.hcm }),
    ]);
  });

  it('lets an accountant view but only an admin publish; other staff 403, signed out 401', async () => {
    const accountant = await makeStaff(ctx, 'accountant');
    const purchaser = await makeStaff(ctx, 'purchaser');
    const customer = await registerCustomer(ctx.app);
    const shape = shapeOf(await current());
    const before = await writes();
    expect((await current(accountant.auth)).status).toBe('in_force');
    expectError(await publish(shape, accountant.auth), 403, 'forbidden');
    for (const auth of [purchaser.auth, customer.auth]) {
      expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/Tariff', headers: auth }), 403, 'forbidden');
      expectError(await publish(shape, auth), 403, 'forbidden');
    }
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/Admin/Tariff/Preview', payload: shape }),
      401,
      'unauthenticated',
    );
    expect(await writes()).toEqual(before);
  });

  it('refuses descending or open-in-the-middle tiers, negative numbers, a past time and unknown routes, writing nothing', async () => {
    const shape = shapeOf(await current());
    const before = await writes();
    const tiers = shape.purchase.serviceFeeTiers;
    const bad: [unknown, string][] = [
      [
        { ...shape, purchase: { ...shape.purchase, serviceFeeTiers: [tiers[1], tiers[0], ...tiers.slice(2)] } },
        'tăng dần',
      ],
      [{ ...shape, purchase: { ...shape.purchase, serviceFeeTiers: tiers.slice(0, 2) } }, 'bậc cuối'],
      [{ ...shape, purchase: { ...shape.purchase, serviceFeeMinVnd: -1 } }, 'Phí mua hàng tối thiểu'],
      [{ ...shape, exchangeRates: { ...shape.exchangeRates, purchase: 3650.5 } }, 'Tỷ giá'],
      [{ ...shape, effectiveFrom: new Date(Date.now() - 3_600_000).toISOString() }, 'Thời điểm áp dụng'],
      [{ ...shape, routeTariffs: [{ routeId: 999_999, tariff: defaultShippingTariffs.hanoi }] }, 'tuyến'],
    ];
    for (const [payload, words] of bad) {
      const err = expectError(await publish(payload), 400, 'validation-error');
      expect(err.Message).toContain(words);
    }
    expect(await writes()).toEqual(before);
  });

  it('publishes a new version: in force at once, listed first with who, its changed rate written, audited', async () => {
    const old = await current();
    const shape = shapeOf(old);
    const res = await publish({ ...shape, exchangeRates: { ...shape.exchangeRates, consignment: 3600 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_force', createdBy: 'Quản trị viên Demo' });
    expect((await current()).exchangeRates).toEqual({ purchase: 3650, consignment: 3600 });
    const rates = await query(ctx, 'select kind, rate from exchange_rates order by id desc limit 2');
    expect(rates[0]).toEqual({ kind: 'pay_on_behalf', rate: 3700 });
    expect(rates[1]).toEqual({ kind: 'consignment', rate: 3600 });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Admin/Tariff/Versions', headers: admin });
    expect(list.json()[0]).toMatchObject({ id: res.json().id, status: 'in_force' });
    expect(list.json()[1]).toMatchObject({ id: old.id, status: 'past' });
    const [audit] = await query<{ action: string; before: { id: number }; after: { id: number } }>(
      ctx,
      "select action, before, after from audit_log where action = 'tariff.publish' order by id desc limit 1",
    );
    expect(audit).toMatchObject({ before: { id: old.id }, after: { id: res.json().id } });
  });

  it('keeps a version for later scheduled, not in force', async () => {
    const shape = shapeOf(await current());
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const res = await publish({ ...shape, effectiveFrom: later });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('scheduled');
    expect((await current()).id).not.toBe(res.json().id);
    await query(ctx, 'delete from tariff_versions where id = $1', [res.json().id]);
    await query(ctx, 'delete from exchange_rates where effective_from > now()');
  });

  it('previews three sample orders under the version in force and the proposal', async () => {
    const shape = shapeOf(await current());
    const dearer = {
      ...shape,
      purchase: { ...shape.purchase, serviceFeeTiers: [{ belowVnd: null, basisPoints: 500 }] },
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/Tariff/Preview',
      headers: admin,
      payload: dearer,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { samples } = res.json() as {
      samples: { name: string; current: { totalVnd: number }; proposed: { totalVnd: number } }[];
    };
    expect(samples.map((s) => s.name)).toEqual(['Đơn nhỏ', 'Đơn vừa', 'Đơn lớn']);
    for (const s of samples) expect(s.proposed.totalVnd).toBeGreaterThanOrEqual(s.current.totalVnd);
    expect(samples[2]!.proposed.totalVnd).toBeGreaterThan(samples[2]!.current.totalVnd);
  });
});

describe('freezing (decision 0099)', () => {
  it('prices an order placed before a new version by its own version; a new order by the new one', async () => {
    const team = await kit.staff();
    const houses = await kit.warehouses(team.cn.auth);
    const code = newTrackingCode();
    const early = await kit.orderWithCodes(team.purchaser.auth, [code]);
    const serviceOf = async (auth: Auth, id: number) =>
      (await kit.getOrder(auth, id)).fees.find((f) => f.kind === 'service')!.amountVnd;
    const oldService = await serviceOf(early.user.auth, early.order.id);

    const shape = shapeOf(await current());
    const route = (t: TariffShape['routeTariffs'][number]) => ({
      ...t,
      tariff: { ...t.tariff, perKgTiers: [{ belowKg10: null, perKgVnd: 50_000 }] },
    });
    const next = {
      ...shape,
      purchase: { ...shape.purchase, serviceFeeTiers: [{ belowVnd: null, basisPoints: 1000 }], serviceFeeMinVnd: 1 },
      routeTariffs: shape.routeTariffs.map(route),
    };
    const v1 = (await current()).id;
    const published = await publish(next);
    expect(published.statusCode).toBe(200);
    const v2 = published.json().id as number;

    // The old order's parcel weighed now: 2.4 kg at the old 28,000 ₫/kg.
    await kit.scanOk(team.cn.auth, houses.cn.id, code);
    const weighed = await kit.measure(team.cn.auth, early.parcels[0]!.id, {
      weightGrams: 2_301,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    expect(weighed.json().feeVnd).toBe(67_200);
    expect(await serviceOf(early.user.auth, early.order.id)).toBe(oldService);

    // A new order: 10 % service fee, and its parcel at 50,000 ₫/kg.
    const code2 = newTrackingCode();
    const late = await kit.orderWithCodes(team.purchaser.auth, [code2]);
    const goods = (await kit.getOrder(late.user.auth, late.order.id)).fees.find((f) => f.kind === 'goods')!.amountVnd!;
    expect(await serviceOf(late.user.auth, late.order.id)).toBe(Math.round(goods / 10));
    await kit.scanOk(team.cn.auth, houses.cn.id, code2);
    const weighed2 = await kit.measure(team.cn.auth, late.parcels[0]!.id, {
      weightGrams: 2_301,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
    });
    expect(weighed2.json().feeVnd).toBe(120_000);

    // Each order and parcel names the version that priced it.
    const versionOf = async (table: string, id: number) =>
      (await query<{ v: number }>(ctx, `select tariff_version_id as v from ${table} where id = $1`, [id]))[0]!.v;
    expect(await versionOf('purchase_orders', early.order.id)).toBe(v1);
    expect(await versionOf('parcels', early.parcels[0]!.id)).toBe(v1);
    expect(await versionOf('purchase_orders', late.order.id)).toBe(v2);
    expect(await versionOf('parcels', late.parcels[0]!.id)).toBe(v2);
  });
});

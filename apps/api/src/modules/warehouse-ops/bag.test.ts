/**
 * /api/Admin/Bag (decision 0055): open, scan parcels in, close with the weight, ship (parcels
 * `in_transit`, orders follow), receive in Vietnam, scan its parcels one by one; the bag lists the
 * parcels not yet scanned; a parcel is in one bag; an order not deposited keeps its parcel in China.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
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

const post = (auth: Auth, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/Admin/Bag${url}`, headers: auth, payload });

async function openBag(to = houses.hanoi.id) {
  const res = await post(team.cn.auth, '', { fromWarehouseId: houses.cn.id, toWarehouseId: to });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; code: string; status: string };
}

/** An order whose parcels are received and weighed at the CN warehouse. */
async function readyOrder(count = 1, vnWarehouse?: string) {
  const codes = Array.from({ length: count }, () => newTrackingCode());
  const made = await kit.orderWithCodes(team.purchaser.auth, codes, { vnWarehouse });
  for (const p of made.parcels) {
    await kit.scanOk(team.cn.auth, houses.cn.id, p.trackingCode);
    const m = await kit.measure(team.cn.auth, p.id, { weightGrams: 1_500, lengthCm: 20, widthCm: 20, heightCm: 20 });
    expect(m.statusCode, m.body).toBe(200);
  }
  return made;
}

describe('bags from China to Vietnam', () => {
  it('carries parcels CN → VN; the order follows; the bag lists what is not yet scanned', async () => {
    const { user, order, parcels } = await readyOrder(2);
    const bag = await openBag();
    expect(bag.code).toMatch(/^BA\d{6}$/);
    for (const p of parcels)
      expect((await post(team.cn.auth, `/${bag.id}/Parcels`, { code: p.code })).statusCode).toBe(200);
    // Scanning it again changes nothing.
    expect(
      (await post(team.cn.auth, `/${bag.id}/Parcels`, { code: parcels[0]!.trackingCode })).json().parcelCount,
    ).toBe(2);

    const closed = await post(team.cn.auth, `/${bag.id}/Close`, { weightGrams: 3_200 });
    expect(closed.json()).toMatchObject({ status: 'closed', weightGrams: 3_200 });
    expectError(
      await post(team.cn.auth, `/${bag.id}/Parcels`, { code: parcels[0]!.code }),
      409,
      'invalid-status-transition',
    );

    const shipped = await post(team.cn.auth, `/${bag.id}/Ship`);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().status).toBe('shipped');
    expect(shipped.json().parcels.map((p: { status: string }) => p.status)).toEqual(['in_transit', 'in_transit']);
    expect(shipped.json().notScanned).toHaveLength(2);
    expect((await kit.getOrder(user.auth, order.id)).status).toBe('in_transit');

    // In Vietnam: a parcel before its bag is received is not ready; scanning the bag code receives it.
    const early = await kit.scanOk(team.vn.auth, houses.hanoi.id, parcels[0]!.code);
    expect(early.outcome).toBe('not_ready');
    const received = await kit.scanOk(team.vn.auth, houses.hanoi.id, bag.code);
    expect(received).toMatchObject({
      outcome: 'bag_received',
      bag: { code: bag.code, status: 'received', parcelCount: 2 },
    });

    const first = await kit.scanOk(team.vn.auth, houses.hanoi.id, parcels[0]!.trackingCode);
    expect(first).toMatchObject({
      outcome: 'arrived',
      parcel: { status: 'at_vn_warehouse', warehouse: { id: houses.hanoi.id } },
    });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/Admin/Bag/${bag.id}`, headers: team.vn.auth });
    expect(page.json()).toMatchObject({ arrivedCount: 1, notScanned: [{ id: parcels[1]!.id }] });
    // Partial arrival: the order waits, each parcel shows where it is.
    expect((await kit.getOrder(user.auth, order.id)).status).toBe('in_transit');
    expect((await kit.scanOk(team.vn.auth, houses.hanoi.id, parcels[0]!.code)).outcome).toBe('already_received');

    await kit.scanOk(team.vn.auth, houses.hanoi.id, parcels[1]!.code);
    const seen = await kit.getOrder(user.auth, order.id);
    expect(seen.status).toBe('at_vn_warehouse');
    expect(seen.events.at(-1)).toMatchObject({ toStatus: 'at_vn_warehouse', actorName: 'Phạm Kho Việt' });
    const mine = (await kit.customerParcel(user.auth, parcels[1]!.id)).json();
    expect(mine.events.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'expected',
      'at_cn_warehouse',
      'in_transit',
      'at_vn_warehouse',
    ]);
    expect(mine.events[2].note).toBe(`Xuất Kho Quảng Châu trong bao ${bag.code}`);
    const done = (
      await ctx.app.inject({ method: 'GET', url: `/api/Admin/Bag/${bag.id}`, headers: team.vn.auth })
    ).json();
    expect(done.notScanned).toEqual([]);
    expect(done.events.map((e: { toStatus: string }) => e.toStatus)).toEqual(['open', 'closed', 'shipped', 'received']);
  });

  it('a VN warehouse receives by the endpoint too; the wrong VN warehouse is told so', async () => {
    const { parcels } = await readyOrder(1, 'Kho TP.HCM');
    const bag = await openBag(houses.hcm.id);
    await post(team.cn.auth, `/${bag.id}/Parcels`, { code: parcels[0]!.code });
    await post(team.cn.auth, `/${bag.id}/Close`, { weightGrams: 1_600 });
    await post(team.cn.auth, `/${bag.id}/Ship`);
    expect((await kit.scanOk(team.vn.auth, houses.hanoi.id, bag.code)).outcome).toBe('wrong_warehouse');
    expectError(await post(team.cn.auth, `/${bag.id}/Receive`), 403, 'forbidden');
    const res = await post(team.vn.auth, `/${bag.id}/Receive`);
    expect(res.json().status).toBe('received');
    expectError(await post(team.vn.auth, `/${bag.id}/Receive`), 409, 'invalid-status-transition');
    const wrong = await kit.scanOk(team.vn.auth, houses.hanoi.id, parcels[0]!.code);
    expect(wrong.outcome).toBe('wrong_warehouse');
    expect(wrong.message).toContain('Kho TP.HCM');
    expect((await kit.scanOk(team.vn.auth, houses.hcm.id, parcels[0]!.code)).outcome).toBe('arrived');
  });

  it('keeps a parcel in one bag, and in China while its order is not deposited; checks the route and the weighing', async () => {
    const { parcels } = await readyOrder(1);
    const a = await openBag();
    const b = await openBag();
    await post(team.cn.auth, `/${a.id}/Parcels`, { code: parcels[0]!.code });
    expectError(await post(team.cn.auth, `/${b.id}/Parcels`, { code: parcels[0]!.code }), 409, 'parcel-already-bagged');

    const { parcels: hcm } = await readyOrder(1, 'Kho TP.HCM');
    expectError(await post(team.cn.auth, `/${b.id}/Parcels`, { code: hcm[0]!.code }), 409, 'parcel-wrong-route');

    const { parcels: waiting } = await kit.orderWithCodes(team.purchaser.auth, [newTrackingCode()]);
    expectError(
      await post(team.cn.auth, `/${b.id}/Parcels`, { code: waiting[0]!.code }),
      409,
      'parcel-not-in-warehouse',
    );
    await kit.scanOk(team.cn.auth, houses.cn.id, waiting[0]!.code);
    expectError(await post(team.cn.auth, `/${b.id}/Parcels`, { code: waiting[0]!.code }), 409, 'parcel-not-measured');

    const lone = await kit.scanOk(team.cn.auth, houses.cn.id, newTrackingCode('LN'));
    expectError(await post(team.cn.auth, `/${b.id}/Parcels`, { code: lone.parcel!.code }), 409, 'parcel-unclaimed');
    expectError(await post(team.cn.auth, `/${b.id}/Parcels`, { code: newTrackingCode('NO') }), 404, 'not-found');

    // An order whose deposit was never paid (an old row): its parcel neither goes into a bag nor ships.
    const { order: late, parcels: lateParcels } = await readyOrder(1);
    await query(ctx, 'update purchase_orders set deposited_at = null where id = $1', [late.id]);
    expect(
      expectError(
        await post(team.cn.auth, `/${b.id}/Parcels`, { code: lateParcels[0]!.code }),
        409,
        'parcel-order-not-deposited',
      ).Message,
    ).toMatch(/chưa đặt cọc đủ/);
    await query(ctx, 'update purchase_orders set deposited_at = now() where id = $1', [late.id]);
    await post(team.cn.auth, `/${b.id}/Parcels`, { code: lateParcels[0]!.code });
    await post(team.cn.auth, `/${b.id}/Close`, { weightGrams: 2_000 });
    await query(ctx, 'update purchase_orders set deposited_at = null where id = $1', [late.id]);
    const refused = expectError(await post(team.cn.auth, `/${b.id}/Ship`), 409, 'parcel-order-not-deposited');
    expect(refused.Message).toContain(late.code);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/Admin/Bag/${b.id}`, headers: team.cn.auth })).json().status,
    ).toBe('closed');
    expect(await countRows(ctx, 'parcels', "id = $1 and status = 'at_cn_warehouse'", [lateParcels[0]!.id])).toBe(1);
  });

  it('China steps are for warehouse_cn, receiving for warehouse_vn; bad input gets a Vietnamese 4xx and writes nothing', async () => {
    const { parcels } = await readyOrder(1);
    const bag = await openBag();
    const customer = await makeCustomer(ctx);
    const bagsBefore = await countRows(ctx, 'bags');
    const events = await countRows(ctx, 'status_events');
    expectError(
      await post(team.vn.auth, '', { fromWarehouseId: houses.cn.id, toWarehouseId: houses.hanoi.id }),
      403,
      'forbidden',
    );
    expectError(
      await post(customer.auth, '', { fromWarehouseId: houses.cn.id, toWarehouseId: houses.hanoi.id }),
      403,
      'forbidden',
    );
    expectError(
      await post(team.purchaser.auth, '', { fromWarehouseId: houses.cn.id, toWarehouseId: houses.hanoi.id }),
      403,
      'forbidden',
    );
    expectError(await post(team.vn.auth, `/${bag.id}/Parcels`, { code: parcels[0]!.code }), 403, 'forbidden');
    expectError(await post(team.vn.auth, `/${bag.id}/Close`, { weightGrams: 100 }), 403, 'forbidden');
    expectError(await post(team.vn.auth, `/${bag.id}/Ship`), 403, 'forbidden');
    expectError(
      await post(team.cn.auth, '', { fromWarehouseId: houses.hanoi.id, toWarehouseId: houses.cn.id }),
      400,
      'validation-error',
    );
    expectError(await post(team.cn.auth, '', { fromWarehouseId: houses.cn.id }), 400, 'validation-error');
    expectError(await post(team.cn.auth, `/${bag.id}/Close`, { weightGrams: 0 }), 400, 'validation-error');
    expectError(await post(team.cn.auth, `/${bag.id}/Close`, { weightGrams: 10 }), 409, 'bag-empty');
    expectError(await post(team.cn.auth, `/${bag.id}/Ship`), 409, 'invalid-status-transition');
    expectError(await post(team.cn.auth, `/${bag.id}/Parcels`, { code: '#' }), 400, 'validation-error');
    expectError(await post(team.cn.auth, '/999999999/Ship'), 404, 'not-found');
    expect(await countRows(ctx, 'bags')).toBe(bagsBefore);
    expect(await countRows(ctx, 'status_events')).toBe(events);
    expect(await countRows(ctx, 'parcels', 'bag_id = $1', [bag.id])).toBe(0);
  });
});

describe('taking a parcel back out of a bag', () => {
  const del = (auth: Auth, bagId: number, parcelId: number) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/Admin/Bag/${bagId}/Parcels/${parcelId}`, headers: auth });

  it('only from an open bag, only a parcel that is in it, only by China staff; it can then go into another bag', async () => {
    const { parcels } = await readyOrder(2);
    const a = await openBag();
    for (const p of parcels) await post(team.cn.auth, `/${a.id}/Parcels`, { code: p.code });

    const customer = await makeCustomer(ctx);
    expectError(await del(customer.auth, a.id, parcels[0]!.id), 403, 'forbidden');
    expectError(await del(team.vn.auth, a.id, parcels[0]!.id), 403, 'forbidden');
    const other = await openBag();
    expectError(await del(team.cn.auth, other.id, parcels[0]!.id), 404, 'not-found');
    expectError(await del(team.cn.auth, a.id, 3_000_000_000), 400, 'validation-error');
    expect(await countRows(ctx, 'parcels', 'bag_id = $1', [a.id])).toBe(2);

    const res = await del(team.cn.auth, a.id, parcels[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().parcels as { id: number }[]).map((p) => p.id)).toEqual([parcels[1]!.id]);
    expect(
      await countRows(ctx, 'parcels', "id = $1 and bag_id is null and status = 'at_cn_warehouse'", [parcels[0]!.id]),
    ).toBe(1);
    expect((await post(team.cn.auth, `/${other.id}/Parcels`, { code: parcels[0]!.code })).statusCode).toBe(200);

    const closed = await post(team.cn.auth, `/${a.id}/Close`, { weightGrams: 1_600 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(
      expectError(await del(team.cn.auth, a.id, parcels[1]!.id), 409, 'invalid-status-transition').Message,
    ).toMatch(/đã đóng/);
  });
});

describe('the bag label (decision 0091)', () => {
  const label = (auth: Auth, id: number | string) =>
    ctx.app.inject({ method: 'GET', url: `/api/Admin/Bag/${id}/Label`, headers: auth });

  it('prints the bag code as Code 128, the route, the weight and the parcel count', async () => {
    const { parcels } = await readyOrder(2);
    const bag = await openBag();
    for (const p of parcels) await post(team.cn.auth, `/${bag.id}/Parcels`, { code: p.code });
    await post(team.cn.auth, `/${bag.id}/Close`, { weightGrams: 3_250 });
    for (const auth of [team.cn.auth, team.vn.auth]) {
      const res = await label(auth, bag.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      const svg = res.body;
      expect(svg).toMatch(/^<\?xml[^>]*>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="100mm" height="75mm"/);
      expect(svg).toContain(`Tem bao ${bag.code}`);
      expect(svg).toContain(`${houses.cn.name} → ${houses.hanoi.name}`);
      expect(svg).toContain('Cân nặng: 3,25 kg');
      expect(svg).toContain('Số kiện: 2');
      // The bag code as a barcode, drawn as vector paths.
      expect(svg.match(/<svg x=/g)).toHaveLength(1);
      expect(svg).not.toMatch(/<script|<image/);
    }
    // An open bag is not weighed yet.
    const open = await openBag();
    expect((await label(team.cn.auth, open.id)).body).toContain('Cân nặng: Chưa cân');
  });

  it('is for warehouse staff: 403 for other roles and customers, 404 for an unknown bag, 400 for a bad id', async () => {
    const bag = await openBag();
    for (const auth of [team.purchaser.auth, team.sales.auth, (await makeCustomer(ctx)).auth]) {
      expectError(await label(auth, bag.id), 403, 'forbidden');
    }
    expectError(await label(team.cn.auth, 999_999_999), 404, 'not-found');
    for (const bad of ['abc', '-1', '1e400']) expectError(await label(team.cn.auth, bad), 400, 'validation-error');
  });
});

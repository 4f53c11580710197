/**
 * Warehouse staff see and act only at their assigned warehouses (decision 0103): two China
 * warehouses (the seeded Kho Quảng Châu and a second one), members assigned to one, to none, and an
 * admin who sees all. Scan station, weighing, bags, unclaimed parcels and the console's own list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, makeWarehouse } from '../../test/factories.ts';
import { type Auth, countRows, expectError } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { newTrackingCode, parcelKit } from '../parcel/parcel.test-support.ts';

const ctx = useTestApp();
const kit = parcelKit(ctx);
let houses: Awaited<ReturnType<typeof kit.warehouses>> & { dh: { id: number; name: string } };
let admin: Auth;
let purchaser: Auth;
/** qc: Kho Quảng Châu only; dh: Kho Đông Hưng only; none: no warehouse; hn: Kho Hà Nội only (Vietnam). */
let staff: Record<'qc' | 'dh' | 'none' | 'hn' | 'hcm', Auth>;

beforeAll(async () => {
  // Before any scan: the station keeps the warehouse list for 30 s.
  const dh = await makeWarehouse(ctx, { name: 'Kho Đông Hưng', country: 'CN' });
  admin = await loginAdmin(ctx.app);
  houses = { ...(await kit.warehouses(admin)), dh };
  const member = async (role: 'warehouse_cn' | 'warehouse_vn', warehouseIds: number[]) =>
    (await makeStaff(ctx, role, { warehouseIds })).auth;
  staff = {
    qc: await member('warehouse_cn', [houses.cn.id]),
    dh: await member('warehouse_cn', [dh.id]),
    none: await member('warehouse_cn', []),
    hn: await member('warehouse_vn', [houses.hanoi.id]),
    hcm: await member('warehouse_vn', [houses.hcm.id]),
  };
  purchaser = (await makeStaff(ctx, 'purchaser')).auth;
});

const mine = async (auth: Auth) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Admin/Warehouse/Mine', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { name: string }[]).map((w) => w.name);
};

/** A parcel of a new order received (and weighed) at `houseId` by `by`. */
async function receivedAt(by: Auth, houseId: number) {
  const { parcels } = await kit.orderWithCodes(purchaser, [newTrackingCode()]);
  await kit.scanOk(by, houseId, parcels[0]!.trackingCode);
  const m = await kit.measure(by, parcels[0]!.id, { weightGrams: 1_000, lengthCm: 10, widthCm: 10, heightCm: 10 });
  expect(m.statusCode, m.body).toBe(200);
  return parcels[0]!;
}

describe('GET /Admin/Warehouse/Mine', () => {
  it("lists the member's assigned warehouses of its countries; none without an assignment; all for an admin", async () => {
    expect(await mine(staff.qc)).toEqual(['Kho Quảng Châu']);
    expect(await mine(staff.hn)).toEqual(['Kho Hà Nội']);
    expect(await mine(staff.none)).toEqual([]);
    expect(await mine(purchaser)).toEqual([]);
    expect(await mine(admin)).toEqual(['Kho Quảng Châu', 'Kho Hà Nội', 'Kho TP.HCM', 'Kho Đông Hưng']);
  });
});

describe('scan station', () => {
  it('scans at its own warehouse; 403 warehouse-not-assigned at another, writing nothing; an admin anywhere', async () => {
    const { parcels } = await kit.orderWithCodes(purchaser, [newTrackingCode()]);
    const code = parcels[0]!.trackingCode;
    const before = await countRows(ctx, 'warehouse_scans');
    expectError(await kit.scan(staff.qc, houses.dh.id, code), 403, 'warehouse-not-assigned');
    expectError(await kit.scan(staff.none, houses.cn.id, code), 403, 'warehouse-not-assigned');
    // The country rule still comes first.
    expectError(await kit.scan(staff.hn, houses.cn.id, code), 403, 'forbidden');
    expect(await countRows(ctx, 'warehouse_scans')).toBe(before);
    expect((await kit.scanOk(staff.dh, houses.dh.id, code)).outcome).toBe('received');
    expect((await kit.scanOk(admin, houses.dh.id, code)).outcome).toBe('already_received');

    const history = (auth: Auth, id: number) =>
      ctx.app.inject({ method: 'GET', url: `/api/Admin/Warehouse/${id}/Scans`, headers: auth });
    expect((await history(staff.dh, houses.dh.id)).json()).toHaveLength(1);
    expectError(await history(staff.qc, houses.dh.id), 403, 'warehouse-not-assigned');
  });
});

describe('parcels', () => {
  it("reads, labels and weighs parcels at its warehouse; another warehouse's is not found, and keeps its weight", async () => {
    const parcel = await receivedAt(staff.dh, houses.dh.id);
    const read = (auth: Auth, url: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/Admin/Parcel/${parcel.id}${url}`, headers: auth });
    for (const url of ['', '/Label']) {
      expectError(await read(staff.qc, url), 404, 'not-found');
      expectError(await read(staff.none, url), 404, 'not-found');
      expect((await read(staff.dh, url)).statusCode).toBe(200);
      expect((await read(admin, url)).statusCode).toBe(200);
    }
    const body = { weightGrams: 2_000, lengthCm: 20, widthCm: 20, heightCm: 20 };
    expectError(await kit.measure(staff.qc, parcel.id, body), 404, 'not-found');
    expectError(await kit.measure(staff.none, parcel.id, body), 404, 'not-found');
    expect((await kit.measure(admin, parcel.id, body)).statusCode).toBe(200);
    const again = await kit.measure(staff.dh, parcel.id, { ...body, weightGrams: 2_500 });
    expect(again.json().weightGrams).toBe(2_500);
  });
});

describe('bags', () => {
  const post = (auth: Auth, url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: `/api/Admin/Bag${url}`, headers: auth, payload });
  const list = async (auth: Auth) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Admin/Bag?pageSize=100', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { id: number }[]).map((b) => b.id);
  };

  it('opens, lists and handles only bags of its warehouses; others are 404; an admin sees every bag', async () => {
    const route = (from: number) => ({ fromWarehouseId: from, toWarehouseId: houses.hanoi.id });
    expectError(await post(staff.qc, '', route(houses.dh.id)), 403, 'warehouse-not-assigned');
    expectError(await post(staff.none, '', route(houses.cn.id)), 403, 'warehouse-not-assigned');
    const qcBag = (await post(staff.qc, '', route(houses.cn.id))).json() as { id: number };
    const dhBag = (await post(staff.dh, '', route(houses.dh.id))).json() as { id: number };
    const hcmBag = (await post(staff.dh, '', { fromWarehouseId: houses.dh.id, toWarehouseId: houses.hcm.id })).json();

    expect(await list(staff.qc)).toEqual([qcBag.id]);
    expect(await list(staff.dh)).toEqual([hcmBag.id, dhBag.id]);
    expect(await list(staff.none)).toEqual([]);
    // Vietnam sees the bags coming to its warehouse.
    expect(await list(staff.hn)).toEqual([dhBag.id, qcBag.id]);
    expect(await list(admin)).toEqual(expect.arrayContaining([qcBag.id, dhBag.id, hcmBag.id]));

    const get = (auth: Auth, id: number) =>
      ctx.app.inject({ method: 'GET', url: `/api/Admin/Bag/${id}`, headers: auth });
    expectError(await get(staff.qc, dhBag.id), 404, 'not-found');
    expectError(await get(staff.hcm, dhBag.id), 404, 'not-found');
    expect((await get(staff.hn, dhBag.id)).statusCode).toBe(200);
    const label = await ctx.app.inject({ method: 'GET', url: `/api/Admin/Bag/${dhBag.id}/Label`, headers: staff.qc });
    expectError(label, 404, 'not-found');

    // China steps on another warehouse's bag: not found, nothing changes.
    const parcel = await receivedAt(staff.dh, houses.dh.id);
    expectError(await post(staff.qc, `/${dhBag.id}/Parcels`, { code: parcel.code }), 404, 'not-found');
    expectError(await post(staff.qc, `/${dhBag.id}/Close`, { weightGrams: 1_000 }), 404, 'not-found');
    expect((await post(staff.dh, `/${dhBag.id}/Parcels`, { code: parcel.code })).json().parcelCount).toBe(1);
    expect((await post(staff.dh, `/${dhBag.id}/Close`, { weightGrams: 1_200 })).statusCode).toBe(200);
    expectError(await post(staff.qc, `/${dhBag.id}/Ship`), 404, 'not-found');
    expect((await post(staff.dh, `/${dhBag.id}/Ship`)).json().status).toBe('shipped');

    // Receiving in Vietnam: only the destination's staff.
    expectError(await post(staff.hcm, `/${dhBag.id}/Receive`), 404, 'not-found');
    expect((await post(staff.hn, `/${dhBag.id}/Receive`)).json().status).toBe('received');
  });
});

describe('unclaimed parcels', () => {
  const unclaimed = async (auth: Auth) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Admin/Parcel/Unclaimed?pageSize=100', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      total: number;
      items: { id: number; warehouse: { id: number } | null; claims: { id: number }[] }[];
    };
  };

  it('lists those of its warehouses only; none without an assignment; another warehouse’s parcel is 404', async () => {
    const atQc = (await kit.scanOk(staff.qc, houses.cn.id, newTrackingCode('ZZ'))).parcel!;
    const atDh = (await kit.scanOk(staff.dh, houses.dh.id, newTrackingCode('ZZ'))).parcel!;

    const qc = await unclaimed(staff.qc);
    expect(qc.items.map((p) => p.id)).toContain(atQc.id);
    expect(qc.items.every((p) => p.warehouse?.id === houses.cn.id)).toBe(true);
    expect(qc.total).toBe(qc.items.length);
    expect((await unclaimed(staff.dh)).items.map((p) => p.id)).toEqual([atDh.id]);
    expect(await unclaimed(staff.none)).toMatchObject({ total: 0, items: [] });
    expect((await unclaimed(admin)).items.map((p) => p.id)).toEqual(expect.arrayContaining([atQc.id, atDh.id]));

    const customer = (await kit.orderWithCodes(purchaser, [])).user;
    const assign = (auth: Auth, id: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/Admin/Parcel/${id}/Assign`,
        headers: auth,
        payload: { customerId: customer.id },
      });
    expectError(await assign(staff.qc, atDh.id), 404, 'not-found');
    expect(await countRows(ctx, 'parcels', 'id = $1 and user_id is null', [atDh.id])).toBe(1);
    expect((await assign(staff.dh, atDh.id)).statusCode).toBe(200);
  });

  it("decides the claims on its warehouse's parcels only", async () => {
    const atDh = (await kit.scanOk(staff.dh, houses.dh.id, newTrackingCode('ZZ'))).parcel!;
    const customer = (await kit.orderWithCodes(purchaser, [])).user;
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: `/api/Package/${atDh.id}/Claim`,
      headers: customer.auth,
      payload: { note: 'Mã vận đơn của tôi, áo len màu xanh' },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const [claim] = (await unclaimed(staff.dh)).items.find((p) => p.id === atDh.id)!.claims;
    const decide = (auth: Auth, verb: 'Confirm' | 'Reject') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/Admin/ParcelClaim/${claim!.id}/${verb}`,
        headers: auth,
        payload: {},
      });
    expectError(await decide(staff.qc, 'Reject'), 404, 'not-found');
    expectError(await decide(staff.qc, 'Confirm'), 404, 'not-found');
    expectError(await decide(staff.none, 'Confirm'), 404, 'not-found');
    expect(await countRows(ctx, 'parcel_claims', "id = $1 and status = 'pending'", [claim!.id])).toBe(1);
    expect((await decide(staff.dh, 'Confirm')).statusCode).toBe(200);
  });
});

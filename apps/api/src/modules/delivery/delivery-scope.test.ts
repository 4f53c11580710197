/**
 * A Vietnam warehouse member sees and works on the delivery requests of its assigned warehouses only
 * (decision 0103): requests at Kho Hà Nội and Kho TP.HCM, a member of each, one of none, sales and an
 * admin who see all.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { creditWallet, makeCustomer, makeStaff } from '../../test/factories.ts';
import { type Auth, expectError, listWarehouses, newKey } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { deliveryKit } from './delivery.test-support.ts';

const ctx = useTestApp();
const kit = deliveryKit(ctx);
let admin: Auth;
let sales: Auth;
let houses: Awaited<ReturnType<typeof listWarehouses>>;
/** hn: Kho Hà Nội only; hcm: Kho TP.HCM only; none: no warehouse. */
let vn: Record<'hn' | 'hcm' | 'none', Auth>;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
  sales = (await makeStaff(ctx, 'sales')).auth;
  houses = await listWarehouses(ctx.app, admin);
  const member = async (warehouseIds: number[]) => (await makeStaff(ctx, 'warehouse_vn', { warehouseIds })).auth;
  vn = { hn: await member([houses.hanoi.id]), hcm: await member([houses.hcm.id]), none: await member([]) };
});

/** A customer with one parcel waiting at `warehouse`, money enough, and an address. */
async function customerAt(warehouse: 'Kho Hà Nội' | 'Kho TP.HCM') {
  const customer = await makeCustomer(ctx);
  const { parcels } = await kit.purchaseOrderAtVn(customer, { vnWarehouse: warehouse });
  await creditWallet(ctx, customer.id, 50_000_000);
  const address = await kit.address(customer);
  return { customer, parcelIds: parcels.map((p) => p.id), address };
}

async function requestAt(warehouse: 'Kho Hà Nội' | 'Kho TP.HCM') {
  const c = await customerAt(warehouse);
  return kit.createOk(c.customer.auth, { parcelIds: c.parcelIds, addressId: c.address.id, method: 'pickup' });
}

const queue = async (auth: Auth) => {
  const res = await kit.get(auth, '/api/Admin/Delivery?pageSize=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number }[]; total: number; warehouses: { name: string; openCount: number }[] };
};

describe('delivery requests by warehouse', () => {
  it('the queue shows a member the requests of its warehouses; none without one; sales and admin see all', async () => {
    const atHn = await requestAt('Kho Hà Nội');
    const atHcm = await requestAt('Kho TP.HCM');

    const hn = await queue(vn.hn);
    expect(hn.items.map((r) => r.id)).toEqual([atHn.id]);
    expect(hn.warehouses).toEqual([expect.objectContaining({ name: 'Kho Hà Nội', openCount: 1 })]);
    expect((await queue(vn.hcm)).items.map((r) => r.id)).toEqual([atHcm.id]);
    expect(await queue(vn.none)).toMatchObject({ items: [], total: 0, warehouses: [] });
    for (const who of [sales, admin]) {
      const all = await queue(who);
      expect(all.items.map((r) => r.id)).toEqual([atHn.id, atHcm.id]);
      expect(all.warehouses.map((w) => w.name)).toEqual(['Kho Hà Nội', 'Kho TP.HCM']);
    }

    // One request of another warehouse, its slip and its actions: not found, nothing changes.
    expectError(await kit.get(vn.hn, `/api/Admin/Delivery/${atHcm.id}`), 404, 'not-found');
    expectError(await kit.setStatus(vn.hn, atHcm.id, { status: 'processing' }), 404, 'not-found');
    expectError(await kit.setStatus(vn.none, atHcm.id, { status: 'cancelled' }), 404, 'not-found');
    expect((await kit.get(admin, `/api/Admin/Delivery/${atHcm.id}`)).json().status).toBe('requested');

    const slip = await kit.setStatusOk(vn.hcm, atHcm.id, { status: 'processing' });
    expectError(await kit.get(vn.hn, `/api/Admin/Delivery/${atHcm.id}/ExportSlip`), 404, 'not-found');
    expectError(await kit.scanOut(vn.hn, atHcm.id, slip.parcels[0]!.code), 404, 'not-found');
    expect((await kit.scanOut(vn.hcm, atHcm.id, slip.parcels[0]!.code)).statusCode).toBe(200);
    expect((await kit.setStatusOk(vn.hcm, atHcm.id, { status: 'shipped' })).status).toBe('shipped');
  });

  it('a member holding sales too sees all, but does the warehouse steps only at its own: 403 warehouse-not-assigned', async () => {
    const both = (await makeStaff(ctx, ['sales', 'warehouse_vn'], { warehouseIds: [houses.hanoi.id] })).auth;
    const atHcm = await requestAt('Kho TP.HCM');
    expect((await kit.get(both, `/api/Admin/Delivery/${atHcm.id}`)).statusCode).toBe(200);
    expectError(await kit.setStatus(both, atHcm.id, { status: 'processing' }), 403, 'warehouse-not-assigned');
    expect((await kit.get(admin, `/api/Admin/Delivery/${atHcm.id}`)).json().status).toBe('requested');
  });

  it("staff make a request for a customer only from their warehouses' parcels", async () => {
    const c = await customerAt('Kho TP.HCM');
    const code = `KH${String(c.customer.id).padStart(5, '0')}`;
    const available = async (auth: Auth) =>
      (await kit.get(auth, `/api/Admin/Delivery/Available?customer=${code}`)).json() as {
        warehouses: { name: string }[];
        remainingVnd: number;
      };
    expect(await available(vn.hn)).toMatchObject({ warehouses: [], remainingVnd: 0 });
    expect((await available(vn.hcm)).warehouses.map((w) => w.name)).toEqual(['Kho TP.HCM']);
    const create = (auth: Auth) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Admin/Delivery',
        headers: { ...auth, 'idempotency-key': newKey() },
        payload: { customerId: c.customer.id, parcelIds: c.parcelIds, addressId: c.address.id, method: 'pickup' },
      });
    expectError(await create(vn.hn), 403, 'warehouse-not-assigned');
    expect((await create(vn.hcm)).statusCode).toBe(200);
  });
});

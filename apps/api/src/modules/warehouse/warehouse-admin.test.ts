/**
 * /api/Admin/Warehouse and /api/Admin/Route (decision 0099): admin only, audited; a warehouse in use
 * is deactivated, not deleted; an inactive one is offered to no customer; the recipient template
 * reaches the send-to card.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth: Auth = admin) =>
  ctx.app.inject({ method, url: `/api/Admin/${url}`, headers: auth, ...(payload ? { payload } : {}) });

const warehouses = async () =>
  (await call('GET', 'Warehouse')).json() as { id: number; name: string; country: string }[];
const audits = (action: string) =>
  query(ctx, 'select subject_id, before, after from audit_log where action = $1', [action]);

describe('warehouses', () => {
  it('refuses staff other than admin (403) on every endpoint, writing nothing', async () => {
    const accountant = await makeStaff(ctx, 'accountant');
    const before = await countRows(ctx, 'warehouses');
    const body = { name: 'Kho Đà Nẵng', country: 'VN' };
    for (const [method, url, payload] of [
      ['GET', 'Warehouse'],
      ['POST', 'Warehouse', body],
      ['PUT', 'Warehouse/1', body],
      ['DELETE', 'Warehouse/1'],
      ['GET', 'Route'],
      ['POST', 'Route', { fromWarehouseId: 1, toWarehouseId: 2, transitDays: 5 }],
      ['PUT', 'Route/1', { fromWarehouseId: 1, toWarehouseId: 2, transitDays: 5 }],
    ] as const) {
      expectError(await call(method, url, payload, accountant.auth), 403, 'forbidden');
    }
    expect(await countRows(ctx, 'warehouses')).toBe(before);
  });

  it('creates, updates and deletes an unused warehouse, each audited; 404 for an unknown id', async () => {
    const created = await call('POST', 'Warehouse', {
      name: 'Kho Đà Nẵng',
      country: 'VN',
      address: 'Hải Châu, Đà Nẵng',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ active: true, recipientTemplate: '{customerCode} {orderCode}' });
    const updated = await call('PUT', `Warehouse/${id}`, { name: 'Kho Đà Nẵng 2', country: 'VN' });
    expect(updated.json()).toMatchObject({ name: 'Kho Đà Nẵng 2', address: '' });
    expect((await warehouses()).map((w) => w.name)).toContain('Kho Đà Nẵng 2');
    expectError(await call('PUT', 'Warehouse/999999', { name: 'X', country: 'VN' }), 404, 'not-found');
    expectError(await call('DELETE', 'Warehouse/999999'), 404, 'not-found');
    expect((await call('DELETE', `Warehouse/${id}`)).json()).toEqual({ ok: true });
    expect((await warehouses()).map((w) => w.id)).not.toContain(id);
    expect(await audits('warehouse.create')).toHaveLength(1);
    expect((await audits('warehouse.update'))[0]).toMatchObject({
      before: { name: 'Kho Đà Nẵng', address: 'Hải Châu, Đà Nẵng' },
      after: { name: 'Kho Đà Nẵng 2', address: '' },
    });
    expect(await audits('warehouse.delete')).toHaveLength(1);
  });

  it('refuses to delete a warehouse with routes or staff (409 warehouse-in-use) and bad input (400), writing nothing', async () => {
    const hn = (await warehouses()).find((w) => w.name === 'Kho Hà Nội')!;
    const err = expectError(await call('DELETE', `Warehouse/${hn.id}`), 409, 'warehouse-in-use');
    expect(err.Message).toContain('chỉ có thể ngừng hoạt động');
    const lone = (await call('POST', 'Warehouse', { name: 'Kho Hải Phòng', country: 'VN' })).json().id as number;
    await makeStaff(ctx, 'warehouse_vn', { warehouseIds: [lone] });
    expectError(await call('DELETE', `Warehouse/${lone}`), 409, 'warehouse-in-use');
    const before = await countRows(ctx, 'warehouses');
    for (const bad of [
      { name: '', country: 'VN' },
      { name: 'Kho', country: 'JP' },
      { name: 'Kho', country: 'CN', recipientTemplate: '{customerName}' },
      { name: 'Kho', country: 'CN', phone: '0900' },
    ]) {
      expectError(await call('POST', 'Warehouse', bad), 400, 'validation-error');
    }
    expect(await countRows(ctx, 'warehouses')).toBe(before);
  });

  it('hides an inactive warehouse from customers and refuses it for new orders', async () => {
    const customer = await registerCustomer(ctx.app);
    const hcm = (await warehouses()).find((w) => w.name === 'Kho TP.HCM')!;
    const off = await call('PUT', `Warehouse/${hcm.id}`, { name: 'Kho TP.HCM', country: 'VN', active: false });
    expect(off.statusCode, off.body).toBe(200);
    const seen = await ctx.app.inject({ method: 'GET', url: '/api/Warehouse', headers: customer.auth });
    expect((seen.json() as { id: number }[]).map((w) => w.id)).not.toContain(hcm.id);
    const calc = await ctx.app.inject({
      method: 'POST',
      url: '/api/OrderShipping/CalcShippingFee',
      payload: {
        vnWarehouseId: hcm.id,
        shippingType: 'normal',
        weightGrams: 1000,
        lengthCm: 10,
        widthCm: 10,
        heightCm: 10,
      },
    });
    expectError(calc, 400, 'warehouse-invalid');
    await call('PUT', `Warehouse/${hcm.id}`, {
      name: 'Kho TP.HCM',
      country: 'VN',
      address: 'Phường Tân Sơn Nhất, Thành phố Hồ Chí Minh',
    });
  });

  it("fills the China warehouse's recipient template on the send-to card", async () => {
    const customer = await registerCustomer(ctx.app, { fullName: 'Lê Văn Gửi' });
    const all = (await call('GET', 'Warehouse')).json() as Record<string, unknown>[];
    const cn = all.find((w) => w.country === 'CN')!;
    const hn = all.find((w) => w.name === 'Kho Hà Nội')!;
    const { id, ...fields } = cn;
    const put = await call('PUT', `Warehouse/${id}`, { ...fields, recipientTemplate: '{customerCode} {customerName}' });
    expect(put.statusCode, put.body).toBe(200);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/OrderShipping/SendTo?vnWarehouseId=${hn.id}`,
      headers: customer.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recipient).toMatch(/^KH\d+ Lê Văn Gửi$/);
  });
});

describe('routes', () => {
  it('creates and updates a route CN → VN (audited); refuses VN → VN, a duplicate, bad days and unknown ids', async () => {
    const all = await warehouses();
    const cn = all.find((w) => w.country === 'CN')!;
    const hn = all.find((w) => w.name === 'Kho Hà Nội')!;
    const vn = (await call('POST', 'Warehouse', { name: 'Kho Cần Thơ', country: 'VN' })).json().id as number;
    const created = await call('POST', 'Route', { fromWarehouseId: cn.id, toWarehouseId: vn, transitDays: 9 });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ fromName: cn.name, toName: 'Kho Cần Thơ', transitDays: 9, active: true });
    const id = created.json().id as number;
    const before = await countRows(ctx, 'shipping_routes');
    expectError(
      await call('POST', 'Route', { fromWarehouseId: cn.id, toWarehouseId: vn, transitDays: 3 }),
      409,
      'route-exists',
    );
    expectError(
      await call('POST', 'Route', { fromWarehouseId: hn.id, toWarehouseId: vn, transitDays: 3 }),
      400,
      'validation-error',
    );
    expectError(
      await call('POST', 'Route', { fromWarehouseId: cn.id, toWarehouseId: vn, transitDays: 0 }),
      400,
      'validation-error',
    );
    expectError(
      await call('PUT', 'Route/999999', { fromWarehouseId: cn.id, toWarehouseId: vn, transitDays: 3 }),
      404,
      'not-found',
    );
    expect(await countRows(ctx, 'shipping_routes')).toBe(before);
    const updated = await call('PUT', `Route/${id}`, {
      fromWarehouseId: cn.id,
      toWarehouseId: vn,
      transitDays: 4,
      active: false,
    });
    expect(updated.json()).toMatchObject({ transitDays: 4, active: false });
    expect((await audits('route.update'))[0]).toMatchObject({
      before: { transitDays: 9, active: true },
      after: { transitDays: 4, active: false },
    });
    expect(await audits('route.create')).toHaveLength(1);
    // A warehouse on a route keeps its country.
    expectError(await call('PUT', `Warehouse/${vn}`, { name: 'Kho Cần Thơ', country: 'CN' }), 409, 'warehouse-in-use');
  });
});

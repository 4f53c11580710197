/** /api/Warehouse: the company's warehouses, for signed-in users. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectError, query } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';
import { cachedWarehouses, WAREHOUSES_TTL_MS } from './warehouse.service.ts';

const ctx = useTestApp();

describe('Warehouse', () => {
  it('lists the seeded warehouses with their country', async () => {
    const user = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Warehouse', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; name: string; country: string; chinaAddress: unknown }[];
    for (const w of list) expect(Object.keys(w).sort()).toEqual(['chinaAddress', 'country', 'id', 'name']);
    expect(list.map(({ name, country }) => ({ name, country }))).toEqual(
      expect.arrayContaining([
        { name: 'Kho Quảng Châu', country: 'CN' },
        { name: 'Kho Hà Nội', country: 'VN' },
        { name: 'Kho TP.HCM', country: 'VN' },
      ]),
    );
  });

  it("holds the China warehouse's address in Chinese, as sellers' forms ask for it (decision 0092)", async () => {
    const user = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Warehouse', headers: user.auth });
    const list = res.json() as { name: string; chinaAddress: Record<string, string> | null }[];
    expect(list.find((w) => w.name === 'Kho Quảng Châu')?.chinaAddress).toEqual({
      phone: expect.stringMatching(/^1\d{10}$/),
      province: '广东省',
      city: '广州市',
      district: '白云区',
      street: expect.stringMatching(/[\u4e00-\u9fff]/),
    });
    // Vietnam warehouses are no senders' address.
    expect(list.find((w) => w.name === 'Kho Hà Nội')?.chinaAddress).toBeNull();
  });

  it('is 401 without a token', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Warehouse' }), 401, 'unauthenticated');
  });
});

describe("cachedWarehouses (the scan station's list)", () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the list for WAREHOUSES_TTL_MS, then reads it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = ctx.database.db;
    const before = await cachedWarehouses(db);
    const first = before[0]!;
    await query(ctx, 'update warehouses set name = $2 where id = $1', [first.id, 'Kho đổi tên']);
    try {
      expect((await cachedWarehouses(db))[0]!.name).toBe(first.name);
      vi.setSystemTime(Date.now() + WAREHOUSES_TTL_MS + 1);
      expect((await cachedWarehouses(db))[0]!.name).toBe('Kho đổi tên');
    } finally {
      await query(ctx, 'update warehouses set name = $2 where id = $1', [first.id, first.name]);
    }
  });
});

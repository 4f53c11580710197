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
    const list = res.json() as { id: number; name: string; country: string }[];
    for (const w of list) expect(Object.keys(w).sort()).toEqual(['country', 'id', 'name']);
    expect(list.map(({ name, country }) => ({ name, country }))).toEqual(
      expect.arrayContaining([
        { name: 'Kho Quảng Châu', country: 'CN' },
        { name: 'Kho Hà Nội', country: 'VN' },
        { name: 'Kho TP.HCM', country: 'VN' },
      ]),
    );
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

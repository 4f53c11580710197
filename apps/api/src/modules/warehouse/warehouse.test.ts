/** /api/Warehouse: the company's warehouses, for signed-in users. */
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';

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

/** /api/Location: the 2025 administrative units (34 provinces, wards by province), public. */
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();

describe('Location', () => {
  it('lists the 34 provinces, without signing in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Location/Provinces' });
    expect(res.statusCode).toBe(200);
    const provinces = res.json() as { code: string; name: string; type: string }[];
    expect(provinces).toHaveLength(34);
    expect(new Set(provinces.map((p) => p.code)).size).toBe(34);
    for (const p of provinces) expect(p.code).toMatch(/^\d{2}$/);
    expect(provinces).toContainEqual({ code: '01', name: 'Thành phố Hà Nội', type: 'thanh-pho' });
    expect(provinces.map((p) => p.name)).toContain('Thành phố Hồ Chí Minh');
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it("lists Hà Nội's wards, every one in province 01", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Location/Provinces/01/Wards' });
    expect(res.statusCode).toBe(200);
    const wards = res.json() as { code: string; name: string; type: string; provinceCode: string }[];
    expect(wards.length).toBeGreaterThan(0);
    for (const w of wards) {
      expect(w.provinceCode).toBe('01');
      expect(w.code).toMatch(/^\d{5}$/);
    }
    expect(wards).toContainEqual({ code: '00004', name: 'Phường Ba Đình', type: 'phuong', provinceCode: '01' });
    expect(new Set(wards.map((w) => w.code)).size).toBe(wards.length);
  });

  it('has 3,321 wards across all provinces', async () => {
    const provinces = (await ctx.app.inject({ method: 'GET', url: '/api/Location/Provinces' })).json() as {
      code: string;
    }[];
    let total = 0;
    for (const p of provinces) {
      const wards = (
        await ctx.app.inject({ method: 'GET', url: `/api/Location/Provinces/${p.code}/Wards` })
      ).json() as unknown[];
      expect(wards.length, p.code).toBeGreaterThan(0);
      total += wards.length;
    }
    expect(total).toBe(3321);
  });

  it('answers 404 in Vietnamese for an unknown province, and 400 for a malformed code', async () => {
    const unknown = expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Location/Provinces/99/Wards' }),
      404,
      'not-found',
    );
    expect(unknown.Message).toBe('Không tìm thấy tỉnh/thành phố');
    for (const code of ['1', 'ab', '001']) {
      const bad = expectError(
        await ctx.app.inject({ method: 'GET', url: `/api/Location/Provinces/${code}/Wards` }),
        400,
        'validation-error',
      );
      expect(bad.Message).toContain('Mã tỉnh/thành phố gồm 2 chữ số');
    }
  });
});

/** GET /api/Admin/Parcel/{id}/Label: the printable 100 × 75 mm SVG label. */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { expectError } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { newTrackingCode, parcelKit } from '../parcel/parcel.test-support.ts';

const ctx = useTestApp();
const kit = parcelKit(ctx);
let team: Awaited<ReturnType<typeof kit.staff>>;

beforeAll(async () => {
  team = await kit.staff();
});

const label = (auth: { authorization: string }, id: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/Admin/Parcel/${id}/Label`, headers: auth });

describe('parcel label', () => {
  it('prints code 128 and QR of the parcel code, the customer code, the order, the destination and the weight', async () => {
    const { cn } = await kit.warehouses(team.cn.auth);
    const code = newTrackingCode();
    const { user, order } = await kit.orderWithCodes(team.purchaser.auth, [code], { vnWarehouse: 'Kho TP.HCM' });
    const scanned = await kit.scanOk(team.cn.auth, cn.id, code);
    await kit.measure(team.cn.auth, scanned.parcel!.id, {
      weightGrams: 2_301,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
    });
    const res = await label(team.cn.auth, scanned.parcel!.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const svg = res.body;
    expect(svg).toMatch(/^<\?xml[^>]*>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="100mm" height="75mm"/);
    expect(svg).toContain(scanned.parcel!.code);
    expect(svg).toContain(`KH${String(user.id).padStart(5, '0')}`);
    expect(svg).toContain(`Đơn: ${order.code}`);
    expect(svg).toContain('→ Kho TP.HCM');
    expect(svg).toContain('Cân nặng: 2,3 kg · tính phí 2,4 kg');
    expect(svg).toContain(`MVĐ: ${code}`);
    // Two nested drawings: the barcode and the QR code, as vector paths.
    expect(svg.match(/<svg x=/g)).toHaveLength(2);
    expect(svg).not.toMatch(/<script|<image/);
  });

  it('escapes what customers typed', async () => {
    const { cn } = await kit.warehouses(team.cn.auth);
    const user = await makeCustomer(ctx, { fullName: 'Lan <b>&"' });
    const code = newTrackingCode();
    await kit.orderWithCodes(team.purchaser.auth, [code], { customer: user });
    const scanned = await kit.scanOk(team.cn.auth, cn.id, code);
    const svg = (await label(team.cn.auth, scanned.parcel!.id)).body;
    expect(svg).toContain('Lan &lt;b&gt;&amp;&quot;');
    expect(svg).toContain('Cân nặng: Chưa cân');
  });

  it('is for warehouse staff: 403 for a customer or a purchaser, 404 for an unknown parcel', async () => {
    const customer = await makeCustomer(ctx);
    expectError(await label(customer.auth, 1), 403, 'forbidden');
    expectError(await label(team.purchaser.auth, 1), 403, 'forbidden');
    expectError(await label(team.cn.auth, 999_999_999), 404, 'not-found');
  });
});

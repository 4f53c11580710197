/**
 * Warehouse staff actions in the audit log (decision 0096): a scan's status move and a parcel created
 * by a scan, weighing, photos and their label flag, assigning an unclaimed parcel, a bag opened,
 * filled, emptied and closed; a refused action writes none.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCount, auditRows } from '../../test/audit-rows.ts';
import { type Auth, expectError } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { newTrackingCode, parcelKit } from '../parcel/parcel.test-support.ts';

const ctx = useTestApp({ UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'audit-photos-')) });
const kit = parcelKit(ctx);
let team: Awaited<ReturnType<typeof kit.staff>>;
let houses: Awaited<ReturnType<typeof kit.warehouses>>;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const ip = '127.0.0.1';

beforeAll(async () => {
  team = await kit.staff();
  houses = await kit.warehouses(team.cn.auth);
});

const post = (auth: Auth, url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/Admin${url}`, headers: { ...auth, ...headers }, payload });
const actions = async (pattern: string, id: number) =>
  (await auditRows(ctx, pattern, id)).map((r) => [r.action, r.actorId, r.ip, r.before, r.after]);

describe('warehouse actions in the audit log', () => {
  it('a scan, a weighing and a refused weighing', async () => {
    const { parcels } = await kit.orderWithCodes(team.purchaser.auth, [newTrackingCode()]);
    const parcel = parcels[0]!;
    await kit.scanOk(team.cn.auth, houses.cn.id, parcel.trackingCode);
    const m = { weightGrams: 1_500, lengthCm: 20, widthCm: 20, heightCm: 20 };
    expect((await kit.measure(team.cn.auth, parcel.id, m)).statusCode).toBe(200);
    const count = await auditCount(ctx);
    expectError(await kit.measure(team.vn.auth, parcel.id, m), 403);
    expect(await auditCount(ctx)).toBe(count);
    const rows = await actions('parcel.%', parcel.id);
    expect(rows[0]).toEqual([
      'parcel.create',
      team.purchaser.id,
      ip,
      null,
      expect.objectContaining({ status: 'expected' }),
    ]);
    expect(rows.slice(1)).toEqual([
      [
        'parcel.status',
        team.cn.id,
        ip,
        { status: 'expected' },
        { status: 'at_cn_warehouse', note: expect.any(String) },
      ],
      [
        'parcel.measure',
        team.cn.id,
        ip,
        { weightGrams: null, lengthCm: null, widthCm: null, heightCm: null, feeVnd: null },
        { ...m, feeVnd: expect.any(Number) },
      ],
    ]);
  });

  it('a photo, its label flag, and assigning the unclaimed parcel', async () => {
    const code = newTrackingCode('AU');
    const id = (await kit.scanOk(team.cn.auth, houses.cn.id, code)).parcel!.id;
    const uploaded = await post(team.cn.auth, `/Parcel/${id}/Photos`, png as unknown as object, {
      'content-type': 'image/png',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photoId = uploaded.json().photos[0].id as number;
    expect((await post(team.cn.auth, `/ParcelPhoto/${photoId}/ShowsLabel`, { showsLabel: false })).statusCode).toBe(
      200,
    );
    const { user, order } = await kit.orderWithCodes(team.purchaser.auth, []);
    const assigned = await post(team.cn.auth, `/Parcel/${id}/Assign`, { orderId: order.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const rows = await actions('parcel.%', id);
    expect(rows.filter((r) => r[0] !== 'parcel.create' && r[0] !== 'parcel.status')).toEqual([
      ['parcel.photo', team.cn.id, ip, null, expect.objectContaining({ contentType: 'image/png' })],
      ['parcel.photo_label', team.cn.id, ip, { photoId, showsLabel: true }, { photoId, showsLabel: false }],
      [
        'parcel.assign',
        team.cn.id,
        ip,
        { orderType: null, orderId: null, userId: null },
        { orderType: 'purchase_order', orderId: order.id, userId: user.id },
      ],
    ]);
  });

  it('a bag opened, filled, emptied and closed', async () => {
    const { parcels } = await kit.orderWithCodes(team.purchaser.auth, [newTrackingCode()]);
    const parcel = parcels[0]!;
    await kit.scanOk(team.cn.auth, houses.cn.id, parcel.trackingCode);
    await kit.measure(team.cn.auth, parcel.id, { weightGrams: 900, lengthCm: 10, widthCm: 10, heightCm: 10 });
    const bag = (
      await post(team.cn.auth, '/Bag', { fromWarehouseId: houses.cn.id, toWarehouseId: houses.hanoi.id })
    ).json();
    expect((await post(team.cn.auth, `/Bag/${bag.id}/Parcels`, { code: parcel.code })).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Admin/Bag/${bag.id}/Parcels/${parcel.id}`,
      headers: team.cn.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await post(team.cn.auth, `/Bag/${bag.id}/Parcels`, { code: parcel.code })).statusCode).toBe(200);
    expect((await post(team.cn.auth, `/Bag/${bag.id}/Close`, { weightGrams: 1_000 })).statusCode).toBe(200);
    const rows = await actions('bag.%', bag.id);
    expect(rows.map((r) => r[0])).toEqual([
      'bag.create',
      'bag.add_parcel',
      'bag.remove_parcel',
      'bag.add_parcel',
      'bag.status',
    ]);
    expect(rows[2]).toEqual([
      'bag.remove_parcel',
      team.cn.id,
      ip,
      { parcelId: parcel.id, parcelCode: parcel.code },
      null,
    ]);
    expect(rows[4]![4]).toEqual({ status: 'closed', note: expect.stringContaining('1 kg') });
  });
});

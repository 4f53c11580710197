/**
 * Claims on unclaimed parcels (decision 0083): photos that show the label are hidden from customers
 * until staff clear the flag; only staff of the parcel's warehouse assign or confirm, to a customer,
 * never their own claim; the pending-claims cap holds under concurrent claims; claim statuses are
 * status events; claims and uploads are rate-limited per user; attaching an unclaimed parcel by
 * tracking code is locked against a concurrent assignment; images are parsed only on the upload route.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeStaff } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { newTrackingCode, parcelKit } from '../parcel/parcel.test-support.ts';
import { MAX_PENDING_CLAIMS } from './unclaimed.service.ts';

const uploads = mkdtempSync(path.join(tmpdir(), 'parcel-claims-'));
const ctx = useTestApp({ UPLOAD_DIR: uploads, CLAIM_RATE_LIMIT_PER_MINUTE: '30', UPLOAD_RATE_LIMIT_PER_MINUTE: '12' });
const kit = parcelKit(ctx);
let team: Awaited<ReturnType<typeof kit.staff>>;
let houses: Awaited<ReturnType<typeof kit.warehouses>>;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  team = await kit.staff();
  houses = await kit.warehouses(team.cn.auth);
});

const upload = (auth: Auth, id: number, body: Buffer | string = png) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/Admin/Parcel/${id}/Photos`,
    headers: { ...auth, 'content-type': 'image/png' },
    payload: body,
  });
const claim = (auth: Auth, id: number, note = 'Kiện này là của tôi, áo len màu kem') =>
  ctx.app.inject({ method: 'POST', url: `/api/Package/${id}/Claim`, headers: auth, payload: { note } });
const showsLabel = (auth: Auth, photoId: number, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/Admin/ParcelPhoto/${photoId}/ShowsLabel`,
    headers: auth,
    payload: payload as object,
  });
const confirm = (auth: Auth, claimId: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/Admin/ParcelClaim/${claimId}/Confirm`, headers: auth, payload: {} });
const assign = (auth: Auth, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/Admin/Parcel/${id}/Assign`, headers: auth, payload });

async function lone(prefix = 'CQ') {
  const code = newTrackingCode(prefix);
  const res = await kit.scanOk(team.cn.auth, houses.cn.id, code);
  return { code, id: res.parcel!.id };
}

async function publicPhotos(auth: Auth, id: number) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Package/Unclaimed?pageSize=100', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: number; photos: { id: number }[] }[]).find((p) => p.id === id)!.photos;
}

describe('photos that show the label', () => {
  it('are hidden from customers until staff of the warehouse clear the flag', async () => {
    const { id } = await lone();
    const res = await upload(team.cn.auth, id);
    expect(res.statusCode, res.body).toBe(200);
    const [photo] = res.json().photos as { id: number; showsLabel: boolean }[];
    expect(photo!.showsLabel).toBe(true);
    const mai = await makeCustomer(ctx);
    expect(await publicPhotos(mai.auth, id)).toEqual([]);

    // Bounds, roles and unknown ids: refused, nothing written.
    expectError(await showsLabel(team.cn.auth, photo!.id, {}), 400, 'validation-error');
    expectError(await showsLabel(team.cn.auth, photo!.id, { showsLabel: 'no' }), 400, 'validation-error');
    expectError(await showsLabel(team.cn.auth, 999_999_999, { showsLabel: false }), 404, 'not-found');
    expectError(await showsLabel(mai.auth, photo!.id, { showsLabel: false }), 403, 'forbidden');
    expectError(await showsLabel(team.purchaser.auth, photo!.id, { showsLabel: false }), 403, 'forbidden');
    // A Vietnam warehouse's staff do not handle a parcel standing in China.
    expectError(await showsLabel(team.vn.auth, photo!.id, { showsLabel: false }), 403, 'forbidden');
    expect(await countRows(ctx, 'parcel_photos', 'id = $1 and shows_label', [photo!.id])).toBe(1);

    const cleared = await showsLabel(team.cn.auth, photo!.id, { showsLabel: false });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().photos).toMatchObject([{ id: photo!.id, showsLabel: false }]);
    expect((await publicPhotos(mai.auth, id)).map((p) => p.id)).toEqual([photo!.id]);
  });
});

describe('who assigns and confirms an unclaimed parcel', () => {
  it('only staff of its warehouse, only to a customer, never their own claim; claim moves are status events', async () => {
    const { id } = await lone();
    const mai = await makeCustomer(ctx);
    const staffer = await makeStaff(ctx, 'warehouse_cn', { fullName: 'Kho Tự Nhận' });
    // The Vietnam warehouse's staff do not hand out a parcel standing in China.
    expectError(await assign(team.vn.auth, id, { customerId: mai.id }), 403, 'forbidden');
    // Staff are not assignees.
    expect(
      expectError(await assign(team.cn.auth, id, { customerId: team.vn.id }), 400, 'validation-error').Message,
    ).toMatch(/khách hàng/);
    expect(await countRows(ctx, 'parcels', 'id = $1 and user_id is null', [id])).toBe(1);

    expect((await claim(staffer.auth, id)).statusCode).toBe(200);
    expect((await claim(mai.auth, id)).statusCode).toBe(200);
    const rows = await query<{ id: number; user_id: number }>(
      ctx,
      'select id, user_id from parcel_claims where parcel_id = $1',
      [id],
    );
    const own = rows.find((r) => r.user_id === staffer.id)!;
    const maiClaim = rows.find((r) => r.user_id === mai.id)!;
    expectError(await confirm(staffer.auth, own.id), 403, 'own-claim-action');
    expectError(await confirm(team.vn.auth, maiClaim.id), 403, 'forbidden');
    expect(await countRows(ctx, 'parcel_claims', "parcel_id = $1 and status = 'pending'", [id])).toBe(2);

    const ok = await confirm(team.cn.auth, maiClaim.id);
    expect(ok.statusCode, ok.body).toBe(200);
    const events = await query<{
      subject_id: number;
      from_status: string | null;
      to_status: string;
      actor_name: string;
    }>(
      ctx,
      "select subject_id, from_status, to_status, actor_name from status_events where subject_type = 'parcel_claim' and subject_id = any($1) order by id",
      [[own.id, maiClaim.id]],
    );
    expect(events.map((e) => [e.subject_id, e.from_status, e.to_status])).toEqual([
      [own.id, null, 'pending'],
      [maiClaim.id, null, 'pending'],
      [maiClaim.id, 'pending', 'confirmed'],
      [own.id, 'pending', 'rejected'],
    ]);
    expect(
      await countRows(ctx, 'domain_events', "type = 'parcel_claim.status_changed' and subject_id = $1", [maiClaim.id]),
    ).toBe(2);
  });
});

describe('the pending-claims cap and rate limits', () => {
  it('holds the cap when claims arrive together', async () => {
    const parcels = [];
    for (let i = 0; i < MAX_PENDING_CLAIMS + 3; i++) parcels.push(await lone('CP'));
    const lan = await makeCustomer(ctx);
    for (const p of parcels.slice(0, MAX_PENDING_CLAIMS - 2))
      expect((await claim(lan.auth, p.id)).statusCode).toBe(200);
    const results = await Promise.all(parcels.slice(MAX_PENDING_CLAIMS - 2).map((p) => claim(lan.auth, p.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of results.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'claim-limit-reached');
    expect(await countRows(ctx, 'parcel_claims', "user_id = $1 and status = 'pending'", [lan.id])).toBe(
      MAX_PENDING_CLAIMS,
    );
  });

  it('limits claims and photo uploads per user', async () => {
    const hoa = await makeCustomer(ctx);
    const codes = [];
    for (let i = 0; i < 31; i++) codes.push((await claim(hoa.auth, 999_999_000 + i)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes[30]).toBe(429);
    // Another customer is counted apart.
    expect((await claim((await makeCustomer(ctx)).auth, 999_999_999)).statusCode).toBe(404);

    const { id } = await lone();
    const uploader = await makeStaff(ctx, 'warehouse_cn');
    const statuses = [];
    for (let i = 0; i < 13; i++) statuses.push((await upload(uploader.auth, id, 'not an image')).statusCode);
    expect(statuses.slice(0, 12).every((c) => c === 400)).toBe(true);
    expect(statuses[12]).toBe(429);
  });
});

describe('images are bodies of the upload route only', () => {
  it('answers 415 when a JSON endpoint is sent an image', async () => {
    const { id } = await lone();
    const customer = await makeCustomer(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Package/${id}/Claim`,
      headers: { ...customer.auth, 'content-type': 'image/png' },
      payload: png,
    });
    expectError(res, 415, 'validation-error');
    expect(await countRows(ctx, 'parcel_claims', 'parcel_id = $1', [id])).toBe(0);
  });
});

describe('tracking codes that match an unclaimed parcel', () => {
  it('never give one parcel to two owners when staff assign it at the same moment', async () => {
    for (let i = 0; i < 4; i++) {
      const { code, id } = await lone('RC');
      const { order } = await kit.orderWithCodes(team.purchaser.auth, []);
      const other = await makeCustomer(ctx);
      const [byCode, byAssign] = await Promise.all([
        kit.addCodes(team.purchaser.auth, order.id, [code]),
        assign(team.cn.auth, id, { customerId: other.id }),
      ]);
      const [row] = await query<{ user_id: number; order_id: number | null }>(
        ctx,
        'select user_id, order_id from parcels where id = $1',
        [id],
      );
      if (byCode.statusCode === 200) {
        expectError(byAssign, 409, 'parcel-not-unclaimed');
        expect(row!.order_id).toBe(order.id);
      } else {
        expect(byAssign.statusCode, byAssign.body).toBe(200);
        expectError(byCode, 409, 'tracking-code-taken');
        expect(row).toEqual({ user_id: other.id, order_id: null });
      }
    }
  });
});

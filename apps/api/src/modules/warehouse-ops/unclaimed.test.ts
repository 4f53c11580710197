/**
 * Unclaimed parcels and photos (decisions 0058 and 0083): staff upload photos (bytes checked, names ours), see
 * unclaimed parcels with photos, weight and warehouse, and assign them; customers see them masked,
 * claim one with proof, and staff confirm or reject the claim.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.ts';
import { type Auth, countRows, expectError } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { newTrackingCode, parcelKit } from '../parcel/parcel.test-support.ts';

const uploads = mkdtempSync(path.join(tmpdir(), 'parcel-photos-'));
const ctx = useTestApp({ UPLOAD_DIR: uploads });
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

const upload = (auth: Auth, id: number, body: Buffer | string, type = 'image/png') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/Admin/Parcel/${id}/Photos`,
    headers: { ...auth, 'content-type': type },
    payload: body,
  });
const claim = (auth: Auth, id: number, note: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/Package/${id}/Claim`, headers: auth, payload: { note } });

async function lone(prefix = 'UN') {
  const code = newTrackingCode(prefix);
  const res = await kit.scanOk(team.cn.auth, houses.cn.id, code);
  return { code, id: res.parcel!.id };
}

describe('photos', () => {
  it('stores a checked image under our own name and serves it through a signed, expiring address', async () => {
    const { id } = await lone();
    const res = await upload(team.cn.auth, id, png);
    expect(res.statusCode, res.body).toBe(200);
    const [photo] = res.json().photos as { id: number; url: string }[];
    expect(photo!.url).toMatch(new RegExp(`^/api/ParcelPhoto/${photo!.id}\\?exp=\\d+&sig=[\\w-]+$`));
    const files = readdirSync(path.join(uploads, 'parcels', String(id)));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}\.png$/);

    const served = await ctx.app.inject({ method: 'GET', url: photo!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    // A changed signature or expiry is 404.
    expectError(await ctx.app.inject({ method: 'GET', url: photo!.url.replace(/sig=./, 'sig=A') }), 404, 'not-found');
    expectError(
      await ctx.app.inject({ method: 'GET', url: photo!.url.replace(/exp=\d+/, 'exp=1000') }),
      404,
      'not-found',
    );
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/ParcelPhoto/${photo!.id}?exp=abc&sig=x` }),
      400,
      'validation-error',
    );
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, or over 5 MB, and other countries’ staff; writes nothing', async () => {
    const { id } = await lone();
    const before = await countRows(ctx, 'parcel_photos');
    expect(
      expectError(await upload(team.cn.auth, id, 'not an image', 'image/jpeg'), 400, 'validation-error').Message,
    ).toMatch(/JPEG, PNG hoặc WebP/);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expectError(await upload(team.cn.auth, id, gif, 'image/png'), 400, 'validation-error');
    expectError(
      await upload(team.cn.auth, id, Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])),
      400,
      'validation-error',
    );
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/Admin/Parcel/${id}/Photos`,
        headers: team.cn.auth,
        payload: { a: 1 },
      }),
      400,
      'validation-error',
    );
    expectError(await upload(team.vn.auth, id, png), 403, 'forbidden');
    const customer = await makeCustomer(ctx);
    expectError(await upload(customer.auth, id, png), 403, 'forbidden');
    expectError(await upload(team.cn.auth, 999_999_999, png), 404, 'not-found');
    expect(await countRows(ctx, 'parcel_photos')).toBe(before);
    expect(
      readdirSync(uploads).includes('parcels')
        ? readdirSync(path.join(uploads, 'parcels')).includes(String(id))
        : false,
    ).toBe(false);
  });
});

describe('unclaimed parcels', () => {
  it('customers see them masked and claim one; staff see the claim and confirm it; the claimant owns the parcel', async () => {
    const { code, id } = await lone('CL');
    await kit.measure(team.cn.auth, id, { weightGrams: 800, lengthCm: 10, widthCm: 10, heightCm: 10 });
    await upload(team.cn.auth, id, png);
    const [mai, lan] = [await makeCustomer(ctx), await makeCustomer(ctx)];

    const list = await ctx.app.inject({ method: 'GET', url: '/api/Package/Unclaimed?pageSize=100', headers: mai.auth });
    const seen = list.json().items.find((p: { id: number }) => p.id === id);
    expect(seen).toMatchObject({ weightGrams: 800, warehouse: { name: 'Kho Quảng Châu' }, myClaim: null });
    expect(seen.maskedTrackingCode).not.toContain(code.slice(4, -4));
    expect(seen.maskedTrackingCode.slice(-4)).toBe(code.slice(-4));
    expect(JSON.stringify(list.json())).not.toContain(code);
    // A station photo shows the label until staff clear the flag (decision 0083): customers see none.
    expect(seen.photos).toHaveLength(0);
    // Not theirs yet: the parcel itself is 404 to them.
    expectError(await kit.customerParcel(mai.auth, id), 404, 'not-found');

    const note = `Mã vận đơn đầy đủ ${code}, áo len màu kem của shop Len Mềm`;
    const res = await claim(mai.auth, id, note);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().myClaim).toMatchObject({ status: 'pending', note });
    expectError(await claim(mai.auth, id, note), 409, 'claim-exists');
    await claim(lan.auth, id, 'Kiện này là của tôi, hàng quần áo');

    const staffList = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/Parcel/Unclaimed?warehouseId=${houses.cn.id}&pageSize=100`,
      headers: team.cn.auth,
    });
    const row = staffList.json().items.find((p: { id: number }) => p.id === id);
    expect(row).toMatchObject({
      trackingCode: code,
      weightGrams: 800,
      warehouse: { id: houses.cn.id },
      customer: null,
    });
    expect(row.photos).toHaveLength(1);
    const maiClaim = row.claims.find((c: { customer: { id: number } }) => c.customer.id === mai.id);
    expect(maiClaim).toMatchObject({ status: 'pending', note });

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/ParcelClaim/${maiClaim.id}/Confirm`,
      headers: team.cn.auth,
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ customer: { id: mai.id }, order: null });
    expect((await kit.customerParcel(mai.auth, id)).statusCode).toBe(200);
    expectError(await kit.customerParcel(lan.auth, id), 404, 'not-found');
    const lanView = (
      await ctx.app.inject({ method: 'GET', url: '/api/Package/Unclaimed?pageSize=100', headers: lan.auth })
    ).json();
    expect(lanView.items.some((p: { id: number }) => p.id === id)).toBe(false);
    expect(await countRows(ctx, 'parcel_claims', "parcel_id = $1 and status = 'rejected'", [id])).toBe(1);
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/Admin/ParcelClaim/${maiClaim.id}/Confirm`,
        headers: team.cn.auth,
        payload: {},
      }),
      409,
      'claim-not-pending',
    );
  });

  it('staff assign one to an order: fees follow the order’s route and the order follows its parcels', async () => {
    const { id } = await lone('AS');
    await kit.measure(team.cn.auth, id, { weightGrams: 2_301, lengthCm: 10, widthCm: 10, heightCm: 10 });
    const { user, order } = await kit.orderWithCodes(team.purchaser.auth, []);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Admin/Parcel/${id}/Assign`,
      headers: team.cn.auth,
      payload: { orderId: order.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      order: { id: order.id },
      customer: { id: user.id },
      feeVnd: 67_200,
      destination: { name: 'Kho Hà Nội' },
    });
    const seen = await kit.getOrder(user.auth, order.id);
    expect(seen.status).toBe('at_cn_warehouse');
    expect(seen.fees.find((f) => f.kind === 'international_shipping')!.amountVnd).toBe(67_200);
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/Admin/Parcel/${id}/Assign`,
        headers: team.cn.auth,
        payload: { orderId: order.id },
      }),
      409,
      'parcel-not-unclaimed',
    );
  });

  it('refuses bad claims and assignments with a Vietnamese 4xx, writing nothing; customers cannot assign', async () => {
    const { id } = await lone('BD');
    const customer = await makeCustomer(ctx);
    const { order: early } = await kit.orderWithCodes(team.purchaser.auth, [], { status: 'deposited' });
    const claims = await countRows(ctx, 'parcel_claims');
    expect(expectError(await claim(customer.auth, id, 'ngắn'), 400, 'validation-error').Message).toMatch(
      /ít nhất 10 ký tự/,
    );
    expectError(await claim(customer.auth, id, 'x'.repeat(1001)), 400, 'validation-error');
    expectError(await claim(customer.auth, 999_999_999, 'Kiện này là của tôi'), 404, 'not-found');
    // A parcel with an owner cannot be claimed.
    const { parcels } = await kit.orderWithCodes(team.purchaser.auth, [newTrackingCode()]);
    expectError(await claim(customer.auth, parcels[0]!.id, 'Kiện này là của tôi'), 404, 'not-found');
    expect(await countRows(ctx, 'parcel_claims')).toBe(claims);

    const assign = (auth: Auth, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api/Admin/Parcel/${id}/Assign`, headers: auth, payload });
    expectError(await assign(team.cn.auth, {}), 400, 'validation-error');
    expectError(await assign(team.cn.auth, { orderId: early.id, customerId: customer.id }), 400, 'validation-error');
    expectError(await assign(team.cn.auth, { orderId: early.id }), 409, 'order-not-receiving-parcels');
    expectError(await assign(team.cn.auth, { customerId: 999_999_999 }), 404, 'not-found');
    expectError(await assign(customer.auth, { customerId: customer.id }), 403, 'forbidden');
    expectError(await assign(team.purchaser.auth, { customerId: customer.id }), 403, 'forbidden');
    expect(await countRows(ctx, 'parcels', 'id = $1 and user_id is null', [id])).toBe(1);
  });
});

/** /api/Address: the customer's delivery addresses (2025 units, Vietnamese mobile, one default). */
import { describe, expect, it } from 'vitest';
import { addressBody, countRows, createAddress, expectError, query } from '../../test/fixtures.ts';
import { registerCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();

async function list(auth: { authorization: string }) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/Address', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; isDefault: boolean; receiverName: string }[];
}

describe('Address', () => {
  it('creates an address with unit names, a full address and the phone in national form', async () => {
    const user = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Address',
      headers: user.auth,
      payload: addressBody({
        phone: '+84 987 654 321',
        receiverName: '  Nguyễn Thị Lan ',
        latitude: 21.03,
        longitude: 105.82,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      receiverName: 'Nguyễn Thị Lan',
      phone: '0987654321',
      provinceCode: '01',
      provinceName: 'Thành phố Hà Nội',
      wardCode: '00004',
      wardName: 'Phường Ba Đình',
      street: 'Số 12 ngõ 34 Đội Cấn',
      fullAddress: 'Số 12 ngõ 34 Đội Cấn, Phường Ba Đình, Thành phố Hà Nội',
      isDefault: true,
      latitude: 21.03,
      longitude: 105.82,
    });
    const again = await ctx.app.inject({ method: 'GET', url: `/api/Address/${res.json().id}`, headers: user.auth });
    expect(again.json()).toEqual(res.json());
  });

  it('normalises the phone in every accepted form to 0…', async () => {
    const user = await registerCustomer(ctx.app);
    for (const phone of ['+84987654321', '84987654321', '0987 654 321', '0987.654.321', '0987-654-321']) {
      expect((await createAddress(ctx.app, user.auth, { phone })).phone).toBe('0987654321');
    }
  });

  it('makes the first address the default; setting another default moves it', async () => {
    const user = await registerCustomer(ctx.app);
    const first = await createAddress(ctx.app, user.auth, { receiverName: 'Một', isDefault: false });
    expect(first.isDefault).toBe(true);
    const second = await createAddress(ctx.app, user.auth, { receiverName: 'Hai' });
    expect(second.isDefault).toBe(false);
    expect((await list(user.auth)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([first.id]);

    const third = await createAddress(ctx.app, user.auth, { receiverName: 'Ba', isDefault: true });
    expect(third.isDefault).toBe(true);
    let all = await list(user.auth);
    expect(all.filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.id]);
    // The default comes first.
    expect(all[0]!.id).toBe(third.id);

    // Moving it with PUT.
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Address/${second.id}`,
      headers: user.auth,
      payload: addressBody({ receiverName: 'Hai', isDefault: true }),
    });
    expect(put.statusCode, put.body).toBe(200);
    all = await list(user.auth);
    expect(all.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);

    // The default cannot be switched off on its own.
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Address/${second.id}`,
      headers: user.auth,
      payload: addressBody({ receiverName: 'Hai', isDefault: false }),
    });
    expect(off.json().isDefault).toBe(true);
  });

  it('keeps exactly one default when addresses are saved concurrently', async () => {
    const user = await registerCustomer(ctx.app);
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/Address',
          headers: user.auth,
          payload: addressBody({ receiverName: `Người nhận ${i}`, isDefault: i % 2 === 0 }),
        }),
      ),
    );
    for (const r of created) expect(r.statusCode, r.body).toBe(200);
    let all = await list(user.auth);
    expect(all).toHaveLength(6);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);

    // Two addresses made default at the same time: one wins, never both.
    const [x, y] = all.filter((a) => !a.isDefault).map((a) => ({ id: a.id }));
    if (!x || !y) throw new Error('expected five addresses without the default');
    const moved = await Promise.all(
      [x, y].map((a) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/Address/${a.id}`,
          headers: user.auth,
          payload: addressBody({ isDefault: true }),
        }),
      ),
    );
    for (const r of moved) expect(r.statusCode, r.body).toBe(200);
    all = await list(user.auth);
    const defaults = all.filter((a) => a.isDefault).map((a) => a.id);
    expect(defaults).toHaveLength(1);
    expect([x.id, y.id]).toContain(defaults[0]);
  });

  it('updates an address (PUT)', async () => {
    const user = await registerCustomer(ctx.app);
    const a = await createAddress(ctx.app, user.auth);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Address/${a.id}`,
      headers: user.auth,
      payload: addressBody({
        provinceCode: '79',
        wardCode: '25747',
        street: '1 Đường 30/4',
        receiverName: 'Trần Văn Nam',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: a.id,
      provinceCode: '79',
      wardCode: '25747',
      receiverName: 'Trần Văn Nam',
      wardName: 'Phường Thủ Dầu Một',
    });
  });

  it('deletes an address (DELETE): gone from the list and 404 afterwards', async () => {
    const user = await registerCustomer(ctx.app);
    const keep = await createAddress(ctx.app, user.auth);
    const gone = await createAddress(ctx.app, user.auth);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/Address/${gone.id}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await list(user.auth)).map((a) => a.id)).toEqual([keep.id]);
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/Address/${gone.id}`, headers: user.auth }),
      404,
      'not-found',
    );
    expectError(
      await ctx.app.inject({ method: 'DELETE', url: `/api/Address/${gone.id}`, headers: user.auth }),
      404,
      'not-found',
    );
  });

  it('deleting the default address makes the newest remaining one the default', async () => {
    const user = await registerCustomer(ctx.app);
    const first = await createAddress(ctx.app, user.auth); // default: the first address
    const older = await createAddress(ctx.app, user.auth);
    const newest = await createAddress(ctx.app, user.auth);
    expect(first.isDefault).toBe(true);
    await ctx.app.inject({ method: 'DELETE', url: `/api/Address/${first.id}`, headers: user.auth });
    const after = await list(user.auth);
    expect(after.filter((a) => a.isDefault).map((a) => a.id)).toEqual([newest.id]);
    expect(after.map((a) => a.id)).toContain(older.id);
    // Deleting one that is not the default leaves the default where it is.
    await ctx.app.inject({ method: 'DELETE', url: `/api/Address/${older.id}`, headers: user.auth });
    expect((await list(user.auth)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([newest.id]);
  });

  it("answers 404 for another customer's address on GET, PUT and DELETE, and changes nothing", async () => {
    const owner = await registerCustomer(ctx.app);
    const a = await createAddress(ctx.app, owner.auth);
    const intruder = await registerCustomer(ctx.app);
    const [before] = await query(ctx, 'select * from addresses where id = $1', [a.id]);
    const get = expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/Address/${a.id}`, headers: intruder.auth }),
      404,
      'not-found',
    );
    expect(get.Message).toBe('Không tìm thấy địa chỉ');
    expectError(
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/Address/${a.id}`,
        headers: intruder.auth,
        payload: addressBody({ receiverName: 'Kẻ lạ', isDefault: true }),
      }),
      404,
      'not-found',
    );
    expectError(
      await ctx.app.inject({ method: 'DELETE', url: `/api/Address/${a.id}`, headers: intruder.auth }),
      404,
      'not-found',
    );
    const [after] = await query(ctx, 'select * from addresses where id = $1', [a.id]);
    expect(after).toEqual(before);
    expect(await list(intruder.auth)).toEqual([]);
  });

  it('refuses a ward outside the chosen province with 400 and writes nothing', async () => {
    const user = await registerCustomer(ctx.app);
    // 25747 is a ward of province 79, not of Hà Nội (01).
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Address',
      headers: user.auth,
      payload: addressBody({ provinceCode: '01', wardCode: '25747' }),
    });
    expect(expectError(res, 400, 'validation-error').Message).toBe(
      'Phường/Xã: Phường/xã không thuộc tỉnh/thành phố đã chọn',
    );
    const unknownProvince = await ctx.app.inject({
      method: 'POST',
      url: '/api/Address',
      headers: user.auth,
      payload: addressBody({ provinceCode: '99' }),
    });
    expect(expectError(unknownProvince, 400, 'validation-error').Message).toBe(
      'Tỉnh/Thành phố: Không tìm thấy tỉnh/thành phố',
    );
    const unknownWard = await ctx.app.inject({
      method: 'POST',
      url: '/api/Address',
      headers: user.auth,
      payload: addressBody({ wardCode: '99999' }),
    });
    expectError(unknownWard, 400, 'validation-error');
    expect(await countRows(ctx, 'addresses', 'user_id = $1', [user.id])).toBe(0);

    const a = await createAddress(ctx.app, user.auth);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Address/${a.id}`,
      headers: user.auth,
      payload: addressBody({ wardCode: '25747', street: 'Đổi' }),
    });
    expectError(put, 400, 'validation-error');
    const [row] = await query<{ street: string; ward_code: string }>(
      ctx,
      'select street, ward_code from addresses where id = $1',
      [a.id],
    );
    expect(row).toEqual({ street: 'Số 12 ngõ 34 Đội Cấn', ward_code: '00004' });
  });

  it("shows the seed's Vietnamese messages for an invalid phone, an empty name and an empty address, and writes nothing", async () => {
    const user = await registerCustomer(ctx.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '0123' }, 'Số điện thoại: Số điện thoại không hợp lệ'],
      [{ phone: '0212345678' }, 'Số điện thoại: Số điện thoại không hợp lệ'],
      [{ phone: undefined }, 'Số điện thoại: Vui lòng nhập số điện thoại'],
      [{ receiverName: '   ' }, 'Tên người nhận: Vui lòng nhập tên người nhận'],
      [{ receiverName: undefined }, 'Tên người nhận: Vui lòng nhập tên người nhận'],
      [{ street: '' }, 'Địa chỉ: Vui lòng nhập địa chỉ'],
      [{ street: 'x'.repeat(301) }, 'Địa chỉ: Địa chỉ tối đa 300 ký tự'],
      [{ provinceCode: '' }, 'Tỉnh/Thành phố: Vui lòng chọn tỉnh/thành phố'],
      [{ wardCode: '4' }, 'Phường/Xã: Vui lòng chọn phường/xã'],
      [{ latitude: 91 }, 'Vĩ độ: Vĩ độ từ -90 đến 90'],
      [{ longitude: -181 }, 'Kinh độ: Kinh độ từ -180 đến 180'],
    ];
    for (const [overrides, message] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Address',
        headers: user.auth,
        payload: addressBody(overrides),
      });
      expect(expectError(res, 400, 'validation-error').Message, JSON.stringify(overrides)).toBe(message);
    }
    expect(await countRows(ctx, 'addresses', 'user_id = $1', [user.id])).toBe(0);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/Address/abc', headers: user.auth }),
      400,
      'validation-error',
    );
  });

  it('is 401 without a token', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Address' }), 401, 'unauthenticated');
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/Address', payload: addressBody() }),
      401,
      'unauthenticated',
    );
    expectError(
      await ctx.app.inject({ method: 'PUT', url: '/api/Address/1', payload: addressBody() }),
      401,
      'unauthenticated',
    );
    expectError(await ctx.app.inject({ method: 'DELETE', url: '/api/Address/1' }), 401, 'unauthenticated');
  });
});

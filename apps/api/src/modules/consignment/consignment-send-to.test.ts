/**
 * Decision 0092: the China warehouse's address as Chinese sellers' forms ask for it (收货人, 手机号,
 * 所在地区, 详细地址), before the order exists (GET /OrderShipping/SendTo, the recipient the
 * caller's customer code alone) and on the order (`sendTo`, the recipient with the order code).
 * Each customer sees their own code; signed out is 401; a warehouse that is no destination is 400.
 */
import type { ConsignmentOrder, SendToAddress } from '@app/shared/contracts/consignment';
import { customerCode } from '@app/shared/customer-code';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAddress, makeCustomer } from '../../test/factories.ts';
import { expectError, listWarehouses, newKey } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { newTrackingCode } from '../../test/parcel-kit.ts';

const ctx = useTestApp();
let houses: Awaited<ReturnType<typeof listWarehouses>>;

beforeAll(async () => {
  const someone = await makeCustomer(ctx);
  houses = await listWarehouses(ctx.app, someone.auth);
});

/** The seeded China warehouse, as seller forms want it (seed.ts). */
const seeded = {
  phone: expect.stringMatching(/^1\d{10}$/),
  region: '广东省 广州市 白云区',
  street: expect.stringMatching(/^[\u4e00-\u9fff\dA-Z]+$/),
};

const sendTo = (auth: Record<string, string> | Record<string, never>, vnWarehouseId: unknown) =>
  ctx.app.inject({ method: 'GET', url: `/api/OrderShipping/SendTo?vnWarehouseId=${vnWarehouseId}`, headers: auth });

describe('the China address for sellers', () => {
  it('answers the address before the order exists, the recipient being the caller’s own customer code', async () => {
    const [lan, minh] = [await makeCustomer(ctx), await makeCustomer(ctx)];
    const res = await sendTo(lan.auth, houses.hanoi.id);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as SendToAddress;
    expect(preview).toMatchObject({
      warehouse: { id: houses.cn.id, name: 'Kho Quảng Châu' },
      recipient: customerCode(lan.id),
      orderCode: null,
      ...seeded,
    });
    expect(preview.copyText).toBe(
      [
        `收货人：${customerCode(lan.id)}`,
        `手机号：${preview.phone}`,
        '所在地区：广东省 广州市 白云区',
        `详细地址：${preview.street}`,
      ].join('\n'),
    );
    // Scoped: another customer gets their own code, never the first one's.
    const theirs = (await sendTo(minh.auth, houses.hcm.id)).json() as SendToAddress;
    expect(theirs.recipient).toBe(customerCode(minh.id));
    expect(theirs.street).toBe(preview.street);
  });

  it('is 401 signed out and a Vietnamese 400 for a warehouse that is no destination', async () => {
    const user = await makeCustomer(ctx);
    expectError(await sendTo({}, houses.hanoi.id), 401);
    expectError(await sendTo(user.auth, houses.cn.id), 400, 'warehouse-invalid');
    expectError(await sendTo(user.auth, 'x'), 400);
  });

  it('puts the customer code and the order code in the recipient of the created order', async () => {
    const user = await makeCustomer(ctx);
    const address = await makeAddress(ctx, user.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/OrderShipping',
      headers: { ...user.auth, 'idempotency-key': newKey() },
      payload: {
        vnWarehouseId: houses.hanoi.id,
        shippingType: 'normal',
        addressId: address.id,
        parcels: [{ trackingCode: newTrackingCode(), description: 'Áo khoác', quantity: 1, declaredValueVnd: 0 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json() as ConsignmentOrder;
    const recipient = `${customerCode(user.id)} ${order.code}`;
    expect(order.sendTo).toMatchObject({ recipient, orderCode: order.code, ...seeded });
    expect(order.sendTo.copyText.split('\n')[0]).toBe(`收货人：${recipient}`);
    const again = await ctx.app.inject({ method: 'GET', url: `/api/OrderShipping/${order.id}`, headers: user.auth });
    expect((again.json() as ConsignmentOrder).sendTo).toEqual(order.sendTo);
  });
});

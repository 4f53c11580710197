/**
 * A Taobao Global order's parcel through the warehouses and delivery (decision 0117): imported
 * tracking number → expected parcel → China scan (the customer's at once) → weighed on the
 * consignment tariff (the order's shipping becomes the fee) → bag → Vietnam → a delivery request
 * pays the shipping from the wallet; the trade state stays the platform's; the ledger check is clean.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { creditWallet, makeAddress, makeCustomer } from '../../test/factories.ts';
import { type Auth, newKey, query } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { parcelKit } from '../../test/parcel-kit.ts';
import { recordLedgerCheck } from '../wallet/ledger-check.service.ts';
import { addBuyerWithTrades, linkAccount, syncNow, useFakeTaobao } from './taobao-global.test-support.ts';

const provider = useFakeTaobao();
const ctx = useTestApp(provider.env);
const kit = parcelKit(ctx);
let team: Awaited<ReturnType<typeof kit.staff>>;

beforeAll(async () => {
  team = await kit.staff();
});

const post = (auth: Auth, url: string, payload: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: auth, payload });

describe('a Taobao Global parcel', () => {
  it('is received, weighed on the consignment tariff, shipped to Vietnam and delivered after its shipping is paid', async () => {
    const fake = provider.fake();
    const c = await makeCustomer(ctx);
    const { nick, trades } = addBuyerWithTrades(fake, ['WAIT_BUYER_CONFIRM_GOODS']);
    const tracking = trades[0]!.orders[0]!.invoiceNo!;
    const token = await linkAccount(ctx, fake, c.auth, nick);
    expect((await syncNow(ctx, c.auth, token.id)).json()).toMatchObject({ imported: 1 });
    const order = (await ctx.app.inject({ method: 'GET', url: '/api/TaobaoIntOrder', headers: c.auth })).json()
      .items[0];
    expect(order.trackings[0]).toMatchObject({ trackingCode: tracking, parcel: { status: 'expected' } });
    const parcelId = order.trackings[0].parcel.id as number;

    const received = await kit.scanOk(team.cn.auth, token.cnWarehouse.id, tracking);
    expect(received).toMatchObject({ outcome: 'received', parcel: { id: parcelId, status: 'at_cn_warehouse' } });
    const weighed = await kit.measure(team.cn.auth, parcelId, {
      weightGrams: 2_301,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    const fee = weighed.json().feeVnd as number;
    expect(fee).toBeGreaterThan(0);
    expect(weighed.json()).toMatchObject({ chargeableKg10: 24, mayLeaveChina: true });
    const afterWeigh = (
      await ctx.app.inject({ method: 'GET', url: `/api/TaobaoIntOrder/${order.id}`, headers: c.auth })
    ).json();
    expect(afterWeigh).toMatchObject({ shippingVnd: fee, paidVnd: 0, status: 'WAIT_BUYER_CONFIRM_GOODS' });

    const bag = (
      await post(team.cn.auth, '/api/Admin/Bag', {
        fromWarehouseId: token.cnWarehouse.id,
        toWarehouseId: token.vnWarehouse.id,
      })
    ).json();
    expect(
      (await post(team.cn.auth, `/api/Admin/Bag/${bag.id}/Parcels`, { code: received.parcel!.code })).statusCode,
    ).toBe(200);
    expect((await post(team.cn.auth, `/api/Admin/Bag/${bag.id}/Close`, { weightGrams: 2_500 })).statusCode).toBe(200);
    expect((await post(team.cn.auth, `/api/Admin/Bag/${bag.id}/Ship`)).statusCode).toBe(200);
    expect((await post(team.vn.auth, `/api/Admin/Bag/${bag.id}/Receive`)).statusCode).toBe(200);
    const arrived = await kit.scanOk(team.vn.auth, token.vnWarehouse.id, tracking);
    expect(arrived).toMatchObject({ outcome: 'arrived', parcel: { status: 'at_vn_warehouse' } });

    await creditWallet(ctx, c.id, 1_000_000);
    const address = await makeAddress(ctx, c.id);
    const delivery = await ctx.app.inject({
      method: 'POST',
      url: '/api/Delivery',
      headers: { ...c.auth, 'idempotency-key': newKey() },
      payload: { parcelIds: [parcelId], addressId: address.id, method: 'pickup' },
    });
    expect(delivery.statusCode, delivery.body).toBe(200);
    expect(delivery.json().paidVnd).toBe(fee);
    const paid = (
      await ctx.app.inject({ method: 'GET', url: `/api/TaobaoIntOrder/${order.id}`, headers: c.auth })
    ).json();
    expect(paid).toMatchObject({ shippingVnd: fee, paidVnd: fee, status: 'WAIT_BUYER_CONFIRM_GOODS' });
    const [posted] = await query<{ n: number }>(
      ctx,
      `select count(*)::int as n from journal_entries where idempotency_key like $1`,
      [`order-payment:taobao_global_order:${order.id}:%`],
    );
    expect(posted!.n).toBeGreaterThan(0);
    const check = await recordLedgerCheck(ctx.database.db);
    expect(check.violations).toEqual([]);
  });
});

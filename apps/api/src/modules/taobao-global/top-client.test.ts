/**
 * The Taobao Open Platform client against the local fake (decision 0116): the signature (HMAC-SHA-256
 * and MD5 over the sorted parameters) accepted, a wrong secret refused; OAuth code and refresh grants;
 * paged buyer orders; order detail in fen with tracking numbers; refund status; an ended session
 * reported as `expired`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTaobao, startFakeTaobao } from './fake-taobao-server.ts';
import { ProviderError, type TaobaoGlobalProvider } from './taobao-provider.ts';
import { parseTopTime, topClient, topSign, topTime, yuanToFen } from './top-client.ts';

let fake: FakeTaobao;
const redirect = 'http://localhost:3000/api/TaobaoIntToken/Callback';

beforeAll(async () => {
  fake = await startFakeTaobao({ appKey: 'k1', appSecret: 'secret-1', seed: true });
});
afterAll(() => fake.close());

function client(overrides: Partial<Parameters<typeof topClient>[0]> = {}): TaobaoGlobalProvider {
  return topClient({
    appKey: 'k1',
    appSecret: 'secret-1',
    apiUrl: `${fake.url}/router/rest`,
    oauthUrl: fake.url,
    ...overrides,
  });
}

/** Grants as `nick` through the fake's authorize page and exchanges the code. */
async function grant(c: TaobaoGlobalProvider, nick: string) {
  fake.authorizeAs = nick;
  const res = await fetch(c.authorizeUrl(redirect, 'st'), { redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('st');
  return c.exchangeCode(back.searchParams.get('code')!, redirect);
}

describe('signing', () => {
  it('signs the sorted name+value pairs, skipping empty values and sign itself', () => {
    const params = { method: 'x', b: '2', a: '1', empty: '', sign: 'old' };
    const hmac = topSign(params, 's', 'hmac-sha256');
    expect(hmac).toMatch(/^[0-9A-F]{64}$/);
    expect(topSign({ a: '1', b: '2', method: 'x' }, 's', 'hmac-sha256')).toBe(hmac);
    expect(topSign(params, 's', 'md5')).toMatch(/^[0-9A-F]{32}$/);
    expect(topSign({ ...params, a: '3' }, 's', 'hmac-sha256')).not.toBe(hmac);
  });

  it('writes and reads China time and yuan', () => {
    expect(topTime(new Date('2026-11-20T02:03:04Z'))).toBe('2026-11-20 10:03:04');
    expect(parseTopTime('2026-11-20 10:03:04')?.toISOString()).toBe('2026-11-20T02:03:04.000Z');
    expect([yuanToFen('12.5'), yuanToFen('0.07'), yuanToFen('199'), yuanToFen('x'), yuanToFen(3.1)]).toEqual([
      1250, 7, 19900, 0, 310,
    ]);
  });

  it('is accepted by the gateway with HMAC-SHA-256 and MD5, and refused under a wrong secret', async () => {
    const tokens = await grant(client(), 'tb_demo_buyer');
    for (const signMethod of ['hmac-sha256', 'md5'] as const) {
      const page = await client({ signMethod }).listBuyerOrders(tokens.accessToken, {
        since: new Date(0),
        page: 1,
        pageSize: 5,
      });
      expect(page.orders).toHaveLength(5);
    }
    const wrong = client({ appSecret: 'not-the-secret' });
    await expect(
      wrong.listBuyerOrders(tokens.accessToken, { since: new Date(0), page: 1, pageSize: 5 }),
    ).rejects.toMatchObject({
      kind: 'refused',
      providerCode: '25',
    });
  });
});

describe('OAuth and orders', () => {
  it('exchanges a code once, refreshes, and reports an ended session as expired', async () => {
    const c = client();
    const tokens = await grant(c, 'tb_second_buyer');
    expect(tokens).toMatchObject({ nick: 'tb_second_buyer', accountId: '2200000002' });
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const refreshed = await c.refresh(tokens.refreshToken);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    await expect(c.refresh(tokens.refreshToken)).rejects.toMatchObject({ kind: 'expired' });
    fake.expireAccessTokens();
    const err = await c
      .listBuyerOrders(refreshed.accessToken, { since: new Date(0), page: 1, pageSize: 5 })
      .catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'expired', providerCode: '27' });
  });

  it('pages the buyer orders newest first, and reads one order with its lines in fen and tracking numbers', async () => {
    const c = client();
    const { accessToken } = await grant(c, 'tb_demo_buyer');
    const seen: string[] = [];
    let page = 1;
    for (;;) {
      const r = await c.listBuyerOrders(accessToken, { since: new Date(0), page, pageSize: 3 });
      seen.push(...r.orders.map((o) => o.id));
      if (!r.hasNext) break;
      page += 1;
    }
    expect(page).toBe(3);
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    const shipped = [...fake.trades.values()].find((t) => t.status === 'SELLER_CONSIGNED_PART')!;
    const detail = await c.orderDetail(accessToken, shipped.tid);
    expect(detail).toMatchObject({
      id: shipped.tid,
      status: 'SELLER_CONSIGNED_PART',
      totalFen: 24400,
      postFeeFen: 800,
    });
    expect(detail.subOrders[0]).toMatchObject({ title: 'Bộ nồi inox 锅具', priceFen: 19900, quantity: 1 });
    expect(detail.subOrders.every((l) => l.trackingCode?.startsWith('YT'))).toBe(true);
    // Only what was created since.
    const recent = await c.listBuyerOrders(accessToken, {
      since: new Date(Date.now() - 60 * 3600_000),
      page: 1,
      pageSize: 50,
    });
    expect(recent.orders.map((o) => o.status).sort()).toEqual([
      'SELLER_CONSIGNED_PART',
      'WAIT_BUYER_PAY',
      'WAIT_BUYER_PAY',
      'WAIT_SELLER_SEND_GOODS',
    ]);
  });

  it('reads a refund status', async () => {
    const c = client();
    const { accessToken } = await grant(c, 'tb_demo_buyer');
    const trade = [...fake.trades.values()].find((t) => t.status === 'WAIT_SELLER_SEND_GOODS')!;
    const refund = fake.addRefund(trade.tid, trade.orders[0]!.oid, '259.00');
    expect(await c.refundStatus(accessToken, refund.refundId)).toMatchObject({
      id: refund.refundId,
      orderId: trade.tid,
      subOrderId: trade.orders[0]!.oid,
      status: 'WAIT_SELLER_AGREE',
      refundFen: 25900,
    });
    fake.setRefund(refund.refundId, 'SUCCESS');
    expect((await c.refundStatus(accessToken, refund.refundId)).status).toBe('SUCCESS');
    expect((await c.orderDetail(accessToken, trade.tid)).subOrders[0]).toMatchObject({
      refundStatus: 'SUCCESS',
      refundId: refund.refundId,
    });
  });
});

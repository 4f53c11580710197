/**
 * Taobao Global (decisions 0116, 0117) against the local fake provider: linking (state checked,
 * tokens stored encrypted, one customer per provider account), the sync (idempotent, trade states
 * mapped and moved as `system`, tracking numbers → expected parcels matched by the China scan, token
 * refresh and expiry), the order lists and the scopes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { domainEventTasks } from '../../lib/events/domain-events.ts';
import { runDueJobs } from '../../lib/events/job-queue.ts';
import { makeCustomer, makeStaff } from '../../test/factories.ts';
import { type Auth, countRows, expectError, query } from '../../test/fixtures.ts';
import { loginAdmin, useTestApp } from '../../test/helpers.ts';
import { parcelKit } from '../../test/parcel-kit.ts';
import {
  addBuyerWithTrades,
  followLink,
  linkAccount,
  syncNow,
  TEST_TOKEN_KEY,
  useFakeTaobao,
} from './taobao-global.test-support.ts';
import { parseTokenKey, tokenCipher } from './token-crypto.ts';

const provider = useFakeTaobao();
const ctx = useTestApp(provider.env);
const kit = parcelKit(ctx);
let admin: Auth;

beforeAll(async () => {
  admin = await loginAdmin(ctx.app);
});

interface OrderJson {
  id: number;
  platformOrderId: string;
  status: string;
  statusLabel: string;
  totalFen: number;
  paymentFen: number;
  subOrders: { title: string; quantity: number; priceFen: number; paymentFen: number; skuProperties: string }[];
  trackings: { trackingCode: string; company: string; parcel: { id: number; status: string } | null }[];
  cnWarehouse: { id: number };
  customer?: { id: number };
}

async function orders(auth: Auth, qs = ''): Promise<{ items: OrderJson[]; total: number }> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/TaobaoIntOrder${qs}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('linking a Taobao account', () => {
  it('stores the account with its tokens encrypted, and never answers a token', async () => {
    const fake = provider.fake();
    const c = await makeCustomer(ctx);
    const { nick, buyer } = addBuyerWithTrades(fake, ['WAIT_BUYER_PAY']);
    const token = await linkAccount(ctx, fake, c.auth, nick);
    expect(token).toMatchObject({ nick, providerAccountId: buyer.id, status: 'active', orderCount: 0 });
    expect(token.cnWarehouse.name).not.toBe('');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/TaobaoIntToken', headers: c.auth });
    expect(list.body).not.toMatch(/at_[0-9a-f]{24}|rt_[0-9a-f]{24}|Enc/);
    const [row] = await query<{ access_token_enc: string; refresh_token_enc: string }>(
      ctx,
      'select access_token_enc, refresh_token_enc from taobao_tokens where id = $1',
      [token.id],
    );
    expect(row!.access_token_enc).toMatch(/^v1\./);
    expect(row!.access_token_enc).not.toMatch(/at_/);
    const cipher = tokenCipher(parseTokenKey(TEST_TOKEN_KEY));
    expect(cipher.decrypt(row!.access_token_enc)).toMatch(/^at_[0-9a-f]{24}$/);
    expect(cipher.decrypt(row!.refresh_token_enc)).toMatch(/^rt_[0-9a-f]{24}$/);
  });

  it('refuses a forged, altered or expired state and a denied grant, storing nothing', async () => {
    const fake = provider.fake();
    const c = await makeCustomer(ctx);
    const { nick } = addBuyerWithTrades(fake, []);
    const before = await countRows(ctx, 'taobao_tokens');
    const cipher = tokenCipher(parseTokenKey(TEST_TOKEN_KEY));
    const other = tokenCipher(parseTokenKey('b2'.repeat(32)));
    const payload = { u: c.id, c: 1, v: 2 };
    const expired = cipher.signState(payload, new Date(Date.now() - 1000));
    const forged = other.signState(payload, new Date(Date.now() + 60_000));
    const good = cipher.signState(payload, new Date(Date.now() + 60_000));
    const [body, sig] = good.split('.');
    const altered = `${Buffer.from(JSON.stringify({ ...payload, u: c.id + 1 })).toString('base64url')}.${sig}`;
    for (const state of [expired, forged, altered, `${body}.`, 'nonsense', '']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/TaobaoIntToken/Callback?code=abc&state=${encodeURIComponent(state)}`,
      });
      expect(res.statusCode, state).toBe(302);
      expect(res.headers.location).toBe('/taobaoIntToken?error=invalid-state');
    }
    fake.denyNext = true;
    const denied = await followLink(ctx, fake, c.auth, nick);
    expect(denied.headers.location).toBe('/taobaoIntToken?error=denied');
    // A code already used cannot be exchanged again.
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/TaobaoIntToken/Callback?code=used-or-unknown&state=${encodeURIComponent(good)}`,
    });
    expect(res.headers.location).toBe('/taobaoIntToken?error=exchange-failed');
    expect(await countRows(ctx, 'taobao_tokens')).toBe(before);
  });

  it('links one provider account to one customer only; the same customer may link it again', async () => {
    const fake = provider.fake();
    const [a, b] = await Promise.all([makeCustomer(ctx), makeCustomer(ctx)]);
    const { nick } = addBuyerWithTrades(fake, []);
    const first = await linkAccount(ctx, fake, a.auth, nick);
    const before = await countRows(ctx, 'taobao_tokens');
    const res = await followLink(ctx, fake, b.auth, nick);
    expect(res.headers.location).toBe('/taobaoIntToken?error=taobao-account-linked-elsewhere');
    expect(await countRows(ctx, 'taobao_tokens')).toBe(before);
    const again = await linkAccount(ctx, fake, a.auth, nick);
    expect(again.id).toBe(first.id);
  });

  it('unlinks: revoked, tokens overwritten, gone from the list; another customer may then link it', async () => {
    const fake = provider.fake();
    const [a, b] = await Promise.all([makeCustomer(ctx), makeCustomer(ctx)]);
    const { nick } = addBuyerWithTrades(fake, []);
    const token = await linkAccount(ctx, fake, a.auth, nick);
    expectError(
      await ctx.app.inject({ method: 'DELETE', url: `/api/TaobaoIntToken/${token.id}`, headers: b.auth }),
      404,
    );
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/TaobaoIntToken/${token.id}`, headers: a.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('revoked');
    const cipher = tokenCipher(parseTokenKey(TEST_TOKEN_KEY));
    const [row] = await query<{ access_token_enc: string }>(
      ctx,
      'select access_token_enc from taobao_tokens where id = $1',
      [token.id],
    );
    expect(cipher.decrypt(row!.access_token_enc)).toBe('');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/TaobaoIntToken', headers: a.auth });
    expect(list.json()).toEqual([]);
    expectError(await syncNow(ctx, a.auth, token.id), 409, 'taobao-token-not-active');
    await linkAccount(ctx, fake, b.auth, nick);
  });

  it('refuses an unknown route', async () => {
    const c = await makeCustomer(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/TaobaoIntToken',
      headers: c.auth,
      payload: { routeId: 999_999 },
    });
    expectError(res, 404, 'not-found');
  });
});

describe('the sync', () => {
  it('imports every trade state with its label, sub-orders and amounts; twice changes nothing', async () => {
    const fake = provider.fake();
    const c = await makeCustomer(ctx);
    const { nick, trades } = addBuyerWithTrades(fake);
    const token = await linkAccount(ctx, fake, c.auth, nick);
    const first = await syncNow(ctx, c.auth, token.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ imported: 7, updated: 0, token: { orderCount: 7 } });
    expect(first.json().token.lastSyncAt).not.toBeNull();
    const list = await orders(c.auth, '?pageSize=50');
    expect(list.total).toBe(7);
    const byTid = new Map(list.items.map((o) => [o.platformOrderId, o]));
    const labels = trades.map((t) => [byTid.get(t.tid)!.status, byTid.get(t.tid)!.statusLabel]);
    expect(labels).toEqual([
      ['WAIT_BUYER_PAY', 'Chờ thanh toán'],
      ['WAIT_SELLER_SEND_GOODS', 'Chờ giao hàng'],
      ['SELLER_CONSIGNED_PART', 'Đang giao hàng'],
      ['WAIT_BUYER_CONFIRM_GOODS', 'Đang giao hàng'],
      ['TRADE_FINISHED', 'Đã nhận hàng'],
      ['TRADE_CLOSED', 'Hủy'],
      ['TRADE_CLOSED', 'Hủy'],
    ]);
    const one = byTid.get(trades[0]!.tid)!;
    expect(one).toMatchObject({ totalFen: 2500, paymentFen: 3300 });
    expect(one.subOrders).toEqual([
      expect.objectContaining({
        title: 'Hàng 1 商品',
        quantity: 2,
        priceFen: 1250,
        paymentFen: 2500,
        skuProperties: '颜色:红',
      }),
    ]);
    const counts = async () =>
      Promise.all(
        ['taobao_global_orders', 'taobao_global_sub_orders', 'taobao_global_trackings', 'parcels', 'status_events'].map(
          (t) => countRows(ctx, t),
        ),
      );
    const before = await counts();
    const second = await syncNow(ctx, c.auth, token.id);
    expect(second.json()).toMatchObject({ imported: 0, updated: 0 });
    expect(await counts()).toEqual(before);
    // Filters: by state and by account.
    expect((await orders(c.auth, '?status=TRADE_CLOSED')).total).toBe(2);
    expect((await orders(c.auth, `?tokenId=${token.id}&status=WAIT_BUYER_PAY`)).total).toBe(1);
  });

  it('moves a changed trade state as the system, and its tracking number becomes an expected parcel', async () => {
    const fake = provider.fake();
    const c = await makeCustomer(ctx);
    const { nick, trades } = addBuyerWithTrades(fake, ['WAIT_SELLER_SEND_GOODS']);
    const token = await linkAccount(ctx, fake, c.auth, nick);
    await syncNow(ctx, c.auth, token.id);
    const tracking = `YT${Date.now()}`;
    fake.setStatus(trades[0]!.tid, 'WAIT_BUYER_CONFIRM_GOODS', tracking);
    const res = await syncNow(ctx, c.auth, token.id);
    expect(res.json()).toMatchObject({ imported: 0, updated: 1 });
    const [order] = (await orders(c.auth)).items;
    expect(order).toMatchObject({ status: 'WAIT_BUYER_CONFIRM_GOODS', statusLabel: 'Đang giao hàng' });
    expect(order!.trackings).toEqual([
      expect.objectContaining({
        trackingCode: tracking,
        company: '圆通速递',
        parcel: expect.objectContaining({ status: 'expected' }),
      }),
    ]);
    const events = await query<{ from_status: string; to_status: string; actor_id: number | null }>(
      ctx,
      `select from_status, to_status, actor_id from status_events where subject_type = 'taobao_global_order' and subject_id = $1 order by id`,
      [order!.id],
    );
    expect(events).toEqual([
      { from_status: null, to_status: 'WAIT_SELLER_SEND_GOODS', actor_id: null },
      { from_status: 'WAIT_SELLER_SEND_GOODS', to_status: 'WAIT_BUYER_CONFIRM_GOODS', actor_id: null },
    ]);

    // The customer hears that the seller shipped (not of the first import), with a link to the order.
    await runDueJobs(ctx.database.db, domainEventTasks(ctx.database.db));
    const bell = await ctx.app.inject({ method: 'GET', url: '/api/Notification', headers: c.auth });
    const notes = (bell.json() as { items: { title: string; link: string }[] }).items;
    expect(notes.map((n) => n.link)).toEqual([`/taobaoIntOrder/${order!.id}`]);
    expect(notes[0]!.title).toMatch(/^Đơn Taobao TG\d{4}-\d{6} đã được người bán gửi đi$/);

    // The scan at the China warehouse matches the parcel to the customer and the order at once.
    const cn = await makeStaff(ctx, 'warehouse_cn');
    const scan = await kit.scanOk(cn.auth, order!.cnWarehouse.id, tracking);
    expect(scan.parcel).toMatchObject({ trackingCode: tracking, status: 'at_cn_warehouse' });
    const [parcel] = await query<{ user_id: number; order_type: string; order_id: number; status: string }>(
      ctx,
      'select user_id, order_type, order_id, status from parcels where tracking_code = $1',
      [tracking],
    );
    expect(parcel).toEqual({
      user_id: c.id,
      order_type: 'taobao_global_order',
      order_id: order!.id,
      status: 'at_cn_warehouse',
    });
    // The trade state stays the platform's.
    const after = (await orders(c.auth)).items[0]!;
    expect(after.status).toBe('WAIT_BUYER_CONFIRM_GOODS');
    expect(after.trackings[0]!.parcel!.status).toBe('at_cn_warehouse');
  });

  it('refreshes a token near expiry, and marks the account expired when the refresh is refused', async () => {
    const fake = provider.fake();
    const c = await makeCustomer(ctx);
    const { nick } = addBuyerWithTrades(fake, ['WAIT_BUYER_PAY']);
    fake.accessTtlSeconds = 120;
    const token = await linkAccount(ctx, fake, c.auth, nick);
    fake.accessTtlSeconds = 86_400;
    const synced = await syncNow(ctx, c.auth, token.id);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(new Date(synced.json().token.expiresAt).getTime()).toBeGreaterThan(Date.now() + 3600_000);

    fake.expireAccessTokens();
    fake.revokeRefreshTokens();
    expectError(await syncNow(ctx, c.auth, token.id), 409, 'taobao-token-not-active');
    const [t] = (await ctx.app.inject({ method: 'GET', url: '/api/TaobaoIntToken', headers: c.auth })).json();
    expect(t).toMatchObject({
      status: 'expired',
      lastSyncError: 'Phiên đăng nhập Taobao đã hết hạn, vui lòng liên kết lại',
    });
    // Linking again makes it active.
    const again = await linkAccount(ctx, fake, c.auth, nick);
    expect(again).toMatchObject({ id: token.id, status: 'active' });
  });

  it('keeps the account active and says so when Taobao cannot be reached', async () => {
    const fake = provider.fake();
    const c = await makeCustomer(ctx);
    const { nick } = addBuyerWithTrades(fake, ['WAIT_BUYER_PAY']);
    const token = await linkAccount(ctx, fake, c.auth, nick);
    fake.failNext(1);
    expectError(await syncNow(ctx, c.auth, token.id), 503, 'taobao-sync-failed');
    const [t] = (await ctx.app.inject({ method: 'GET', url: '/api/TaobaoIntToken', headers: c.auth })).json();
    expect(t).toMatchObject({ status: 'active', lastSyncError: 'Không kết nối được Taobao, hệ thống sẽ thử lại' });
    expect((await syncNow(ctx, c.auth, token.id)).json()).toMatchObject({ imported: 1 });
  });
});

describe('who sees what', () => {
  it('another customer gets 404; staff with the permission see every order; other roles get 403', async () => {
    const fake = provider.fake();
    const [owner, other] = await Promise.all([makeCustomer(ctx), makeCustomer(ctx)]);
    const { nick } = addBuyerWithTrades(fake, ['WAIT_BUYER_PAY']);
    const token = await linkAccount(ctx, fake, owner.auth, nick);
    await syncNow(ctx, owner.auth, token.id);
    const [order] = (await orders(owner.auth)).items;
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/TaobaoIntOrder/${order!.id}`, headers: other.auth }),
      404,
    );
    expectError(await syncNow(ctx, other.auth, token.id), 404);
    expect((await orders(other.auth)).total).toBe(0);
    expect(
      (
        await ctx.app.inject({ method: 'GET', url: `/api/TaobaoIntOrder?tokenId=${token.id}`, headers: other.auth })
      ).json().total,
    ).toBe(0);

    const sales = await makeStaff(ctx, 'sales');
    const staffOne = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/TaobaoIntOrder/${order!.id}`,
      headers: sales.auth,
    });
    expect(staffOne.statusCode, staffOne.body).toBe(200);
    expect(staffOne.json().customer).toMatchObject({ id: owner.id });
    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/TaobaoIntOrder?q=${order!.platformOrderId}`,
      headers: admin,
    });
    expect(search.json().items.map((o: OrderJson) => o.id)).toEqual([order!.id]);
    // The customer's own answer carries no customer block.
    expect((await orders(owner.auth)).items[0]!.customer).toBeUndefined();

    // The order's chat thread (`taobao-{id}`): its customer talks, another customer gets 404.
    const thread = `taobao-${order!.id}`;
    const chat = await ctx.app.inject({ method: 'GET', url: `/api/Chat/${thread}?afterSeq=0`, headers: owner.auth });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.json().title).toMatch(/^Đơn Taobao Global TG\d{4}-\d{6}$/);
    const said = await ctx.app.inject({
      method: 'POST',
      url: `/api/Chat/${thread}`,
      headers: owner.auth,
      payload: { clientMessageId: crypto.randomUUID(), body: 'Đơn này bao giờ về kho ạ?' },
    });
    expect(said.statusCode, said.body).toBe(200);
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/Chat/${thread}?afterSeq=0`, headers: other.auth }),
      404,
    );

    const vn = await makeStaff(ctx, 'warehouse_vn');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/TaobaoIntOrder', headers: vn.auth }), 403);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/Admin/TaobaoIntOrder', headers: owner.auth }), 403);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/TaobaoIntOrder' }), 401);
  });

  it('refuses malformed input with 400', async () => {
    const c = await makeCustomer(ctx);
    for (const url of [
      '/api/TaobaoIntOrder?status=NOPE',
      '/api/TaobaoIntOrder?tokenId=-1',
      '/api/TaobaoIntOrder/abc',
    ]) {
      expectError(await ctx.app.inject({ method: 'GET', url, headers: c.auth }), 400);
    }
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/TaobaoIntToken', headers: c.auth, payload: { routeId: 'x' } }),
      400,
    );
  });
});

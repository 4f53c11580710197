/**
 * A local Taobao Open Platform (decision 0116) for the tests and the demo: node:http on 127.0.0.1
 * at a random port, speaking the same wire as top-client.ts (the REST gateway `/router/rest` with
 * its signing checks, OAuth `/authorize` and `/token`). It holds buyer accounts with orders in every
 * trade state; the tests (and nothing else) change an order's state, tracking numbers or refund
 * status, expire tokens or make the gateway fail through the returned handle. `/authorize` grants
 * at once as the buyer `authorizeAs` names (the demo has no Taobao login page to show).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { topSign, topTime } from './top-client.ts';

export interface FakeSubOrder {
  oid: string;
  title: string;
  skuProperties: string;
  quantity: number;
  /** Yuan as TOP writes them: `"25.00"`. */
  price: string;
  payment: string;
  image: string;
  refundStatus: string;
  refundId: string | null;
  invoiceNo: string | null;
  company: string;
}

export interface FakeTrade {
  tid: string;
  buyerId: string;
  status: string;
  sellerNick: string;
  totalFee: string;
  postFee: string;
  payment: string;
  created: Date;
  payTime: Date | null;
  modified: Date;
  orders: FakeSubOrder[];
}

export interface FakeRefund {
  refundId: string;
  tid: string;
  oid: string;
  status: string;
  refundFee: string;
  timeout: Date | null;
}

export interface FakeBuyer {
  id: string;
  nick: string;
}

export interface FakeTaobao {
  /** `http://127.0.0.1:{port}`: the gateway is `{url}/router/rest`, OAuth `{url}`. */
  url: string;
  appKey: string;
  appSecret: string;
  buyers: Map<string, FakeBuyer>;
  trades: Map<string, FakeTrade>;
  refunds: Map<string, FakeRefund>;
  /** The buyer `/authorize` grants as (its nick or id); default the first buyer. */
  authorizeAs: string | null;
  /** When set, `/authorize` answers the redirect with `error=access_denied`. */
  denyNext: boolean;
  /** Access token lifetime, seconds (default 1 day). */
  accessTtlSeconds: number;
  /** Calls answered by the gateway, by method (what the tests count). */
  calls: string[];
  addBuyer(nick: string, id?: string): FakeBuyer;
  addTrade(
    buyerNick: string,
    trade: Partial<Omit<FakeTrade, 'orders'>> & { orders?: Partial<FakeSubOrder>[] },
  ): FakeTrade;
  /** Moves a trade to `status` (touching `modified`); a shipped state gives each line a tracking number unless set. */
  setStatus(tid: string, status: string, trackingCode?: string): FakeTrade;
  /** Opens a refund on sub-order `oid` of trade `tid` (status WAIT_SELLER_AGREE), deadline in 3 days. */
  addRefund(tid: string, oid: string, refundFee: string): FakeRefund;
  /** Moves refund `refundId` to `status` (touching the trade's `modified`); a final state has no deadline. */
  setRefund(refundId: string, status: string): FakeRefund;
  /** Every access token issued so far stops working (`27 Invalid session`). */
  expireAccessTokens(): void;
  /** Every refresh token issued so far stops working (`invalid_grant`). */
  revokeRefreshTokens(): void;
  /** The next `n` gateway calls answer HTTP 503. */
  failNext(n: number): void;
  close(): Promise<void>;
}

const SHIPPED = new Set(['SELLER_CONSIGNED_PART', 'WAIT_BUYER_CONFIRM_GOODS', 'TRADE_FINISHED']);

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
/** A change's `modified`: now, and always a later second than before (TOP times are to the second). */
const touch = (t: FakeTrade) => {
  t.modified = new Date(Math.max(Date.now(), Math.floor(t.modified.getTime() / 1000) * 1000 + 1000));
};
const hours = (h: number) => new Date(Date.now() - h * 3600_000);

/**
 * The demo's buyer `tb_demo_buyer` with one order in each trade state (and one closed by Taobao)
 * plus a second unpaid one (two to pay together as one pay-on-behalf order), and a second buyer
 * `tb_second_buyer` with two orders.
 */
export function seedFakeTaobao(fake: FakeTaobao): void {
  fake.addBuyer('tb_demo_buyer', '2200000001');
  fake.addBuyer('tb_second_buyer', '2200000002');
  const line = (title: string, priceFen: number, quantity = 1, sku = '颜色分类:黑色') => ({
    title,
    price: yuan(priceFen),
    payment: yuan(priceFen * quantity),
    quantity,
    skuProperties: sku,
  });
  const states: [string, ReturnType<typeof line>[], number][] = [
    ['WAIT_BUYER_PAY', [line('Áo khoác gió nữ 2026 冬季外套', 15900), line('Khăn len 围巾', 3900, 2)], 2],
    ['WAIT_SELLER_SEND_GOODS', [line('Giày thể thao 运动鞋', 25900, 1, '尺码:40')], 30],
    ['SELLER_CONSIGNED_PART', [line('Bộ nồi inox 锅具', 19900), line('Thớt gỗ 砧板', 4500)], 50],
    ['WAIT_BUYER_CONFIRM_GOODS', [line('Tai nghe bluetooth 蓝牙耳机', 8900)], 80],
    ['TRADE_FINISHED', [line('Ốp điện thoại 手机壳', 1500, 3)], 200],
    ['TRADE_CLOSED', [line('Đèn bàn 台灯', 6900)], 120],
    ['TRADE_CLOSED_BY_TAOBAO', [line('Balo 双肩包', 9900)], 150],
  ];
  for (const [status, orders, ago] of states) {
    fake.addTrade('tb_demo_buyer', { status, orders, created: hours(ago), sellerNick: 'shop_demo_旗舰店' });
  }
  fake.addTrade('tb_demo_buyer', {
    status: 'WAIT_BUYER_PAY',
    orders: [line('Mũ len 毛线帽', 4900)],
    created: hours(5),
    sellerNick: 'shop_mu_帽子店',
  });
  fake.addTrade('tb_second_buyer', { status: 'WAIT_BUYER_PAY', orders: [line('Cốc giữ nhiệt 保温杯', 5900)] });
  fake.addTrade('tb_second_buyer', { status: 'WAIT_BUYER_CONFIRM_GOODS', orders: [line('Sạc dự phòng 充电宝', 9900)] });
}

/** Starts the fake on 127.0.0.1 at a free port; empty unless `seed` (seedFakeTaobao). */
export async function startFakeTaobao(
  opts: { appKey?: string; appSecret?: string; seed?: boolean } = {},
): Promise<FakeTaobao> {
  const appKey = opts.appKey ?? 'fake-app-key';
  const appSecret = opts.appSecret ?? randomBytes(16).toString('hex');
  const codes = new Map<string, { buyerId: string; redirectUri: string; expires: number }>();
  const access = new Map<string, { buyerId: string; expires: number }>();
  const refresh = new Map<string, string>();
  let failing = 0;
  let seq = 0;
  const nextId = (base: number) => String(base + ++seq);

  function issue(buyerId: string) {
    const token = `at_${randomBytes(12).toString('hex')}`;
    const refreshToken = `rt_${randomBytes(12).toString('hex')}`;
    access.set(token, { buyerId, expires: Date.now() + fake.accessTtlSeconds * 1000 });
    refresh.set(refreshToken, buyerId);
    const buyer = fake.buyers.get(buyerId)!;
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: fake.accessTtlSeconds,
      refresh_token: refreshToken,
      re_expires_in: 30 * 86400,
      taobao_user_id: buyer.id,
      taobao_user_nick: encodeURIComponent(buyer.nick),
    };
  }

  const tradeJson = (t: FakeTrade) => ({
    tid: Number(t.tid),
    status: t.status,
    seller_nick: t.sellerNick,
    total_fee: t.totalFee,
    post_fee: t.postFee,
    payment: t.payment,
    created: topTime(t.created),
    pay_time: t.payTime ? topTime(t.payTime) : undefined,
    modified: topTime(t.modified),
    orders: {
      order: t.orders.map((o) => ({
        oid: Number(o.oid),
        title: o.title,
        sku_properties_name: o.skuProperties,
        num: o.quantity,
        price: o.price,
        payment: o.payment,
        pic_path: o.image,
        refund_status: o.refundStatus,
        refund_id: o.refundId ?? undefined,
        invoice_no: o.invoiceNo ?? undefined,
        logistics_company: o.invoiceNo ? o.company : undefined,
      })),
    },
  });

  const topError = (res: ServerResponse, code: number, msg: string, sub?: string) =>
    json(res, 200, { error_response: { code, msg, sub_code: sub, request_id: randomBytes(6).toString('hex') } });

  async function gateway(req: IncomingMessage, res: ServerResponse) {
    if (failing > 0) {
      failing -= 1;
      return json(res, 503, { error: 'unavailable' });
    }
    const p = await readForm(req);
    if (p.app_key !== appKey) return topError(res, 29, 'Invalid app Key', 'isv.appkey-not-exists');
    if (p.v !== '2.0' || p.format !== 'json') return topError(res, 41, 'Invalid arguments', 'isv.invalid-parameter');
    if (p.sign_method !== 'hmac-sha256' && p.sign_method !== 'md5') {
      return topError(res, 32, 'Invalid signature method', 'isv.invalid-signature-method');
    }
    const ts = new Date(`${(p.timestamp ?? '').replace(' ', 'T')}+08:00`).getTime();
    if (!Number.isFinite(ts) || Math.abs(Date.now() - ts) > 10 * 60_000) {
      return topError(res, 31, 'Invalid timestamp', 'isv.invalid-timestamp');
    }
    if (!p.sign || topSign(p, appSecret, p.sign_method) !== p.sign) {
      return topError(res, 25, 'Invalid signature', 'isv.invalid-signature');
    }
    const session = access.get(p.session ?? '');
    if (!session || session.expires <= Date.now()) return topError(res, 27, 'Invalid session', 'invalid-sessionkey');
    fake.calls.push(p.method ?? '');
    const mine = (t: FakeTrade | undefined) => (t && t.buyerId === session.buyerId ? t : undefined);
    switch (p.method) {
      case 'taobao.trades.bought.get': {
        const since = new Date(`${(p.start_created ?? '1970-01-01 00:00:00').replace(' ', 'T')}+08:00`);
        const page = Math.max(1, Number(p.page_no ?? 1));
        const size = Math.min(100, Math.max(1, Number(p.page_size ?? 40)));
        const all = [...fake.trades.values()]
          .filter((t) => t.buyerId === session.buyerId && t.created >= since)
          .sort((a, b) => b.created.getTime() - a.created.getTime() || Number(b.tid) - Number(a.tid));
        const slice = all.slice((page - 1) * size, page * size);
        return json(res, 200, {
          trades_bought_get_response: {
            trades: { trade: slice.map(tradeJson) },
            total_results: all.length,
            has_next: page * size < all.length,
          },
        });
      }
      case 'taobao.trade.fullinfo.get': {
        const t = mine(fake.trades.get(p.tid ?? ''));
        if (!t) return topError(res, 15, 'Remote service error', 'isv.trade-not-exist');
        return json(res, 200, { trade_fullinfo_get_response: { trade: tradeJson(t) } });
      }
      case 'taobao.refund.get': {
        const r = fake.refunds.get(p.refund_id ?? '');
        if (!r || !mine(fake.trades.get(r.tid)))
          return topError(res, 15, 'Remote service error', 'isv.refund-not-exist');
        return json(res, 200, {
          refund_get_response: {
            refund: {
              refund_id: Number(r.refundId),
              tid: Number(r.tid),
              oid: Number(r.oid),
              status: r.status,
              refund_fee: r.refundFee,
              timeout: r.timeout ? topTime(r.timeout) : undefined,
            },
          },
        });
      }
      default:
        return topError(res, 22, 'Invalid method', 'isv.method-not-exist');
    }
  }

  function authorize(url: URL, res: ServerResponse) {
    const redirect = url.searchParams.get('redirect_uri');
    const state = url.searchParams.get('state') ?? '';
    if (url.searchParams.get('client_id') !== appKey || !redirect || url.searchParams.get('response_type') !== 'code') {
      return json(res, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirect);
    back.searchParams.set('state', state);
    if (fake.denyNext) {
      fake.denyNext = false;
      back.searchParams.set('error', 'access_denied');
    } else {
      const who = fake.authorizeAs;
      const buyer =
        [...fake.buyers.values()].find((b) => b.nick === who || b.id === who) ?? [...fake.buyers.values()][0];
      if (!buyer) return json(res, 400, { error: 'no_buyer' });
      const code = randomBytes(10).toString('hex');
      codes.set(code, { buyerId: buyer.id, redirectUri: redirect, expires: Date.now() + 5 * 60_000 });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const p = await readForm(req);
    if (p.client_id !== appKey || p.client_secret !== appSecret) return json(res, 401, { error: 'invalid_client' });
    if (p.grant_type === 'authorization_code') {
      const c = codes.get(p.code ?? '');
      codes.delete(p.code ?? '');
      if (!c || c.expires <= Date.now() || c.redirectUri !== p.redirect_uri) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'code is invalid or used' });
      }
      return json(res, 200, issue(c.buyerId));
    }
    if (p.grant_type === 'refresh_token') {
      const buyerId = refresh.get(p.refresh_token ?? '');
      if (!buyerId) return json(res, 400, { error: 'invalid_grant', error_description: 'refresh_token is invalid' });
      refresh.delete(p.refresh_token ?? '');
      return json(res, 200, issue(buyerId));
    }
    return json(res, 400, { error: 'unsupported_grant_type' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const handle = async () => {
      if (req.method === 'POST' && url.pathname === '/router/rest') return gateway(req, res);
      if (req.method === 'GET' && url.pathname === '/authorize') return authorize(url, res);
      if (req.method === 'POST' && url.pathname === '/token') return token(req, res);
      return json(res, 404, { error: 'not_found' });
    };
    handle().catch(() => json(res, 500, { error: 'fake failure' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeTaobao = {
    url: `http://127.0.0.1:${port}`,
    appKey,
    appSecret,
    buyers: new Map(),
    trades: new Map(),
    refunds: new Map(),
    authorizeAs: null,
    denyNext: false,
    accessTtlSeconds: 86_400,
    calls: [],
    addBuyer(nick, id) {
      const buyer = { id: id ?? nextId(2_200_000_000), nick };
      fake.buyers.set(buyer.id, buyer);
      return buyer;
    },
    addTrade(buyerNick, t) {
      const buyer = [...fake.buyers.values()].find((b) => b.nick === buyerNick);
      if (!buyer) throw new Error(`no fake buyer ${buyerNick}`);
      const tid = t.tid ?? nextId(3_100_000_000_000);
      const status = t.status ?? 'WAIT_BUYER_PAY';
      const orders: FakeSubOrder[] = (t.orders ?? [{}]).map((o, i) => ({
        oid: o.oid ?? `${tid}${i + 1}`,
        title: o.title ?? 'Sản phẩm mẫu',
        skuProperties: o.skuProperties ?? '',
        quantity: o.quantity ?? 1,
        price: o.price ?? '10.00',
        payment: o.payment ?? o.price ?? '10.00',
        image: o.image ?? '',
        refundStatus: o.refundStatus ?? 'NO_REFUND',
        refundId: o.refundId ?? null,
        invoiceNo: o.invoiceNo ?? (SHIPPED.has(status) ? `YT${tid.slice(-8)}${i + 1}` : null),
        company: o.company ?? '圆通速递',
      }));
      const goods = orders.reduce((s, o) => s + Math.round(Number(o.payment) * 100), 0);
      const post = Math.round(Number(t.postFee ?? '8.00') * 100);
      const created = t.created ?? new Date();
      const trade: FakeTrade = {
        tid,
        buyerId: buyer.id,
        status,
        sellerNick: t.sellerNick ?? 'shop_mau',
        totalFee: t.totalFee ?? yuan(goods),
        postFee: yuan(post),
        payment: t.payment ?? yuan(goods + post),
        created,
        payTime: t.payTime ?? (status === 'WAIT_BUYER_PAY' ? null : new Date(created.getTime() + 60_000)),
        modified: t.modified ?? created,
        orders,
      };
      fake.trades.set(tid, trade);
      return trade;
    },
    setStatus(tid, status, trackingCode) {
      const t = fake.trades.get(tid);
      if (!t) throw new Error(`no fake trade ${tid}`);
      t.status = status;
      touch(t);
      if (status !== 'WAIT_BUYER_PAY' && !t.payTime) t.payTime = new Date();
      t.orders.forEach((o, i) => {
        if (trackingCode) o.invoiceNo = trackingCode;
        else if (SHIPPED.has(status) && !o.invoiceNo) o.invoiceNo = `YT${tid.slice(-8)}${i + 1}`;
      });
      return t;
    },
    addRefund(tid, oid, refundFee) {
      const line = fake.trades.get(tid)?.orders.find((o) => o.oid === oid);
      if (!line) throw new Error(`no fake line ${tid}/${oid}`);
      const refund: FakeRefund = {
        refundId: nextId(4_100_000_000_000),
        tid,
        oid,
        status: 'WAIT_SELLER_AGREE',
        refundFee,
        timeout: new Date(Date.now() + 3 * 86_400_000),
      };
      fake.refunds.set(refund.refundId, refund);
      line.refundStatus = refund.status;
      line.refundId = refund.refundId;
      touch(fake.trades.get(tid)!);
      return refund;
    },
    setRefund(refundId, status) {
      const r = fake.refunds.get(refundId);
      if (!r) throw new Error(`no fake refund ${refundId}`);
      r.status = status;
      const trade = fake.trades.get(r.tid);
      const line = trade?.orders.find((o) => o.oid === r.oid);
      if (line) line.refundStatus = status;
      if (trade) touch(trade);
      if (status === 'SUCCESS' || status === 'CLOSED') r.timeout = null;
      return r;
    },
    expireAccessTokens() {
      for (const v of access.values()) v.expires = 0;
    },
    revokeRefreshTokens() {
      refresh.clear();
    },
    failNext(n) {
      failing = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  if (opts.seed) seedFakeTaobao(fake);
  return fake;
}

/**
 * The Taobao Open Platform (TOP) client (decision 0116): the REST gateway (`/router/rest`, POST
 * form) with the system parameters `method`, `app_key`, `timestamp` (`yyyy-MM-dd HH:mm:ss`, China
 * time), `v=2.0`, `format=json`, `sign_method`, `session`, and `sign`: the parameters other than
 * `sign` with a non-empty value, sorted by name, concatenated as name+value; HMAC-SHA-256 keyed with
 * the app secret (`hmac-sha256`), or MD5 of secret+string+secret (`md5`), upper-case hex. OAuth 2 at
 * `{oauth}/authorize` and `{oauth}/token` (grant types `authorization_code`, `refresh_token`).
 * APIs: `taobao.trades.bought.get` (the buyer's orders, paged, `start_created`),
 * `taobao.trade.fullinfo.get` (one order with its sub-orders, `invoice_no`/`logistics_company` per
 * line) and `taobao.refund.get`. Yuan amounts (`"12.50"`) become integer fen. Every call has a
 * timeout (AbortSignal.timeout).
 */
import { createHash, createHmac } from 'node:crypto';
import {
  ProviderError,
  type ProviderOrder,
  type ProviderOrderPage,
  type ProviderRefund,
  type ProviderTokens,
  type TaobaoGlobalProvider,
} from './taobao-provider.ts';

export type SignMethod = 'hmac-sha256' | 'md5';

export interface TopClientOptions {
  appKey: string;
  appSecret: string;
  /** The REST gateway, e.g. `https://eco.taobao.com/router/rest`. */
  apiUrl: string;
  /** The OAuth base, e.g. `https://oauth.taobao.com`. */
  oauthUrl: string;
  signMethod?: SignMethod;
  timeoutMs?: number;
  /** The clock of `timestamp` (tests move it). */
  now?: () => Date;
}

/** The `sign` of `params` (without `sign`) under `secret`: sorted name+value, upper-case hex. */
export function topSign(params: Record<string, string>, secret: string, method: SignMethod): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}${params[k]}`)
    .join('');
  const digest =
    method === 'md5'
      ? createHash('md5').update(`${secret}${text}${secret}`, 'utf8').digest('hex')
      : createHmac('sha256', secret).update(text, 'utf8').digest('hex');
  return digest.toUpperCase();
}

/** `yyyy-MM-dd HH:mm:ss` in China time (UTC+8), as TOP's `timestamp` and date parameters are written. */
export function topTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A TOP date (`2026-11-20 10:11:12`, China time) as a Date; null for none. */
export function parseTopTime(s: unknown): Date | null {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s)) return null;
  return new Date(`${s.replace(' ', 'T')}+08:00`);
}

/** `"12.5"` yuan → 1250 fen (no float rounding). */
export function yuanToFen(s: unknown): number {
  const text = typeof s === 'number' ? s.toFixed(2) : typeof s === 'string' ? s.trim() : '0';
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return 0;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

// Session errors of TOP (code 27 `Invalid session`, sub-codes `invalid-sessionkey`, `session-expired`).
const EXPIRED_CODES = new Set(['26', '27']);

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const list = (v: unknown, key: string): Json[] => {
  const inner = obj(v)[key];
  return Array.isArray(inner) ? (inner as Json[]) : [];
};

/** One TOP trade (`Trade` with `orders.order[]`) as a ProviderOrder. */
export function mapTrade(t: Json): ProviderOrder {
  const created = parseTopTime(t.created) ?? new Date(0);
  return {
    id: str(t.tid),
    status: str(t.status),
    sellerNick: str(t.seller_nick),
    totalFen: yuanToFen(t.total_fee),
    postFeeFen: yuanToFen(t.post_fee),
    paymentFen: yuanToFen(t.payment),
    createdAt: created,
    paidAt: parseTopTime(t.pay_time),
    modifiedAt: parseTopTime(t.modified) ?? created,
    subOrders: list(t.orders, 'order').map((o) => ({
      id: str(o.oid),
      title: str(o.title),
      skuProperties: str(o.sku_properties_name),
      quantity: Number(o.num ?? 1) || 1,
      priceFen: yuanToFen(o.price),
      paymentFen: yuanToFen(o.payment),
      imageUrl: str(o.pic_path),
      refundStatus: str(o.refund_status) || 'NO_REFUND',
      refundId: str(o.refund_id) || null,
      trackingCode: str(o.invoice_no) || null,
      company: str(o.logistics_company),
    })),
  };
}

const TRADE_FIELDS =
  'tid,status,payment,total_fee,post_fee,created,pay_time,modified,seller_nick,orders.oid,orders.title,orders.sku_properties_name,orders.num,orders.price,orders.payment,orders.pic_path,orders.refund_status,orders.refund_id,orders.invoice_no,orders.logistics_company';

/** The TOP client: one instance per app key. */
export function topClient(opts: TopClientOptions): TaobaoGlobalProvider {
  const signMethod = opts.signMethod ?? 'hmac-sha256';
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const now = opts.now ?? (() => new Date());

  async function post(url: string, form: Record<string, string>): Promise<Json> {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new ProviderError(`Taobao unreachable: ${(e as Error).message}`, 'unavailable');
    }
    const text = await res.text();
    let body: Json;
    try {
      body = obj(JSON.parse(text));
    } catch {
      throw new ProviderError(`Taobao answered ${res.status} without JSON`, 'unavailable');
    }
    if (res.status >= 500) throw new ProviderError(`Taobao answered ${res.status}`, 'unavailable');
    return body;
  }

  async function call(method: string, session: string, params: Record<string, string>): Promise<Json> {
    const form: Record<string, string> = {
      method,
      app_key: opts.appKey,
      timestamp: topTime(now()),
      v: '2.0',
      format: 'json',
      sign_method: signMethod,
      session,
      ...params,
    };
    form.sign = topSign(form, opts.appSecret, signMethod);
    const body = await post(opts.apiUrl, form);
    const error = obj(body.error_response);
    if (Object.keys(error).length > 0) {
      const code = str(error.code);
      const sub = str(error.sub_code);
      const message = `${method}: ${code} ${str(error.msg)} ${sub}`.trim();
      if (EXPIRED_CODES.has(code) || /session/i.test(sub)) throw new ProviderError(message, 'expired', code);
      // A remote service error is transient unless the service refused the call itself (`isv.*`:
      // e.g. `isv.refund-not-exist`), which asking again will not change.
      if (code === '15' && sub.startsWith('isv.')) throw new ProviderError(message, 'refused', code);
      if (code === '7' || code === '520' || code === '15') throw new ProviderError(message, 'unavailable', code);
      throw new ProviderError(message, 'refused', code);
    }
    return obj(body[`${method.replace(/^taobao\./, '').replaceAll('.', '_')}_response`]);
  }

  async function token(form: Record<string, string>): Promise<ProviderTokens> {
    const body = await post(`${opts.oauthUrl}/token`, {
      ...form,
      client_id: opts.appKey,
      client_secret: opts.appSecret,
    });
    if (typeof body.access_token !== 'string') {
      const expired = body.error === 'invalid_grant';
      throw new ProviderError(
        `token: ${str(body.error)} ${str(body.error_description)}`.trim(),
        expired ? 'expired' : 'refused',
        str(body.error),
      );
    }
    const at = now().getTime();
    const reIn = Number(body.re_expires_in ?? 0);
    return {
      accessToken: body.access_token,
      refreshToken: str(body.refresh_token),
      expiresAt: new Date(at + Number(body.expires_in ?? 0) * 1000),
      refreshExpiresAt: reIn > 0 ? new Date(at + reIn * 1000) : null,
      accountId: str(body.taobao_user_id),
      nick: decodeURIComponent(str(body.taobao_user_nick)),
    };
  }

  return {
    authorizeUrl(redirectUri, state) {
      const q = new URLSearchParams({
        response_type: 'code',
        client_id: opts.appKey,
        redirect_uri: redirectUri,
        state,
        view: 'wap',
      });
      return `${opts.oauthUrl}/authorize?${q}`;
    },
    exchangeCode: (code, redirectUri) => token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async listBuyerOrders(session, { since, page, pageSize }) {
      const r = await call('taobao.trades.bought.get', session, {
        fields: TRADE_FIELDS,
        start_created: topTime(since),
        page_no: String(page),
        page_size: String(pageSize),
        use_has_next: 'true',
      });
      return { orders: list(r.trades, 'trade').map(mapTrade), hasNext: r.has_next === true };
    },
    async orderDetail(session, orderId) {
      const r = await call('taobao.trade.fullinfo.get', session, { fields: TRADE_FIELDS, tid: orderId });
      return mapTrade(obj(r.trade));
    },
    async refundStatus(session, refundId): Promise<ProviderRefund> {
      const r = obj(
        (
          await call('taobao.refund.get', session, {
            fields: 'refund_id,tid,oid,status,refund_fee,timeout',
            refund_id: refundId,
          })
        ).refund,
      );
      return {
        id: str(r.refund_id),
        orderId: str(r.tid),
        subOrderId: str(r.oid),
        status: str(r.status),
        refundFen: yuanToFen(r.refund_fee),
        timeoutAt: parseTopTime(r.timeout),
      };
    },
  };
}

export type { ProviderOrderPage };

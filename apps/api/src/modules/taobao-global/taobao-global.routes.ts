/**
 * /api/TaobaoIntToken and /api/TaobaoIntOrder (customer), /api/Admin/TaobaoIntOrder (staff).
 * Declarations: @app/shared/contracts/taobao-global.endpoints. Without a configured provider every
 * endpoint answers 404 `taobao-global-not-configured` (the callback redirects with that flag).
 */
import {
  taobaoOrderEndpoints as orders,
  taobaoOrderPaymentEndpoints as payment,
  adminTaobaoOrderEndpoints as staff,
  taobaoTokenEndpoints as tokens,
} from '@app/shared/contracts/taobao-global.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import type { TaobaoGlobal } from './taobao.config.ts';
import { listTaobaoOrders, loadTaobaoOrder } from './taobao-order.service.ts';
import { listTaobaoRefunds, payTaobaoOrders, requestTaobaoRefund } from './taobao-payment.service.ts';
import { syncAccount } from './taobao-sync.service.ts';
import { completeLink, listTokens, loadToken, requireTaobao, revokeToken, startLink } from './taobao-token.service.ts';

export interface TaobaoRouteDeps {
  db: Db;
  taobao: TaobaoGlobal | null;
  /** "Đồng bộ ngay" calls per minute per client. */
  syncsPerMinute: number;
}

export function taobaoGlobalRoutes(app: FastifyInstance, { db, taobao, syncsPerMinute }: TaobaoRouteDeps): void {
  const on = () => requireTaobao(taobao);
  route(app, tokens.list, ({ actor }) => {
    on();
    return listTokens(db, actor);
  });
  route(app, tokens.start, ({ actor, body }) => startLink(db, on(), actor, body));
  route(app, tokens.callback, async ({ query, reply }) => {
    const target = taobao ? await completeLink(db, taobao, query) : '/taobaoIntToken?error=not-configured';
    reply.header('cache-control', 'no-store');
    return reply.redirect(target, 302) as never;
  });
  route(app, tokens.remove, ({ actor, params }) => revokeToken(db, on(), actor, params.id));
  route(
    app,
    tokens.sync,
    async ({ actor, params }) => {
      const tg = on();
      await loadToken(db, actor, params.id);
      const r = await syncAccount(db, tg, params.id);
      return { token: await loadToken(db, actor, params.id), ...r };
    },
    { config: { rateLimit: { max: syncsPerMinute, timeWindow: '1 minute' } } },
  );
  // Payment and refunds through pay-on-behalf (decision 0120).
  route(app, payment.pay, ({ actor, body, idempotencyKey }) => {
    on();
    return payTaobaoOrders(db, actor, body.ids, idempotencyKey);
  });
  route(app, payment.refund, ({ actor, params, body, idempotencyKey }) => {
    on();
    return requestTaobaoRefund(db, actor, params.id, body, idempotencyKey);
  });
  route(app, payment.refunds, ({ actor, query }) => {
    on();
    return listTaobaoRefunds(db, actor, query);
  });
  route(app, orders.list, ({ actor, query }) => {
    on();
    return listTaobaoOrders(db, actor, query);
  });
  route(app, orders.get, ({ actor, params }) => {
    on();
    return loadTaobaoOrder(db, actor, params.id);
  });
}

export function adminTaobaoGlobalRoutes(app: FastifyInstance, { db, taobao }: TaobaoRouteDeps): void {
  const on = () => requireTaobao(taobao);
  route(app, payment.staffRefunds, ({ actor, query }) => {
    on();
    return listTaobaoRefunds(db, actor, query);
  });
  route(app, staff.list, ({ actor, query }) => {
    on();
    return listTaobaoOrders(db, actor, query);
  });
  route(app, staff.get, ({ actor, params }) => {
    on();
    return loadTaobaoOrder(db, actor, params.id);
  });
}

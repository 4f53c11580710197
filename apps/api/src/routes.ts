/** Mounts every module's routes under /api. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Env } from './config/env.ts';
import type { Db } from './db/client.ts';
import { changeEventsOf } from './lib/change-events.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import type { AuthDeps } from './modules/auth/auth.service.ts';
import type { TokenSigner } from './modules/auth/tokens.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { adminExchangeRateRoutes } from './modules/exchange-rate/exchange-rate.routes.ts';
import { locationRoutes } from './modules/location/location.routes.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import { adminOrderRoutes } from './modules/purchase-order/purchase-order.admin-routes.ts';
import { orderRoutes } from './modules/purchase-order/purchase-order.routes.ts';
import type { ProfileCache } from './modules/user/profile-cache.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { adminRechargeRoutes, rechargeRoutes, transactionRoutes } from './modules/wallet/wallet.routes.ts';
import { warehouseRoutes } from './modules/warehouse/warehouse.routes.ts';

export interface RouteDeps {
  db: Db;
  env: Env;
  signer: TokenSigner;
  mailer: Mailer;
  profiles: ProfileCache;
}

export async function registerApiRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const auth: AuthDeps = {
    db,
    signer: deps.signer,
    mailer: deps.mailer,
    onSessionsRevoked: (ids) => {
      for (const id of ids) changeEventsOf(db).sessionRevoked(id);
    },
  };

  api.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );
  await api.register(authRoutes, {
    prefix: '/auth',
    deps: auth,
    secureCookies: deps.env.NODE_ENV === 'production',
    rateLimitPerMinute: deps.env.AUTH_RATE_LIMIT_PER_MINUTE,
  });
  await api.register(userRoutes, { prefix: '/CurrentUser', db, auth, profiles: deps.profiles });
  await api.register(locationRoutes, { prefix: '/Location' });
  await api.register(warehouseRoutes, { prefix: '/Warehouse', db });
  await api.register(productRoutes, { prefix: '/ChinaWebProduct' });
  await api.register(cartRoutes, { prefix: '/ShoppingCart', db });
  await api.register(addressRoutes, { prefix: '/Address', db });
  await api.register(orderRoutes, { prefix: '/OrderOrdering', db });
  await api.register(rechargeRoutes, { prefix: '/Wallet/Recharge', db });
  await api.register(transactionRoutes, { prefix: '/Transaction', db });
  await api.register(adminOrderRoutes, { prefix: '/Admin/OrderOrdering', db });
  await api.register(adminRechargeRoutes, { prefix: '/Admin/Recharge', db });
  await api.register(adminExchangeRateRoutes, { prefix: '/Admin/ExchangeRate', db });
}

/**
 * Mounts every module's routes under /api. Each module registers its endpoints from their
 * declarations (@app/shared/contracts/*.endpoints.ts) with lib/http/route.ts, so no path is written here.
 */
import { healthEndpoints } from '@app/shared/contracts/health.endpoints';
import type { FastifyInstance } from 'fastify';
import { type Env, staffTotpRequired } from './config/env.ts';
import type { Db } from './db/client.ts';
import { databaseReady } from './lib/db/readiness.ts';
import { route } from './lib/http/route.ts';
import type { LiveHub } from './lib/live/hub.ts';
import { AppError } from './lib/platform/app-error.ts';
import { changeEventsOf } from './lib/platform/change-events.ts';
import type { FileStorage } from './lib/platform/file-storage.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { adjustmentRoutes } from './modules/adjustment/adjustment.routes.ts';
import { adminAgencyRoutes, agencyRoutes } from './modules/agency/agency.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import type { AuthDeps } from './modules/auth/auth.service.ts';
import { userRoutes } from './modules/auth/profile.routes.ts';
import type { ProfileCache } from './modules/auth/profile-cache.ts';
import type { TokenSigner } from './modules/auth/tokens.ts';
import { totpRoutes } from './modules/auth/totp.routes.ts';
import { setStaffTotpRequired } from './modules/auth/totp-policy.service.ts';
import { bankAccountRoutes } from './modules/bank-account/bank-account.routes.ts';
import { bankTransferRoutes } from './modules/bank-transfer/bank-transfer.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { adminChatRoutes, chatRoutes } from './modules/chat/chat.routes.ts';
import { adminComplaintRoutes, complaintRoutes } from './modules/complaint/complaint.routes.ts';
import { adminConsignmentRoutes, consignmentRoutes } from './modules/consignment/consignment.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { customerRoutes } from './modules/customer/customer.routes.ts';
import { customerLevelRoutes } from './modules/customer-level/customer-level.routes.ts';
import { adminDeliveryRoutes, deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { exchangeRateRoutes } from './modules/exchange-rate/exchange-rate.routes.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { locationRoutes } from './modules/location/location.routes.ts';
import type { Mailer } from './modules/mail/mail.service.ts';
import { notificationRoutes } from './modules/notification/notification.routes.ts';
import { adminParcelRoutes, parcelRoutes } from './modules/parcel/parcel.routes.ts';
import type { PhotoUrls } from './modules/parcel/photo-urls.ts';
import {
  adminPayOnBehalfRoutes,
  agencyPayOnBehalfRoutes,
  payOnBehalfRoutes,
} from './modules/pay-on-behalf/pay-on-behalf.routes.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import type { ProductCatalog } from './modules/product/product-catalog.ts';
import { adminPurchaseOrderRoutes } from './modules/purchase-order/purchase-order.admin-routes.ts';
import { purchaseOrderRoutes } from './modules/purchase-order/purchase-order.routes.ts';
import { buyingRoutes } from './modules/purchase-order/purchase-order-buying.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes.ts';
import { settingRoutes } from './modules/setting/setting.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { staffCountsRoutes } from './modules/staff-counts/staff-counts.routes.ts';
import type { StaffCountsService } from './modules/staff-counts/staff-counts.service.ts';
import type { TaobaoGlobal } from './modules/taobao-global/taobao.config.ts';
import { adminTaobaoGlobalRoutes, taobaoGlobalRoutes } from './modules/taobao-global/taobao-global.routes.ts';
import { tariffRoutes } from './modules/tariff/tariff.routes.ts';
import { uploadRoutes } from './modules/upload/upload.routes.ts';
import { adminRechargeRoutes, walletRoutes } from './modules/wallet/wallet.routes.ts';
import { warehouseRoutes } from './modules/warehouse/warehouse.routes.ts';
import { warehouseAdminRoutes } from './modules/warehouse/warehouse-admin.routes.ts';
import { bagRoutes } from './modules/warehouse-ops/bag.routes.ts';
import { warehouseOpsRoutes } from './modules/warehouse-ops/warehouse-ops.routes.ts';
import { adminWithdrawalRoutes, withdrawalRoutes } from './modules/withdrawal/withdrawal.routes.ts';
import type { SessionCache } from './plugins/auth.ts';

export interface RouteDeps {
  db: Db;
  env: Env;
  signer: TokenSigner;
  mailer: Mailer;
  profiles: ProfileCache;
  staffCounts: StaffCountsService;
  /** The live connection's topics (lib/live/hub.ts). */
  live: LiveHub;
  /** Live sessions (plugins/auth.ts): the live socket checks its token as the HTTP auth does. */
  sessions: SessionCache;
  /** Signed addresses of parcel photos. */
  photos: PhotoUrls;
  /** Where uploaded photos are kept. */
  storage: FileStorage;
  /** The Taobao Global service, null when not configured (decision 0116). */
  taobao: TaobaoGlobal | null;
  /** The product-data provider, null when not configured (decision 0124). */
  productCatalog: ProductCatalog | null;
}

export function registerApiRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const auth: AuthDeps = {
    db,
    signer: deps.signer,
    mailer: deps.mailer,
    refreshGraceMs: deps.env.REFRESH_GRACE_SECONDS * 1000,
    onSessionsRevoked: (ids) => {
      for (const id of ids) changeEventsOf(db).sessionRevoked(id);
    },
  };

  route(api, healthEndpoints.get, () => ({ status: 'ok' as const }));
  route(api, healthEndpoints.ready, async () => {
    if (!(await databaseReady(db.$client, deps.env.READINESS_TIMEOUT_MS))) throw new AppError('service-unavailable');
    return { status: 'ok' as const };
  });
  authRoutes(api, {
    deps: auth,
    secureCookies: deps.env.NODE_ENV === 'production',
    rateLimitPerMinute: deps.env.AUTH_RATE_LIMIT_PER_MINUTE,
  });
  userRoutes(api, { db, auth, profiles: deps.profiles });
  setStaffTotpRequired(db, staffTotpRequired(deps.env));
  totpRoutes(api, { deps: auth });
  locationRoutes(api);
  warehouseRoutes(api, { db });
  productRoutes(api, {
    catalog: deps.productCatalog,
    lookupsPerMinute: deps.env.PRODUCT_LOOKUPS_PER_MINUTE,
    searchesPerMinute: deps.env.PRODUCT_SEARCHES_PER_MINUTE,
  });
  cartRoutes(api, { db });
  addressRoutes(api, { db });
  purchaseOrderRoutes(api, { db });
  walletRoutes(api, { db });
  settingRoutes(api, { db });
  auditRoutes(api, { db });
  adminPurchaseOrderRoutes(api, { db });
  buyingRoutes(api, { db });
  adminRechargeRoutes(api, { db });
  exchangeRateRoutes(api, { db });
  tariffRoutes(api, { db });
  warehouseAdminRoutes(api, { db });
  bankAccountRoutes(api, { db });
  customerRoutes(api, { db });
  staffRoutes(api, { db, mailer: deps.mailer, publicUrl: deps.env.PUBLIC_URL });
  customerLevelRoutes(api, { db });
  staffCountsRoutes(api, { counts: deps.staffCounts });
  const parcelDeps = {
    db,
    photos: deps.photos,
    storage: deps.storage,
    limits: {
      claimsPerMinute: deps.env.CLAIM_RATE_LIMIT_PER_MINUTE,
      uploadsPerMinute: deps.env.UPLOAD_RATE_LIMIT_PER_MINUTE,
    },
  };
  parcelRoutes(api, parcelDeps);
  adminParcelRoutes(api, parcelDeps);
  bagRoutes(api, { db });
  warehouseOpsRoutes(api, parcelDeps);
  deliveryRoutes(api, { db });
  adminDeliveryRoutes(api, { db });
  consignmentRoutes(api, {
    db,
    photos: deps.photos,
    rateLimitPerMinute: deps.env.AUTH_RATE_LIMIT_PER_MINUTE,
    declarationsPerMinute: deps.env.CLAIM_RATE_LIMIT_PER_MINUTE,
  });
  adminConsignmentRoutes(api, { db });
  contentRoutes(api, { db });
  uploadRoutes(api, { db, storage: deps.storage, uploadsPerMinute: deps.env.UPLOAD_RATE_LIMIT_PER_MINUTE });
  // Bank notifications (SePay, Casso) and their review queue (decision 0105).
  bankTransferRoutes(api, { db, env: deps.env });
  withdrawalRoutes(api, { db });
  // Taobao Global linked accounts and imported orders (decisions 0116, 0117).
  const taobaoDeps = { db, taobao: deps.taobao, syncsPerMinute: deps.env.CLAIM_RATE_LIMIT_PER_MINUTE };
  taobaoGlobalRoutes(api, taobaoDeps);
  adminTaobaoGlobalRoutes(api, taobaoDeps);
  adminWithdrawalRoutes(api, { db });
  payOnBehalfRoutes(api, { db });
  agencyPayOnBehalfRoutes(api, { db });
  adminPayOnBehalfRoutes(api, { db });
  // Adjustments and reconciliation (DESIGN.md §3.8, §3.12).
  adjustmentRoutes(api, { db });
  reconciliationRoutes(api, { db });
  complaintRoutes(api, { db });
  adminComplaintRoutes(api, { db });
  // Chat (DESIGN.md §3.11, decision 0112).
  chatRoutes(api, { db });
  adminChatRoutes(api, { db });
  notificationRoutes(api, { db });
  // Agents, their customers and commissions (DESIGN.md §3.10, decisions 0118 and 0119).
  agencyRoutes(api, { db, mailer: deps.mailer, publicUrl: deps.env.PUBLIC_URL });
  adminAgencyRoutes(api, { db });
  // Web Push devices and the VAPID key (decision 0111).
  pushRoutes(api, { db, env: deps.env });
  // The live connection GET /api/ws (decision 0113).
  liveRoutes(api, { db, env: deps.env, live: deps.live, signer: deps.signer, sessions: deps.sessions });
}

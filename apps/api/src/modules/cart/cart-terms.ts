/**
 * What the cart's landed-cost estimates are priced with (cart-estimate.ts), loaded once per cart:
 * the purchase rate, the fee terms an order placed now would get, and the route.
 */
import { routeShippingTariff } from '@app/shared/tariff-lookup';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { purchasePricingFor } from '../tariff/purchase-pricing.service.ts';
import { listWarehouses, routeTo } from '../warehouse/warehouse.service.ts';
import { listRoutes } from '../warehouse/warehouse-admin.service.ts';
import type { EstimateTerms } from './cart-estimate.ts';

/**
 * The route an estimate uses: `routeId` when it names an active route (else 400 `validation-error`
 * "Tuyến vận chuyển không hợp lệ"); otherwise the one an order takes by default: the order form
 * preselects the first active VN warehouse (lowest id), and placing routes to it through its first
 * active route (warehouse.service `routeTo`). Null when there is no such route.
 */
async function estimateRoute(db: Executor, routeId: number | undefined) {
  const routes = (await listRoutes(db)).filter((r) => r.active);
  if (routeId !== undefined) {
    const chosen = routes.find((r) => r.id === routeId);
    if (!chosen) throw new AppError('validation-error', 'Tuyến vận chuyển không hợp lệ hoặc đã ngừng hoạt động');
    return chosen;
  }
  const vn = (await listWarehouses(db, { activeOnly: true })).find((w) => w.country === 'VN');
  if (!vn) return undefined;
  const route = await routeTo(db, vn.id).catch(() => undefined);
  return route && routes.find((r) => r.id === route.id);
}

/**
 * Terms for `actor`'s cart at purchase rate `rate`; null when there is no rate or no tariff version
 * (the cart then shows no estimate). 400 for a bad `routeId`, checked first so it is refused even then.
 */
export async function estimateTerms(
  db: Executor,
  actor: Actor,
  rate: number | null,
  routeId: number | undefined,
): Promise<EstimateTerms | null> {
  const route = await estimateRoute(db, routeId);
  if (rate === null) return null;
  const pricing = await purchasePricingFor(db, actor.userId).catch((e: unknown) => {
    if (e instanceof AppError && e.id === 'tariff-missing') return null;
    throw e;
  });
  if (!pricing) return null;
  return {
    exchangeRate: rate,
    tariff: pricing.tariff,
    route: {
      id: route?.id ?? null,
      name: route ? `${route.fromName} → ${route.toName}` : null,
      tariff: routeShippingTariff(pricing.version.body, route?.id).tariff,
    },
  };
}

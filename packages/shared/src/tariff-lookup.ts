/**
 * Reading a tariff version (decision 0099): a route's shipping tariff out of one TariffShape. A route
 * the version prices none for uses the version's first route (lowest id), else DESIGN.md §4's Hà Nội
 * defaults, so an order on a new route is never priced at zero; the console warns about such routes.
 */
import type { TariffShape } from './contracts/tariff.ts';
import { defaultShippingTariffs, type ShippingTariff } from './shipping.ts';

/** The shipping tariff of route `routeId` in `body`, or the fallback above; `own` says which. */
export function routeShippingTariff(
  body: Pick<TariffShape, 'routeTariffs'>,
  routeId: number | null | undefined,
): { tariff: ShippingTariff; own: boolean } {
  const own = body.routeTariffs.find((r) => r.routeId === routeId);
  if (own) return { tariff: own.tariff, own: true };
  const first = [...body.routeTariffs].sort((a, b) => a.routeId - b.routeId)[0];
  return { tariff: first?.tariff ?? defaultShippingTariffs.hanoi, own: false };
}

/**
 * Tariff versions (decision 0099): the version in force prices what is priced now (an order when it
 * is placed, a parcel without an order when it is weighed); an order keeps the id of its version and
 * is priced by it to the end. Exchange rates stay in `exchange_rates` (the frozen-rate-per-order logic
 * reads them): a version's rates are written there when it is published, and every view of a version
 * shows the rates in force.
 */
import type { TariffShape } from '@app/shared/contracts/tariff';
import type { PurchaseFeeTariff } from '@app/shared/fees';
import type { ShippingTariff } from '@app/shared/shipping';
import { routeShippingTariff } from '@app/shared/tariff-lookup';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { ratesInForce } from '../exchange-rate/exchange-rate.service.ts';
import { findRoute } from '../warehouse/warehouse.service.ts';
import * as repo from './tariff.repository.ts';

/** A version as the calculators read it: its id (frozen on orders and parcels) and its numbers. */
export interface PricingTariff {
  id: number;
  body: TariffShape;
}

/** The version in force now; 409 `tariff-missing` when none was ever published. */
export async function tariffInForce(db: Executor): Promise<PricingTariff> {
  const row = await repo.findInForce(db);
  if (!row) throw new AppError('tariff-missing');
  return { id: row.id, body: row.body };
}

/** Version `id` (the one frozen on an order); the version in force if it is unknown. */
export async function tariffById(db: Executor, id: number | null | undefined): Promise<PricingTariff> {
  const row = id ? await repo.findById(db, id) : undefined;
  return row ? { id: row.id, body: row.body } : tariffInForce(db);
}

/** The purchase-order fee tariff of a version (shared/fees.ts). */
export function purchaseFeeTariffOf(t: PricingTariff): PurchaseFeeTariff {
  return t.body.purchase;
}

/**
 * The shipping tariff of the route CN `cnId` → VN `vnId` in version `t`; a route the version does
 * not price uses its first route's (shared/tariff-lookup.ts).
 */
export async function shippingTariffOf(
  db: Executor,
  t: PricingTariff,
  cnId: number,
  vnId: number,
): Promise<ShippingTariff> {
  const route = await findRoute(db, cnId, vnId);
  return routeShippingTariff(t.body, route?.id).tariff;
}

/**
 * `body` with the exchange rates in force (consignment falls back to purchase, as new consignment
 * orders do; decision 0062): what every view of a version shows.
 */
export async function withRatesInForce(db: Executor, body: TariffShape): Promise<TariffShape> {
  const rates = await ratesInForce(db);
  const purchase = rates.purchase ?? body.exchangeRates.purchase;
  return { ...body, exchangeRates: { purchase, consignment: rates.consignment ?? purchase } };
}

/** Writes version 1 when none exists (the seed of a fresh install), in force from now. */
export async function seedFirstVersion(db: Executor, body: TariffShape): Promise<void> {
  if (await repo.findInForce(db)) return;
  await repo.insertVersion(db, { body, effectiveFrom: await repo.dbNow(db), createdBy: null });
}

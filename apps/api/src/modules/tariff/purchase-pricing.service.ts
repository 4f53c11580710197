/**
 * The purchase-fee terms an order placed now gets (decisions 0099, 0100): the tariff version in force
 * and the customer's level (deposit share, service-fee discount). Placing an order and the cart's
 * landed-cost estimate both price with this, so the estimate is the order's own fee code.
 */
import type { PurchaseFeeTariff } from '@app/shared/fees';
import { type LevelPricing, tariffForLevel } from '@app/shared/level-pricing';
import type { Executor } from '../../db/client.ts';
import { levelPricingOf } from '../customer-level/customer-level.service.ts';
import { type PricingTariff, purchaseFeeTariffOf, tariffInForce } from './tariff.service.ts';

export interface PurchasePricing {
  /** The version in force (its id is frozen on the order). */
  version: PricingTariff;
  /** The customer's level now, or null when no level exists. */
  level: LevelPricing | null;
  /** The version's purchase-fee tariff with the level's terms applied. */
  tariff: PurchaseFeeTariff;
}

/** Terms for user `userId` now; 409 `tariff-missing` when no version was ever published. */
export async function purchasePricingFor(db: Executor, userId: number): Promise<PurchasePricing> {
  const level = await levelPricingOf(db, userId);
  const version = await tariffInForce(db);
  return { version, level, tariff: tariffForLevel(purchaseFeeTariffOf(version), level) };
}

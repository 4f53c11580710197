/**
 * A customer level's terms applied to the purchase tariff (decision 0100), kept apart from how the
 * tariff is loaded: the caller passes the tariff in force and the level; the fee calculator does
 * the rest. Quoted orders keep `quotedDepositBasisPoints` (100 %, DESIGN.md §3.1).
 */
import type { PurchaseFeeTariff } from './fees.ts';
import { formatNumber } from './money.ts';

/** What a level (or an order that froze it) changes in pricing, basis points. */
export interface LevelPricing {
  depositBasisPoints: number;
  serviceFeeDiscountBasisPoints: number;
  /** The level's name for the fee line's note; absent on an order repriced later. */
  levelName?: string;
}

/** `500`, `Bạc` → `Giảm 5% (hạng Bạc)`; without a name `Đã giảm 5%`. */
export function discountLabel(basisPoints: number, levelName?: string): string {
  const pct = `${formatNumber(basisPoints / 100)}%`;
  return levelName ? `Giảm ${pct} (hạng ${levelName})` : `Đã giảm ${pct}`;
}

/**
 * `tariff` with the level's deposit share and service-fee discount; `tariff` itself when `level` is
 * null (a customer before levels existed, or an order priced before them).
 */
export function tariffForLevel(tariff: PurchaseFeeTariff, level: LevelPricing | null): PurchaseFeeTariff {
  if (!level) return tariff;
  const { serviceFeeDiscountBasisPoints: bp } = level;
  return {
    ...tariff,
    depositBasisPoints: level.depositBasisPoints,
    serviceFeeDiscount: bp > 0 ? { basisPoints: bp, label: discountLabel(bp, level.levelName) } : undefined,
  };
}

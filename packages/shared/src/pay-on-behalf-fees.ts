/**
 * Pay-on-behalf (thanh toán hộ, DESIGN.md §4): the rate depends on the order's total in yuan, and a
 * fee of a percent of the đồng amount with a minimum. Money is integer fen and đồng, rounded half up.
 */
import { fenToVnd, percentOf } from './money.ts';

/** A pay-on-behalf tariff; every number is part of the tariff version an admin publishes (decision 0099). */
export interface PayOnBehalfTariff {
  /** Ascending. A tier applies when the total (fen) < `belowFen`; null = no upper bound. VND per CNY. */
  rateTiers: { belowFen: number | null; rate: number }[];
  /** 100 = 1 % of the amount in đồng. */
  feeBasisPoints: number;
  feeMinVnd: number;
}

/**
 * DESIGN.md §4: below ¥1,000 3,700 ₫/¥; ¥1,000–10,000 3,680; above 3,660; fee 1 %, at least 5,000 ₫.
 * A boundary total belongs to the tier above (exactly ¥1,000 → 3,680), as for the service fee.
 */
export const defaultPayOnBehalfTariff: PayOnBehalfTariff = {
  rateTiers: [
    { belowFen: 100_000, rate: 3_700 },
    { belowFen: 1_000_000, rate: 3_680 },
    { belowFen: null, rate: 3_660 },
  ],
  feeBasisPoints: 100,
  feeMinVnd: 5_000,
};

/** The rate (VND per CNY) for a pay-on-behalf total of `totalFen`. */
export function payOnBehalfRate(totalFen: number, tariff: PayOnBehalfTariff = defaultPayOnBehalfTariff): number {
  const tier = tariff.rateTiers.find((t) => t.belowFen === null || totalFen < t.belowFen);
  if (!tier) throw new RangeError('rateTiers must end with an unbounded tier');
  return tier.rate;
}

/** What paying `totalFen` costs: the amount at the tier's rate and the fee (max of % and minimum), in đồng. */
export function payOnBehalfCost(totalFen: number, tariff: PayOnBehalfTariff = defaultPayOnBehalfTariff) {
  const rate = payOnBehalfRate(totalFen, tariff);
  const amountVnd = fenToVnd(totalFen, rate);
  const feeVnd = totalFen === 0 ? 0 : Math.max(percentOf(amountVnd, tariff.feeBasisPoints), tariff.feeMinVnd);
  return { rate, amountVnd, feeVnd, totalVnd: amountVnd + feeVnd };
}

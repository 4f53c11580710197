/**
 * Words for tier rows (decision 0099): bounds read "below" (service fee, shipping, pay-on-behalf:
 * `Dưới 1.000.000 ₫`, `Từ 1.000.000 ₫ đến dưới 5.000.000 ₫`, `Từ 300.000.000 ₫ trở lên`) or "up to"
 * (counting: `1 – 5 cái`, `Trên 500 cái`), as DESIGN.md §4 states them.
 */
import { tariffMessages as t } from '../../messages-tariff.ts';

/** Labels of tiers bounded by "below" each bound; `fmt` writes a bound. */
export function belowLabels(bounds: (number | null)[], fmt: (v: number) => string): string[] {
  return bounds.map((b, i) => {
    const prev = i > 0 ? bounds[i - 1] : null;
    if (b === null) return prev == null ? t.from(fmt(0)) : t.from(fmt(prev));
    return prev == null ? t.below(fmt(b)) : t.between(fmt(prev), fmt(b));
  });
}

/** Labels of tiers bounded by "up to" each (inclusive) count. */
export function upToLabels(bounds: (number | null)[], fmt: (v: number) => string): string[] {
  return bounds.map((b, i) => {
    const prev = i > 0 ? bounds[i - 1] : null;
    if (b === null) return prev == null ? t.from(fmt(1)) : t.beyond(fmt(prev));
    return t.range(fmt(prev == null ? 1 : prev + 1), fmt(b));
  });
}

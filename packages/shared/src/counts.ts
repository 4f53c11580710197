/**
 * One wording for counts, everywhere in the PWA and the console (DESIGN.md §2 glossary):
 * "sản phẩm" counts distinct products (an order's or a cart's lines), "cái" counts units (the sum of
 * quantities). One product × 10 is "1 sản phẩm · 10 cái", never "10 sản phẩm".
 */
import { formatNumber } from './money.ts';

/** Distinct products (lines): `3` → `3 sản phẩm`. */
export function formatProductCount(lines: number): string {
  return `${formatNumber(lines)} sản phẩm`;
}

/** Units (Σ quantity): `10` → `10 cái`. */
export function formatUnitCount(units: number): string {
  return `${formatNumber(units)} cái`;
}

/** Both, products first: `(1, 10)` → `1 sản phẩm · 10 cái`; just the products when they are equal units. */
export function formatProductsAndUnits(lines: number, units: number): string {
  if (lines === units) return formatProductCount(lines);
  return `${formatProductCount(lines)} · ${formatUnitCount(units)}`;
}

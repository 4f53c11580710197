/**
 * A cart shop group's landed-cost estimate (what ordering it would cost, delivered to the VN
 * warehouse), priced by the order's own fee code: calculatePurchaseFees for goods and service fee
 * (the terms an order placed now gets, tariff/purchase-pricing.service.ts), domesticShippingFeeLine for the
 * China domestic shipping (as repricing after buying does), and the route's shipping tariff for the
 * international line (shipping.ts). Pure: the caller loads rate, tariff and route.
 */
import type { LandedEstimate } from '@app/shared/contracts/cart';
import type { FeeLine } from '@app/shared/contracts/purchase-order';
import { calculatePurchaseFees, domesticShippingFeeLine, type PurchaseFeeTariff } from '@app/shared/fees';
import { formatNumber, formatVnd } from '@app/shared/money';
import {
  chargeableWeightKg10,
  internationalShippingFeeVnd,
  perKgRateVnd,
  type ShippingTariff,
} from '@app/shared/shipping';
import { categoryGramsPerUnit, type WeightCategory } from '@app/shared/weight-categories';
import type { CartItemRow } from './cart.repository.ts';

/** What an estimate is priced with: the purchase rate (₫/¥), the customer's fee terms, the route. */
export interface EstimateTerms {
  exchangeRate: number;
  tariff: PurchaseFeeTariff;
  route: { id: number | null; name: string | null; tariff: ShippingTariff };
}

/** The shop group's China domestic shipping, fen, and whether the customer entered it. */
export interface GroupShipping {
  fen: number;
  entered: boolean;
}

type WeightSource = 'customer' | 'provider' | 'category';

/**
 * Weight of one unit of a line, grams: the customer's own, else the provider's (kept in the line's
 * snapshot), else the grams of the category the customer picked (the default category's when none).
 */
export function unitWeightOf(row: Pick<CartItemRow, 'weightGrams' | 'snapshot' | 'weightCategory'>): {
  grams: number;
  source: WeightSource;
} {
  if (row.weightGrams !== null) return { grams: row.weightGrams, source: 'customer' };
  const provider = row.snapshot?.weightGrams ?? null;
  if (provider !== null) return { grams: provider, source: 'provider' };
  return { grams: categoryGramsPerUnit(row.weightCategory as WeightCategory | null), source: 'category' };
}

/**
 * The group's China domestic shipping: what the customer entered, else the highest the lines were
 * added with (the shop charges one shipping per order), else 0.
 */
export function groupShipping(rows: Pick<CartItemRow, 'domesticShippingFen'>[], enteredFen: number | undefined) {
  if (enteredFen !== undefined) return { fen: enteredFen, entered: true };
  return { fen: Math.max(0, ...rows.map((r) => r.domesticShippingFen ?? 0)), entered: false };
}

/** The estimate of one shop group `rows` (same site and shop), in đồng; each line notes its rule. */
export function estimateGroup(rows: CartItemRow[], shipping: GroupShipping, terms: EstimateTerms): LandedEstimate {
  const fees = calculatePurchaseFees({
    lines: rows,
    exchangeRate: terms.exchangeRate,
    options: { counting: false, woodenCrate: false, insurance: false },
    needsQuote: rows.some((r) => r.needsQuote || r.productId === null),
    tariff: terms.tariff,
  });
  const lines: FeeLine[] = fees.lines.filter((l) => l.kind === 'goods' || l.kind === 'service');
  const shippingNote = shipping.entered ? 'Khách nhập' : shipping.fen > 0 ? 'Theo trang shop' : 'Chưa nhập';
  lines.push(domesticShippingFeeLine(shipping.fen, terms.exchangeRate, shippingNote));

  let weightGrams = 0;
  const sources = new Set<WeightSource>();
  for (const row of rows) {
    const w = unitWeightOf(row);
    weightGrams += w.grams * row.quantity;
    sources.add(w.source);
  }
  const kg10 = chargeableWeightKg10({ weightGrams, lengthCm: 0, widthCm: 0, heightCm: 0 });
  const pending = fees.lines.find((l) => l.kind === 'international_shipping');
  const routeName = terms.route.name ? `, tuyến ${terms.route.name}` : '';
  lines.push({
    kind: 'international_shipping',
    label: pending?.label ?? 'Phí vận chuyển TQ – VN',
    amountVnd: internationalShippingFeeVnd({ chargeableKg10: kg10 }, terms.route.tariff),
    note: `Ước tính ${formatNumber(kg10 / 10)} kg × ${formatVnd(perKgRateVnd(kg10, terms.route.tariff))}/kg${routeName}`,
  });

  return {
    routeId: terms.route.id,
    routeName: terms.route.name,
    weightGrams,
    weightSource: sources.size === 1 ? [...sources][0]! : 'mixed',
    lines,
    totalVnd: lines.reduce((sum, l) => sum + (l.amountVnd ?? 0), 0),
  };
}

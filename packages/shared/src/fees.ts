/**
 * Purchase-order fee calculator (DESIGN.md §4). Every amount is an integer: VND in đồng, CNY in
 * fen; every fee line is rounded to whole đồng half up in integer arithmetic (money.ts).
 */
import type { FeeLine, OrderOptions } from './contracts/purchase-order.ts';
import { divRoundHalfUp, fenToVnd, formatFen, formatNumber, formatVnd, percentOf } from './money.ts';

/** A purchase-fee tariff; every number is a row an admin can change (DESIGN.md §4). */
export interface PurchaseFeeTariff {
  /** Ascending. A tier applies when goods value (VND) < `belowVnd`; null = no upper bound. */
  serviceFeeTiers: { belowVnd: number | null; basisPoints: number }[];
  serviceFeeMinVnd: number;
  /** Ascending. A tier applies when the order's total item count ≤ `maxItems`; null = no upper bound. */
  countingFeeTiers: { maxItems: number | null; perItemVnd: number }[];
  insuranceBasisPoints: number;
  /** 7000 = 70 %, of (goods + service fee). */
  depositBasisPoints: number;
  /** 10000 for orders that needed a quote (DESIGN.md §3.1). */
  quotedDepositBasisPoints: number;
  woodenCrate: { firstKgFen: number; nextKgFen: number };
  /**
   * The customer level's cut off the service fee (decision 0100), taken after the minimum; `label`
   * names it on the service-fee line ("Giảm 5% (hạng Bạc)"). Absent: no discount.
   */
  serviceFeeDiscount?: { basisPoints: number; label: string };
}

/**
 * DESIGN.md §4 defaults. Boundary choice: "1–5 M → 2.5 %" reads as 1,000,000 ≤ goods < 5,000,000,
 * so a boundary value belongs to the tier above it (exactly 1,000,000 → 2.5 %, exactly 300,000,000
 * → 1 %). Counting tiers are inclusive item ranges: 5 items → 5,000/item, 6 → 3,500/item.
 */
export const defaultPurchaseFeeTariff: PurchaseFeeTariff = {
  serviceFeeTiers: [
    { belowVnd: 1_000_000, basisPoints: 300 },
    { belowVnd: 5_000_000, basisPoints: 250 },
    { belowVnd: 50_000_000, basisPoints: 200 },
    { belowVnd: 300_000_000, basisPoints: 150 },
    { belowVnd: null, basisPoints: 100 },
  ],
  serviceFeeMinVnd: 10_000,
  countingFeeTiers: [
    { maxItems: 5, perItemVnd: 5_000 },
    { maxItems: 20, perItemVnd: 3_500 },
    { maxItems: 100, perItemVnd: 2_000 },
    { maxItems: 500, perItemVnd: 1_500 },
    { maxItems: null, perItemVnd: 1_000 },
  ],
  insuranceBasisPoints: 300,
  depositBasisPoints: 7_000,
  quotedDepositBasisPoints: 10_000,
  woodenCrate: { firstKgFen: 2_000, nextKgFen: 100 },
};

export interface PurchaseFeeInput {
  /** Unit price in fen (integer ≥ 0) and quantity (integer ≥ 1). */
  lines: { unitPriceFen: number; quantity: number }[];
  /** VND per CNY, positive integer, frozen on the order. */
  exchangeRate: number;
  options: OrderOptions;
  /** Orders that needed a quote pay `quotedDepositBasisPoints` (100 %) up front. */
  needsQuote?: boolean;
  tariff?: PurchaseFeeTariff;
}

export interface PurchaseFees {
  goodsFen: number;
  goodsVnd: number;
  serviceFeeBasisPoints: number;
  serviceFeeVnd: number;
  countingFeeVnd: number;
  insuranceFeeVnd: number;
  /** service + counting + insurance. */
  feesVnd: number;
  /** goods + fees. */
  totalVnd: number;
  /** depositBasisPoints of (goods + service fee). */
  depositDueVnd: number;
  lines: FeeLine[];
}

const pendingNote = 'Tính khi hàng về kho';

function assertInteger(value: number, name: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} must be an integer ≥ ${min}`);
}

/** `300` → `3%`, `250` → `2,5%` (vi-VN decimal comma). */
function percentLabel(basisPoints: number): string {
  return `${formatNumber(basisPoints / 100)}%`;
}

/** Service-fee rate for a goods value: the first tier whose `belowVnd` is above it (DESIGN.md §4). */
export function serviceFeeBasisPoints(goodsVnd: number, tariff: PurchaseFeeTariff = defaultPurchaseFeeTariff): number {
  const tier = tariff.serviceFeeTiers.find((t) => t.belowVnd === null || goodsVnd < t.belowVnd);
  if (!tier) throw new RangeError('serviceFeeTiers must end with an unbounded tier');
  return tier.basisPoints;
}

/** Counting fee per item for an order's total item count (DESIGN.md §4). */
export function countingFeePerItemVnd(items: number, tariff: PurchaseFeeTariff = defaultPurchaseFeeTariff): number {
  const tier = tariff.countingFeeTiers.find((t) => t.maxItems === null || items <= t.maxItems);
  if (!tier) throw new RangeError('countingFeeTiers must end with an unbounded tier');
  return tier.perItemVnd;
}

/**
 * Fees of one purchase order (one shop) before its parcels are weighed (DESIGN.md §4):
 * goods = fenToVnd(Σ unitPriceFen × quantity, rate), converted once on the total;
 * service fee = max(tier % of goods, minimum) (no fee for an empty order), less the tariff's level
 *   discount when it has one (decision 0100: the discount comes after the minimum);
 * counting = items × per-item price of the tier for the total count (only if chosen);
 * insurance = 3 % of goods (only if chosen); deposit = 70 % (100 % when quoted) of goods + service.
 * Shipping and wooden crate lines have `amountVnd: null` ("Tính khi hàng về kho").
 * Throws RangeError for non-integer or negative prices, quantities < 1 or a rate < 1.
 */
export function calculatePurchaseFees(input: PurchaseFeeInput): PurchaseFees {
  const tariff = input.tariff ?? defaultPurchaseFeeTariff;
  assertInteger(input.exchangeRate, 'exchangeRate', 1);
  let goodsFen = 0;
  let items = 0;
  for (const line of input.lines) {
    assertInteger(line.unitPriceFen, 'unitPriceFen', 0);
    assertInteger(line.quantity, 'quantity', 1);
    goodsFen += line.unitPriceFen * line.quantity;
    items += line.quantity;
  }
  assertInteger(goodsFen, 'goodsFen', 0);
  const goodsVnd = fenToVnd(goodsFen, input.exchangeRate);

  const serviceBp = serviceFeeBasisPoints(goodsVnd, tariff);
  const fullServiceFeeVnd = goodsVnd === 0 ? 0 : Math.max(percentOf(goodsVnd, serviceBp), tariff.serviceFeeMinVnd);
  const discount = tariff.serviceFeeDiscount;
  const serviceFeeVnd = fullServiceFeeVnd - (discount ? percentOf(fullServiceFeeVnd, discount.basisPoints) : 0);
  const perItemVnd = countingFeePerItemVnd(items, tariff);
  const countingFeeVnd = input.options.counting ? items * perItemVnd : 0;
  const insuranceFeeVnd = input.options.insurance ? percentOf(goodsVnd, tariff.insuranceBasisPoints) : 0;
  const feesVnd = serviceFeeVnd + countingFeeVnd + insuranceFeeVnd;
  const depositBp = input.needsQuote ? tariff.quotedDepositBasisPoints : tariff.depositBasisPoints;

  const lines: FeeLine[] = [
    {
      kind: 'goods',
      label: 'Tiền hàng',
      amountVnd: goodsVnd,
      note: `${formatFen(goodsFen)} × tỷ giá ${formatNumber(input.exchangeRate)}`,
    },
    {
      kind: 'service',
      label: 'Phí mua hàng',
      amountVnd: serviceFeeVnd,
      note: `${percentLabel(serviceBp)} giá trị hàng, tối thiểu ${formatVnd(tariff.serviceFeeMinVnd)}${discount?.basisPoints ? `; ${discount.label}` : ''}`,
    },
  ];
  if (input.options.counting) {
    const note = `${formatNumber(items)} cái × ${formatVnd(perItemVnd)}`;
    lines.push({ kind: 'counting', label: 'Phí kiểm đếm', amountVnd: countingFeeVnd, note });
  }
  if (input.options.insurance) {
    const note = `${percentLabel(tariff.insuranceBasisPoints)} giá trị hàng`;
    lines.push({ kind: 'insurance', label: 'Phí bảo hiểm', amountVnd: insuranceFeeVnd, note });
  }
  lines.push({ kind: 'international_shipping', label: 'Phí vận chuyển TQ – VN', amountVnd: null, note: pendingNote });
  if (input.options.woodenCrate) {
    lines.push({ kind: 'wooden_crate', label: 'Phí đóng gỗ', amountVnd: null, note: pendingNote });
  }

  return {
    goodsFen,
    goodsVnd,
    serviceFeeBasisPoints: serviceBp,
    serviceFeeVnd,
    countingFeeVnd,
    insuranceFeeVnd,
    feesVnd,
    totalVnd: goodsVnd + feesVnd,
    depositDueVnd: percentOf(goodsVnd + serviceFeeVnd, depositBp),
    lines,
  };
}

/** `round_half_up(a × b / c)` for non-negative safe integers, exact beyond 2^53 in the product. */
function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  const q = n / d;
  return Number((n - q * d) * 2n >= d ? q + 1n : q);
}

export interface RepriceInput {
  /** The order's lines as they now stand: quantity bought (0 = out of stock) at the agreed unit price. */
  lines: { unitPriceFen: number; quantity: number }[];
  exchangeRate: number;
  options: OrderOptions;
  /** The goods value and service fee the customer agreed to before this change, in đồng. */
  agreed: { goodsVnd: number; serviceFeeVnd: number };
  /** Items the customer ordered (Σ quantity ordered): the counting fee keeps this count's tier. */
  orderedItems: number;
  /** 100 % deposit for orders that needed a quote. */
  needsQuote?: boolean;
  /** China domestic shipping over the order's shop orders, in fen at cost; undefined before buying. */
  domesticShippingFen?: number;
  /** Shown under the domestic shipping line, e.g. the shop order numbers. */
  domesticShippingNote?: string;
  tariff?: PurchaseFeeTariff;
}

export interface RepricedFees extends PurchaseFees {
  domesticShippingVnd: number;
}

/**
 * The China domestic shipping fee line: `shippingFen` at cost, converted at `exchangeRate` (fenToVnd),
 * noted "¥12,00 × tỷ giá 3.650", after `note` when given. Used by repricing after buying and by the
 * cart's landed-cost estimate, so both say and compute it the same way.
 */
export function domesticShippingFeeLine(shippingFen: number, exchangeRate: number, note?: string): FeeLine {
  assertInteger(shippingFen, 'domesticShippingFen', 0);
  const rate = `${formatFen(shippingFen)} × tỷ giá ${formatNumber(exchangeRate)}`;
  return {
    kind: 'domestic_shipping',
    label: 'Phí vận chuyển nội địa Trung Quốc',
    amountVnd: fenToVnd(shippingFen, exchangeRate),
    note: note ? `${note}: ${rate}` : rate,
  };
}

/**
 * Fees of an order once the purchaser has bought (decision 0050), from the goods as they now stand:
 * - goods = fenToVnd(Σ unitPriceFen × quantity), converted once on the total, as when placing;
 * - service fee = the agreed fee scaled with the goods value, round_half_up(agreed fee × goods /
 *   agreed goods): a line bought short takes back its own share of the fee, and never makes the rest
 *   cross into a dearer tier or under the minimum (the tariff priced the order once, at placing or
 *   quote); a price change scales it the same way;
 * - counting fee = items bought × the per-item price of the tier of the items ordered (fewer items
 *   never cost more), insurance % of goods, as in §4;
 * - China domestic shipping at cost: fenToVnd(domesticShippingFen), its own fee line;
 * - deposit due = 70 % (100 % after a quote) of goods + service fee, as when placing.
 * So the short-line refund (goods + service fee before, minus after) returns at least the goods value
 * of the missing units. Throws RangeError as calculatePurchaseFees does; quantities may be 0.
 */
export function repriceOrder(input: RepriceInput): RepricedFees {
  const tariff = input.tariff ?? defaultPurchaseFeeTariff;
  assertInteger(input.agreed.goodsVnd, 'agreed.goodsVnd', 0);
  assertInteger(input.agreed.serviceFeeVnd, 'agreed.serviceFeeVnd', 0);
  for (const line of input.lines) assertInteger(line.quantity, 'quantity', 0);
  const bought = input.lines.filter((l) => l.quantity > 0);
  const base = calculatePurchaseFees({
    lines: bought,
    exchangeRate: input.exchangeRate,
    options: input.options,
    needsQuote: input.needsQuote,
    tariff,
  });
  const { agreed } = input;
  const serviceFeeVnd =
    agreed.goodsVnd === 0 ? 0 : mulDivRoundHalfUp(agreed.serviceFeeVnd, base.goodsVnd, agreed.goodsVnd);
  const shippingFen = input.domesticShippingFen;
  if (shippingFen !== undefined) assertInteger(shippingFen, 'domesticShippingFen', 0);
  const domesticShippingVnd = shippingFen === undefined ? 0 : fenToVnd(shippingFen, input.exchangeRate);
  assertInteger(input.orderedItems, 'orderedItems', 0);
  const items = bought.reduce((sum, l) => sum + l.quantity, 0);
  const perItemVnd = countingFeePerItemVnd(Math.max(items, input.orderedItems), tariff);
  const countingFeeVnd = input.options.counting ? items * perItemVnd : 0;
  const feesVnd = serviceFeeVnd + countingFeeVnd + base.insuranceFeeVnd + domesticShippingVnd;
  const depositBp = input.needsQuote ? tariff.quotedDepositBasisPoints : tariff.depositBasisPoints;

  const lines: FeeLine[] = [];
  for (const line of base.lines) {
    if (line.kind === 'service') {
      lines.push({
        ...line,
        amountVnd: serviceFeeVnd,
        note: `Cùng tỷ lệ phí đã thỏa thuận, trên tiền hàng thực mua${tariff.serviceFeeDiscount?.basisPoints ? `; ${tariff.serviceFeeDiscount.label}` : ''}`,
      });
      continue;
    }
    if (line.kind === 'counting') {
      const note = `${formatNumber(items)} cái × ${formatVnd(perItemVnd)}`;
      lines.push({ ...line, amountVnd: countingFeeVnd, note });
      continue;
    }
    if (line.kind === 'international_shipping' && shippingFen !== undefined) {
      lines.push(domesticShippingFeeLine(shippingFen, input.exchangeRate, input.domesticShippingNote));
    }
    lines.push(line);
  }
  return {
    ...base,
    serviceFeeVnd,
    countingFeeVnd,
    feesVnd,
    totalVnd: base.goodsVnd + feesVnd,
    depositDueVnd: percentOf(base.goodsVnd + serviceFeeVnd, depositBp),
    domesticShippingVnd,
    lines,
  };
}

/**
 * Wooden-crate fee in fen for a chargeable weight in tenths of kg (DESIGN.md §4: 20 CNY the first
 * kg + 1 CNY per further kg). Weight beyond the first kg is priced per 0.1 kg, the same precision
 * as the chargeable weight, rounded half up to whole fen; 0 kg → 0. Convert with fenToVnd at the
 * order's frozen rate. Throws RangeError for a negative or non-integer weight.
 */
export function woodenCrateFeeFen(
  chargeableKg10: number,
  tariff: PurchaseFeeTariff = defaultPurchaseFeeTariff,
): number {
  assertInteger(chargeableKg10, 'chargeableKg10', 0);
  if (chargeableKg10 === 0) return 0;
  const { firstKgFen, nextKgFen } = tariff.woodenCrate;
  return firstKgFen + divRoundHalfUp(Math.max(0, chargeableKg10 - 10) * nextKgFen, 10);
}

/**
 * What weighing a parcel costs the customer (DESIGN.md §4): volumetric and chargeable weight from the
 * warehouse's measures, the international shipping fee of the parcel's route (per kg of chargeable
 * weight, or per m³ when the customer chose to pay by volume), and the wooden-crate fee when the
 * order asked for a crate. Weights are integer tenths of a kg (`kg10`), sizes integer cm, money
 * integer đồng (crate in fen, converted at the order's frozen rate).
 */
import type { FeeLine } from './contracts/purchase-order.ts';
import { defaultPurchaseFeeTariff, type PurchaseFeeTariff, woodenCrateFeeFen } from './fees.ts';
import { fenToVnd, formatFen, formatNumber, formatVnd } from './money.ts';
import { chargeableWeightKg10, internationalShippingFeeVnd, type ShippingTariff } from './shipping.ts';

/** What the warehouse measured: grams and whole centimetres. */
export interface ParcelMeasures {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** How the customer pays the international leg: by chargeable weight (default) or by volume. */
export type ShippingBasis = 'weight' | 'volume';

export interface ParcelFeeInput extends ParcelMeasures {
  tariff: ShippingTariff;
  basis?: ShippingBasis;
  /** The order asked for a wooden crate (đóng gỗ). */
  woodenCrate?: boolean;
  /** VND per CNY frozen on the order; needed for the crate fee (charged in CNY). */
  exchangeRate: number;
  crateTariff?: PurchaseFeeTariff['woodenCrate'];
}

export interface ParcelFees {
  /** L × W × H / the route's divisor, rounded up to 0.1 kg. */
  volumetricKg10: number;
  /** max(actual, volumetric), each rounded up to 0.1 kg. */
  chargeableKg10: number;
  volumeCm3: number;
  shippingFeeVnd: number;
  /** 0 when the order has no crate. */
  woodenCrateFeeVnd: number;
  /** The parcel's fee lines: shipping, then the crate when ordered. */
  lines: FeeLine[];
}

/** `24` → `2,4 kg`. */
export function formatKg10(kg10: number): string {
  return `${formatNumber(kg10 / 10)} kg`;
}

/** `12000` cm³ → `0,012 m³` (up to six decimals, as a person reads a volume). */
export function formatCm3AsM3(volumeCm3: number): string {
  const m3 = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 6 }).format(volumeCm3 / 1_000_000);
  return `${m3} m³`;
}

/** The per-kg rate of the tier `kg10` falls in (DESIGN.md §4: a boundary weight belongs to the tier above). */
function perKgRate(kg10: number, tariff: ShippingTariff): number {
  const tier = tariff.perKgTiers.find((t) => t.belowKg10 === null || kg10 < t.belowKg10);
  if (!tier) throw new RangeError('perKgTiers must end with an unbounded tier');
  return tier.perKgVnd;
}

/**
 * Fees of one measured parcel. Throws RangeError for negative or non-integer measures (the API's
 * contract bounds them before). `{ weightGrams: 2301, lengthCm: 10, widthCm: 10, heightCm: 10 }` on
 * the Hà Nội tariff → chargeable 2.4 kg, shipping 67,200 đ.
 */
export function calculateParcelFees(input: ParcelFeeInput): ParcelFees {
  const { tariff } = input;
  const measures = {
    weightGrams: input.weightGrams,
    lengthCm: input.lengthCm,
    widthCm: input.widthCm,
    heightCm: input.heightCm,
  };
  const chargeableKg10 = chargeableWeightKg10(measures, tariff.volumetricDivisor);
  const volumeCm3 = input.lengthCm * input.widthCm * input.heightCm;
  const volumetricKg10 = chargeableWeightKg10({ ...measures, weightGrams: 0 }, tariff.volumetricDivisor);
  const byVolume = input.basis === 'volume';
  const shippingFeeVnd = byVolume
    ? internationalShippingFeeVnd({ volumeCm3 }, tariff)
    : internationalShippingFeeVnd({ chargeableKg10 }, tariff);
  const shippingNote = byVolume
    ? `${formatCm3AsM3(volumeCm3)} × ${formatVnd(tariff.perCubicMeterVnd)}/m³`
    : `${formatKg10(chargeableKg10)} × ${formatVnd(perKgRate(chargeableKg10, tariff))}/kg`;
  const lines: FeeLine[] = [
    { kind: 'international_shipping', label: 'Phí vận chuyển TQ – VN', amountVnd: shippingFeeVnd, note: shippingNote },
  ];
  let woodenCrateFeeVnd = 0;
  if (input.woodenCrate) {
    const crate = input.crateTariff ?? defaultPurchaseFeeTariff.woodenCrate;
    const fen = woodenCrateFeeFen(chargeableKg10, { ...defaultPurchaseFeeTariff, woodenCrate: crate });
    woodenCrateFeeVnd = fenToVnd(fen, input.exchangeRate);
    lines.push({
      kind: 'wooden_crate',
      label: 'Phí đóng gỗ',
      amountVnd: woodenCrateFeeVnd,
      note: `${formatKg10(chargeableKg10)}: ${formatFen(crate.firstKgFen)} kg đầu + ${formatFen(crate.nextKgFen)}/kg tiếp theo = ${formatFen(fen)}`,
    });
  }
  return { volumetricKg10, chargeableKg10, volumeCm3, shippingFeeVnd, woodenCrateFeeVnd, lines };
}

/** The rule behind the chargeable weight, in words (DESIGN.md §4, `chargeableWeightKg10`). */
export function chargeableWeightRule(divisor = 6_000): string {
  return `Cân tính phí = số lớn hơn giữa cân thực và cân quy đổi (dài × rộng × cao cm / ${formatNumber(divisor)}), làm tròn lên 0,1 kg.`;
}

const gramsAsKg = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 });

/**
 * Actual and chargeable weight as two phrases, one wording for the PWA and the console (decision 0093):
 * `(1850, 80)` → `['Cân thực 1,85 kg', 'Cân tính phí 8 kg']`; `['Chưa cân']` before weighing. The actual
 * weight is exact (grams), so a request's sum is the sum of its parcels'.
 */
export function weightPhrases(actualGrams: number | null, chargeableKg10: number | null): string[] {
  if (actualGrams === null) return ['Chưa cân'];
  const actual = `Cân thực ${gramsAsKg.format(actualGrams / 1000)} kg`;
  return chargeableKg10 === null ? [actual] : [actual, `Cân tính phí ${formatKg10(chargeableKg10)}`];
}

/** weightPhrases on one line: `Cân thực 1,85 kg · Cân tính phí 8 kg`. */
export function formatWeights(actualGrams: number | null, chargeableKg10: number | null): string {
  return weightPhrases(actualGrams, chargeableKg10).join(' · ');
}

/**
 * International shipping (China → Vietnam) by route (DESIGN.md §4). Weights are integer tenths of
 * a kg (`kg10`: 23 = 2.3 kg), sizes integer cm, volumes integer cm³, money integer đồng.
 */
import { divRoundHalfUp } from './money.ts';

/** A route's tariff; every number is a row an admin can change (DESIGN.md §4). */
export interface ShippingTariff {
  /** Ascending. A tier applies when chargeable weight (0.1 kg) < `belowKg10`; null = no upper bound. */
  perKgTiers: { belowKg10: number | null; perKgVnd: number }[];
  /** Price per m³ when the customer chooses to pay by volume. */
  perCubicMeterVnd: number;
  /** Volumetric weight in kg = L × W × H (cm) / divisor. */
  volumetricDivisor: number;
}

/**
 * DESIGN.md §4 defaults. Hà Nội: < 10 kg 28,000/kg; 10–30 kg 26,000; 30–100 kg 24,000; > 100 kg
 * 22,000; TP.HCM +6,000/kg on every tier; by volume 2,600,000/m³ (HN), 3,100,000/m³ (HCM); divisor
 * 6000. As for the service fee, a boundary weight belongs to the tier above (exactly 10 kg →
 * 26,000, exactly 100 kg → 22,000), and the whole weight is priced at its tier's rate.
 */
export const defaultShippingTariffs: { hanoi: ShippingTariff; hcm: ShippingTariff } = {
  hanoi: {
    perKgTiers: [
      { belowKg10: 100, perKgVnd: 28_000 },
      { belowKg10: 300, perKgVnd: 26_000 },
      { belowKg10: 1_000, perKgVnd: 24_000 },
      { belowKg10: null, perKgVnd: 22_000 },
    ],
    perCubicMeterVnd: 2_600_000,
    volumetricDivisor: 6_000,
  },
  hcm: {
    perKgTiers: [
      { belowKg10: 100, perKgVnd: 34_000 },
      { belowKg10: 300, perKgVnd: 32_000 },
      { belowKg10: 1_000, perKgVnd: 30_000 },
      { belowKg10: null, perKgVnd: 28_000 },
    ],
    perCubicMeterVnd: 3_100_000,
    volumetricDivisor: 6_000,
  },
};

function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer`);
}

/** ⌈a / b⌉ for non-negative integers. */
function divCeil(a: number, b: number): number {
  return Math.floor((a + b - 1) / b);
}

/**
 * Chargeable weight in tenths of a kg (DESIGN.md §4): max(actual weight, L × W × H cm / divisor),
 * each rounded UP to 0.1 kg in integer arithmetic. Grams and cm must be non-negative integers
 * (RangeError otherwise). `{ weightGrams: 2301, lengthCm: 10, widthCm: 10, heightCm: 10 }` → 24.
 */
export function chargeableWeightKg10(
  input: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number },
  divisor = 6_000,
): number {
  for (const [name, value] of Object.entries(input)) assertCount(value, name);
  if (!Number.isSafeInteger(divisor) || divisor <= 0) throw new RangeError('divisor must be a positive integer');
  const actualKg10 = divCeil(input.weightGrams, 100);
  const volume = input.lengthCm * input.widthCm * input.heightCm;
  assertCount(volume * 10, 'volume');
  return Math.max(actualKg10, divCeil(volume * 10, divisor));
}

/**
 * The per-kg rate (đồng) of the tier a chargeable weight (0.1 kg) falls in: the whole weight is priced
 * at it (DESIGN.md §4). Throws RangeError for a negative or non-integer weight.
 */
export function perKgRateVnd(chargeableKg10: number, tariff: ShippingTariff): number {
  assertCount(chargeableKg10, 'chargeableKg10');
  const tier = tariff.perKgTiers.find((t) => t.belowKg10 === null || chargeableKg10 < t.belowKg10);
  if (!tier) throw new RangeError('perKgTiers must end with an unbounded tier');
  return tier.perKgVnd;
}

/**
 * International shipping fee in đồng for one route (DESIGN.md §4), rounded half up:
 * - `{ chargeableKg10 }`: weight × the per-kg rate of the tier that weight falls in;
 * - `{ volumeCm3 }` (the customer chose to pay by volume): volume in m³ × `perCubicMeterVnd`.
 * Throws RangeError for a negative or non-integer weight or volume.
 */
export function internationalShippingFeeVnd(
  input: { chargeableKg10: number } | { volumeCm3: number },
  tariff: ShippingTariff,
): number {
  if ('chargeableKg10' in input) {
    return divRoundHalfUp(input.chargeableKg10 * perKgRateVnd(input.chargeableKg10, tariff), 10);
  }
  assertCount(input.volumeCm3, 'volumeCm3');
  return divRoundHalfUp(input.volumeCm3 * tariff.perCubicMeterVnd, 1_000_000);
}

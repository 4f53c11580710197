/** Fee rules of a weighed parcel (DESIGN.md §4), table-driven on the seeded tariffs. */
import { describe, expect, it } from 'vitest';
import { calculateParcelFees, formatCm3AsM3, formatKg10, type ParcelFeeInput } from './parcel-fees.ts';
import { defaultShippingTariffs } from './shipping.ts';

const { hanoi, hcm } = defaultShippingTariffs;
const rate = 3_650;

type Row = [
  string,
  Omit<ParcelFeeInput, 'exchangeRate'>,
  { volumetric: number; chargeable: number; ship: number; crate: number },
];

const size = (weightGrams: number, l = 0, w = 0, h = 0) => ({ weightGrams, lengthCm: l, widthCm: w, heightCm: h });

describe('calculateParcelFees', () => {
  it.each<Row>([
    // Rounding: weight rounds up to 0.1 kg, volumetric too, and the larger one is charged.
    [
      '2,301 kg rounds up to 2,4 kg (Hà Nội < 10 kg: 28.000/kg)',
      { ...size(2_301, 10, 10, 10), tariff: hanoi },
      { volumetric: 2, chargeable: 24, ship: 67_200, crate: 0 },
    ],
    [
      '2,3 kg exactly stays 2,3 kg',
      { ...size(2_300, 10, 10, 10), tariff: hanoi },
      { volumetric: 2, chargeable: 23, ship: 64_400, crate: 0 },
    ],
    [
      'light but bulky: 60×50×40 cm = 20 kg volumetric beats 5 kg',
      { ...size(5_000, 60, 50, 40), tariff: hanoi },
      { volumetric: 200, chargeable: 200, ship: 520_000, crate: 0 },
    ],
    [
      'volumetric 10,8035 kg rounds up to 10,9 kg',
      { ...size(1_000, 31, 41, 51), tariff: hanoi },
      { volumetric: 109, chargeable: 109, ship: 283_400, crate: 0 },
    ],
    [
      'the route divisor: 5000 makes 60×50×40 cm 24 kg',
      { ...size(0, 60, 50, 40), tariff: { ...hanoi, volumetricDivisor: 5_000 } },
      { volumetric: 240, chargeable: 240, ship: 624_000, crate: 0 },
    ],
    // Tiers by weight: a boundary weight belongs to the tier above, and the whole weight takes its rate.
    [
      '9,9 kg: < 10 kg tier',
      { ...size(9_900), tariff: hanoi },
      { volumetric: 0, chargeable: 99, ship: 277_200, crate: 0 },
    ],
    [
      '9,901 kg rounds to 10 kg: 10–30 kg tier',
      { ...size(9_901), tariff: hanoi },
      { volumetric: 0, chargeable: 100, ship: 260_000, crate: 0 },
    ],
    [
      '30 kg: 30–100 kg tier',
      { ...size(30_000), tariff: hanoi },
      { volumetric: 0, chargeable: 300, ship: 720_000, crate: 0 },
    ],
    [
      '100 kg: > 100 kg tier',
      { ...size(100_000), tariff: hanoi },
      { volumetric: 0, chargeable: 1_000, ship: 2_200_000, crate: 0 },
    ],
    // Route: TP.HCM adds 6.000/kg on every tier.
    [
      'TP.HCM 2,4 kg: 34.000/kg',
      { ...size(2_301), tariff: hcm },
      { volumetric: 0, chargeable: 24, ship: 81_600, crate: 0 },
    ],
    [
      'TP.HCM 100 kg: 28.000/kg',
      { ...size(100_000), tariff: hcm },
      { volumetric: 0, chargeable: 1_000, ship: 2_800_000, crate: 0 },
    ],
    // Per m³ when the customer chose it: volume × price, half up to whole đồng.
    [
      'by volume, Hà Nội: 0,12 m³ × 2.600.000',
      { ...size(5_000, 60, 50, 40), tariff: hanoi, basis: 'volume' },
      { volumetric: 200, chargeable: 200, ship: 312_000, crate: 0 },
    ],
    [
      'by volume, TP.HCM: 0,12 m³ × 3.100.000',
      { ...size(5_000, 60, 50, 40), tariff: hcm, basis: 'volume' },
      { volumetric: 200, chargeable: 200, ship: 372_000, crate: 0 },
    ],
    [
      'by volume rounds half up: 16.929 cm³ → 44.015,4 → 44.015',
      { ...size(500, 33, 27, 19), tariff: hanoi, basis: 'volume' },
      { volumetric: 29, chargeable: 29, ship: 44_015, crate: 0 },
    ],
    // Wooden crate: ¥20 the first kg + ¥1 per further kg (per 0.1 kg), at the order's rate.
    [
      'crate 2,4 kg: ¥20 + ¥1,40 = ¥21,40 → 78.110',
      { ...size(2_301), tariff: hanoi, woodenCrate: true },
      { volumetric: 0, chargeable: 24, ship: 67_200, crate: 78_110 },
    ],
    [
      'crate under 1 kg: ¥20 → 73.000',
      { ...size(500), tariff: hanoi, woodenCrate: true },
      { volumetric: 0, chargeable: 5, ship: 14_000, crate: 73_000 },
    ],
    [
      'crate 20,5 kg: ¥20 + ¥19,50 → 144.175',
      { ...size(20_500), tariff: hanoi, woodenCrate: true },
      { volumetric: 0, chargeable: 205, ship: 533_000, crate: 144_175 },
    ],
  ])('%s', (_name, input, expected) => {
    const fees = calculateParcelFees({ ...input, exchangeRate: rate });
    expect({
      volumetric: fees.volumetricKg10,
      chargeable: fees.chargeableKg10,
      ship: fees.shippingFeeVnd,
      crate: fees.woodenCrateFeeVnd,
    }).toEqual(expected);
    expect(fees.lines.map((l) => l.kind)).toEqual(
      input.woodenCrate ? ['international_shipping', 'wooden_crate'] : ['international_shipping'],
    );
    expect(fees.lines[0]!.amountVnd).toBe(expected.ship);
  });

  it('explains each line in Vietnamese', () => {
    // Intl puts a no-break space before ₫.
    const plain = (s: string | null) => s?.replaceAll('\u00a0', ' ');
    const byWeight = calculateParcelFees({ ...size(2_301), tariff: hanoi, exchangeRate: rate, woodenCrate: true });
    expect(plain(byWeight.lines[0]!.note)).toBe('2,4 kg × 28.000 ₫/kg');
    expect(plain(byWeight.lines[1]!.note)).toBe('2,4 kg: ¥20,00 kg đầu + ¥1,00/kg tiếp theo = ¥21,40');
    const byVolume = calculateParcelFees({
      ...size(5_000, 60, 50, 40),
      tariff: hanoi,
      exchangeRate: rate,
      basis: 'volume',
    });
    expect(plain(byVolume.lines[0]!.note)).toBe('0,12 m³ × 2.600.000 ₫/m³');
  });

  it('formats weights and volumes the vi-VN way', () => {
    expect(formatKg10(24)).toBe('2,4 kg');
    expect(formatKg10(1_000)).toBe('100 kg');
    expect(formatCm3AsM3(16_929)).toBe('0,016929 m³');
  });

  it('refuses measures that are not whole numbers', () => {
    expect(() => calculateParcelFees({ ...size(1.5), tariff: hanoi, exchangeRate: rate })).toThrow(RangeError);
    expect(() => calculateParcelFees({ ...size(-1), tariff: hanoi, exchangeRate: rate })).toThrow(RangeError);
  });
});

describe('formatWeights (decision 0093)', () => {
  it('puts actual and chargeable weight side by side with one wording', async () => {
    const { formatWeights, chargeableWeightRule } = await import('./parcel-fees.ts');
    expect(formatWeights(1_900, 80)).toBe('Cân thực 1,9 kg · Cân tính phí 8 kg');
    expect(formatWeights(1_850, 19)).toBe('Cân thực 1,85 kg · Cân tính phí 1,9 kg');
    expect(formatWeights(null, null)).toBe('Chưa cân');
    expect(chargeableWeightRule()).toContain('dài × rộng × cao cm / 6.000');
  });
});

import { describe, expect, it } from 'vitest';
import {
  chargeableWeightKg10,
  defaultShippingTariffs,
  internationalShippingFeeVnd,
  type ShippingTariff,
} from './shipping.ts';

const { hanoi, hcm } = defaultShippingTariffs;

describe('chargeableWeightKg10 (max of actual and L×W×H/6000, rounded up to 0.1 kg)', () => {
  it.each([
    // grams, L, W, H, kg10
    [0, 0, 0, 0, 0],
    [1, 0, 0, 0, 1],
    [100, 0, 0, 0, 1],
    [101, 0, 0, 0, 2],
    [2_300, 10, 10, 10, 23],
    [2_301, 10, 10, 10, 24],
    [150, 10, 10, 10, 2], // volumetric 0.1667 kg → 0.2 kg
    [5_000, 60, 50, 40, 200], // volumetric 20 kg beats actual 5 kg
    [10_000, 31, 41, 51, 109], // 64,821 cm³ → 10.8035 kg → 10.9 kg
    [30_000, 60, 50, 40, 300], // actual wins
  ])('%i g, %i×%i×%i cm → %i', (weightGrams, lengthCm, widthCm, heightCm, kg10) => {
    expect(chargeableWeightKg10({ weightGrams, lengthCm, widthCm, heightCm })).toBe(kg10);
  });

  it('uses the route divisor', () => {
    expect(chargeableWeightKg10({ weightGrams: 0, lengthCm: 60, widthCm: 50, heightCm: 40 }, 5_000)).toBe(240);
  });

  it.each([
    [{ weightGrams: -1, lengthCm: 1, widthCm: 1, heightCm: 1 }],
    [{ weightGrams: 100, lengthCm: 1.5, widthCm: 1, heightCm: 1 }],
  ])('refuses %j', (input) => {
    expect(() => chargeableWeightKg10(input)).toThrow(RangeError);
  });
});

describe('internationalShippingFeeVnd by weight (boundary weight belongs to the tier above)', () => {
  it.each([
    // tariff, kg10, fee
    ['HN', hanoi, 0, 0],
    ['HN', hanoi, 1, 2_800],
    ['HN', hanoi, 99, 277_200],
    ['HN', hanoi, 100, 260_000],
    ['HN', hanoi, 299, 777_400],
    ['HN', hanoi, 300, 720_000],
    ['HN', hanoi, 999, 2_397_600],
    ['HN', hanoi, 1_000, 2_200_000],
    ['HN', hanoi, 1_234, 2_714_800],
    ['HCM', hcm, 99, 336_600],
    ['HCM', hcm, 100, 320_000],
    ['HCM', hcm, 300, 900_000],
    ['HCM', hcm, 1_000, 2_800_000],
  ] as [string, ShippingTariff, number, number][])('%s %i × 0.1 kg → %i đ', (_route, tariff, chargeableKg10, fee) => {
    expect(internationalShippingFeeVnd({ chargeableKg10 }, tariff)).toBe(fee);
  });

  it('HCM costs 6,000 đ/kg more than Hà Nội on every tier', () => {
    expect(hcm.perKgTiers.map((t) => t.perKgVnd - 6_000)).toEqual(hanoi.perKgTiers.map((t) => t.perKgVnd));
    expect(hcm.perKgTiers.map((t) => t.belowKg10)).toEqual(hanoi.perKgTiers.map((t) => t.belowKg10));
  });

  it('rounds half up', () => {
    const tariff: ShippingTariff = { ...hanoi, perKgTiers: [{ belowKg10: null, perKgVnd: 28_005 }] };
    expect(internationalShippingFeeVnd({ chargeableKg10: 1 }, tariff)).toBe(2_801); // 2,800.5
  });

  it('refuses a negative or fractional weight', () => {
    expect(() => internationalShippingFeeVnd({ chargeableKg10: -1 }, hanoi)).toThrow(RangeError);
    expect(() => internationalShippingFeeVnd({ chargeableKg10: 2.5 }, hanoi)).toThrow(RangeError);
  });
});

describe('internationalShippingFeeVnd by volume', () => {
  it.each([
    ['HN', hanoi, 1_000_000, 2_600_000],
    ['HCM', hcm, 1_000_000, 3_100_000],
    ['HN', hanoi, 120_000, 312_000],
    ['HN', hanoi, 1, 3], // 2.6 → 3
    ['HCM', hcm, 5, 16], // 15.5 → 16, half up
    ['HCM', hcm, 0, 0],
  ] as [string, ShippingTariff, number, number][])('%s %i cm³ → %i đ', (_route, tariff, volumeCm3, fee) => {
    expect(internationalShippingFeeVnd({ volumeCm3 }, tariff)).toBe(fee);
  });
});

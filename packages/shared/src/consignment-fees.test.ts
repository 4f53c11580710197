/** Consignment fee rules (DESIGN.md §4), table-driven on the seeded tariffs. */

import { describe, expect, it } from 'vitest';
import { type ConsignmentFeeInput, calculateConsignmentFees, defaultConsignmentTariff } from './consignment-fees.ts';
import { formatVnd } from './money.ts';
import { defaultShippingTariffs } from './shipping.ts';

const { hanoi, hcm } = defaultShippingTariffs;
const rate = 3_650;

type Row = [string, Omit<ConsignmentFeeInput, 'exchangeRate'>, Record<string, number>, number];

const size = (weightGrams: number, l = 1, w = 1, h = 1) => ({ weightGrams, lengthCm: l, widthCm: w, heightCm: h });

describe('calculateConsignmentFees', () => {
  it.each<Row>([
    [
      'normal, Hà Nội: the route tariff only, no service fee',
      { ...size(2_301, 10, 10, 10), tariff: hanoi, shippingType: 'normal' },
      { international_shipping: 67_200 },
      24,
    ],
    [
      'fast adds 10.000 ₫ per chargeable kg',
      { ...size(2_301, 10, 10, 10), tariff: hanoi, shippingType: 'fast' },
      { international_shipping: 67_200, fast_shipping: 24_000 },
      24,
    ],
    [
      'fast on TP.HCM: 34.000 + 10.000 per kg',
      { ...size(1_000), tariff: hcm, shippingType: 'fast' },
      { international_shipping: 34_000, fast_shipping: 10_000 },
      10,
    ],
    [
      'bulky: volumetric 20 kg charged at the 10–30 kg tier, fast on 20 kg',
      { ...size(5_000, 60, 50, 40), tariff: hanoi, shippingType: 'fast' },
      { international_shipping: 520_000, fast_shipping: 200_000 },
      200,
    ],
    [
      'crate at the order rate: ¥20 + ¥1 × 1,4 kg = ¥21,40',
      { ...size(2_400), tariff: hanoi, shippingType: 'normal', woodenCrate: true },
      { international_shipping: 67_200, wooden_crate: 78_110 },
      24,
    ],
    [
      'insurance 3 % of the declared value',
      { ...size(2_400), tariff: hanoi, shippingType: 'normal', insurance: true, declaredValueVnd: 1_500_000 },
      { international_shipping: 67_200, insurance: 45_000 },
      24,
    ],
    [
      'insurance rounds half up: 3 % of 50.050 = 1.501,5 → 1.502',
      { ...size(100), tariff: hanoi, shippingType: 'normal', insurance: true, declaredValueVnd: 50_050 },
      { international_shipping: 2_800, insurance: 1_502 },
      1,
    ],
    [
      'everything: fast, crate and insurance',
      {
        ...size(12_000),
        tariff: hanoi,
        shippingType: 'fast',
        woodenCrate: true,
        insurance: true,
        declaredValueVnd: 2_000_000,
      },
      { international_shipping: 312_000, fast_shipping: 120_000, wooden_crate: 113_150, insurance: 60_000 },
      120,
    ],
    [
      'insurance chosen with nothing declared: 0 ₫, still shown',
      { ...size(500), tariff: hanoi, shippingType: 'normal', insurance: true },
      { international_shipping: 14_000, insurance: 0 },
      5,
    ],
  ])('%s', (_name, input, expected, chargeable) => {
    const fees = calculateConsignmentFees({ ...input, exchangeRate: rate });
    expect(Object.fromEntries(fees.lines.map((l) => [l.kind, l.amountVnd]))).toEqual(expected);
    expect(fees.chargeableKg10).toBe(chargeable);
    expect(fees.totalVnd).toBe(Object.values(expected).reduce((s, a) => s + a, 0));
    for (const line of fees.lines) expect(line.note).toBeTruthy();
  });

  it('says the rule of each line in Vietnamese', () => {
    const fees = calculateConsignmentFees({
      ...size(2_301, 10, 10, 10),
      tariff: hanoi,
      shippingType: 'fast',
      insurance: true,
      declaredValueVnd: 1_000_000,
      exchangeRate: rate,
    });
    expect(fees.lines.map((l) => [l.label, l.note?.replace(/\u00a0/g, ' ')])).toEqual([
      ['Phí vận chuyển TQ – VN', '2,4 kg × 28.000 ₫/kg'],
      ['Phụ phí chuyển nhanh', '2,4 kg × 10.000 ₫/kg'],
      ['Phí bảo hiểm', '3% × 1.000.000 ₫ giá trị khai báo'],
    ]);
  });

  it('reads a changed tariff row', () => {
    const fees = calculateConsignmentFees({
      ...size(1_000),
      tariff: hanoi,
      shippingType: 'fast',
      exchangeRate: rate,
      consignmentTariff: { ...defaultConsignmentTariff, fastSurchargePerKgVnd: 15_000 },
    });
    expect(fees.lines.find((l) => l.kind === 'fast_shipping')?.amountVnd).toBe(15_000);
  });

  it('refuses a negative declared value', () => {
    expect(() =>
      calculateConsignmentFees({
        ...size(100),
        tariff: hanoi,
        shippingType: 'normal',
        insurance: true,
        declaredValueVnd: -1,
        exchangeRate: rate,
      }),
    ).toThrow(RangeError);
  });

  it('never charges less for fast than for normal (property over weights)', () => {
    for (let g = 1; g <= 200_000; g += 997) {
      const normal = calculateConsignmentFees({
        ...size(g),
        tariff: hanoi,
        shippingType: 'normal',
        exchangeRate: rate,
      });
      const fast = calculateConsignmentFees({ ...size(g), tariff: hanoi, shippingType: 'fast', exchangeRate: rate });
      expect(fast.totalVnd - normal.totalVnd).toBe(Math.round((fast.chargeableKg10 * 10_000) / 10));
    }
  });
});

describe('declaredParcelInput', () => {
  it('says in Vietnamese what is missing, and normalises the code as the station does', async () => {
    const { declaredParcelInput } = await import('./contracts/consignment.ts');
    const empty = declaredParcelInput.safeParse({ trackingCode: ' ', description: '', quantity: 0 });
    expect(empty.success).toBe(false);
    expect(empty.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['trackingCode', 'Vui lòng nhập mã vận đơn'],
      ['description', 'Vui lòng nhập mô tả hàng'],
      ['quantity', 'Số lượng tối thiểu là 1'],
      ['declaredValueVnd', 'Vui lòng nhập giá trị khai báo'],
    ]);
    const ok = declaredParcelInput.parse({
      trackingCode: ' sf 1234 5678 ',
      description: ' Giày ',
      quantity: 2,
      declaredValueVnd: 0,
    });
    expect(ok).toEqual({ trackingCode: 'SF12345678', description: 'Giày', quantity: 2, declaredValueVnd: 0 });
  });
});

describe('consignmentKnownMoney (decision 0093)', () => {
  const waiting = [
    {
      kind: 'international_shipping' as const,
      label: 'Phí vận chuyển TQ – VN',
      amountVnd: null,
      note: 'Tính khi hàng về kho',
    },
    { kind: 'insurance' as const, label: 'Phí bảo hiểm', amountVnd: null, note: 'Tính khi hàng về kho' },
  ];

  it('knows the insurance at creation and marks shipping as waiting for the scale', async () => {
    const { consignmentKnownMoney } = await import('./consignment-fees.ts');
    const known = consignmentKnownMoney({
      feeLines: waiting,
      totalVnd: 0,
      declaredValueVnd: 1_500_000,
      awaitingWeighing: 2,
      insuranceBasisPoints: 300,
    });
    expect(known.fees.map((l) => [l.kind, l.amountVnd, l.note])).toEqual([
      ['international_shipping', null, 'Tính khi cân hàng'],
      ['insurance', 45_000, `3% × ${formatVnd(1_500_000)} giá trị khai báo`],
    ]);
    expect(known.knownVnd).toBe(45_000);
  });

  it('once every parcel is weighed, the stored lines and total stand', async () => {
    const { consignmentKnownMoney } = await import('./consignment-fees.ts');
    const lines = [{ kind: 'insurance' as const, label: 'Phí bảo hiểm', amountVnd: 45_001, note: null }];
    const known = consignmentKnownMoney({
      feeLines: lines,
      totalVnd: 45_001,
      declaredValueVnd: 1_500_000,
      awaitingWeighing: 0,
      insuranceBasisPoints: 300,
    });
    expect(known).toEqual({ fees: lines, knownVnd: 45_001 });
  });
});

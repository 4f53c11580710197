import { describe, expect, it } from 'vitest';
import type { OrderOptions } from './contracts/purchase-order.ts';
import { calculatePurchaseFees, defaultPurchaseFeeTariff, type PurchaseFeeTariff, woodenCrateFeeFen } from './fees.ts';

const none: OrderOptions = { counting: false, woodenCrate: false, insurance: false };
const all: OrderOptions = { counting: true, woodenCrate: true, insurance: true };

/** At 100 VND/CNY one fen is one đồng, so goods value in VND equals the fen we put in. */
function goods(vnd: number, options: OrderOptions = none, needsQuote = false) {
  return calculatePurchaseFees({ lines: [{ unitPriceFen: vnd, quantity: 1 }], exchangeRate: 100, options, needsQuote });
}

describe('service fee tiers (DESIGN.md §4, boundary value belongs to the tier above)', () => {
  it.each([
    // goodsVnd, basis points, fee
    [999_999, 300, 30_000], // 29,999.97 → 30,000
    [1_000_000, 250, 25_000],
    [4_999_999, 250, 125_000], // 124,999.975
    [5_000_000, 200, 100_000],
    [49_999_999, 200, 1_000_000], // 999,999.98
    [50_000_000, 150, 750_000],
    [299_999_999, 150, 4_500_000], // 4,499,999.985
    [300_000_000, 100, 3_000_000],
    [2_000_000_000, 100, 20_000_000],
  ])('goods %i đ → %i bp, fee %i đ', (goodsVnd, bp, fee) => {
    const fees = goods(goodsVnd);
    expect(fees.goodsVnd).toBe(goodsVnd);
    expect(fees.serviceFeeBasisPoints).toBe(bp);
    expect(fees.serviceFeeVnd).toBe(fee);
  });

  it.each([
    [1, 10_000],
    [100_000, 10_000], // 3 % = 3,000
    [333_333, 10_000], // 9,999.99 rounds to exactly the minimum
    [333_350, 10_001], // 10,000.5 rounds half up above the minimum
    [500_050, 15_002], // 15,001.5 → 15,002
  ])('minimum fee and half-up rounding: goods %i đ → fee %i đ', (goodsVnd, fee) => {
    expect(goods(goodsVnd).serviceFeeVnd).toBe(fee);
  });

  it('charges nothing for an order without goods', () => {
    const fees = calculatePurchaseFees({ lines: [], exchangeRate: 3650, options: all });
    expect(fees).toMatchObject({ goodsVnd: 0, serviceFeeVnd: 0, countingFeeVnd: 0, insuranceFeeVnd: 0, totalVnd: 0 });
  });
});

describe('goods value', () => {
  it.each([
    // lines, rate, goodsFen, goodsVnd
    [[{ unitPriceFen: 1, quantity: 1 }], 3650, 1, 37], // 36.5 → 37
    [[{ unitPriceFen: 1, quantity: 3 }], 3650, 3, 110], // 109.5 → 110
    [[1, 1, 1].map((unitPriceFen) => ({ unitPriceFen, quantity: 1 })), 3650, 3, 110], // total converted once, not 3 × 37
    [
      [
        { unitPriceFen: 12_345, quantity: 2 },
        { unitPriceFen: 9_900, quantity: 1 },
      ],
      3580,
      34_590,
      1_238_322,
    ],
  ])('%j at %i VND/CNY → %i fen, %i đ', (lines, exchangeRate, goodsFen, goodsVnd) => {
    const fees = calculatePurchaseFees({ lines, exchangeRate, options: none });
    expect(fees.goodsFen).toBe(goodsFen);
    expect(fees.goodsVnd).toBe(goodsVnd);
  });

  it.each([
    [{ unitPriceFen: 1.5, quantity: 1 }, 3650],
    [{ unitPriceFen: -1, quantity: 1 }, 3650],
    [{ unitPriceFen: 100, quantity: 0 }, 3650],
    [{ unitPriceFen: 100, quantity: 1 }, 0],
    [{ unitPriceFen: 100, quantity: 1 }, 3650.5],
  ])('refuses %j at rate %d', (line, exchangeRate) => {
    expect(() => calculatePurchaseFees({ lines: [line], exchangeRate, options: none })).toThrow(RangeError);
  });
});

describe('counting fee (per item, tier of the total count)', () => {
  it.each([
    [1, 5_000],
    [5, 25_000],
    [6, 21_000],
    [20, 70_000],
    [21, 42_000],
    [100, 200_000],
    [101, 151_500],
    [500, 750_000],
    [501, 501_000],
  ])('%i items → %i đ', (items, fee) => {
    const fees = calculatePurchaseFees({
      lines: [{ unitPriceFen: 1_000, quantity: items }],
      exchangeRate: 3650,
      options: { ...none, counting: true },
    });
    expect(fees.countingFeeVnd).toBe(fee);
  });

  it('counts items across lines', () => {
    const lines = [3, 3].map((quantity) => ({ unitPriceFen: 1_000, quantity }));
    expect(calculatePurchaseFees({ lines, exchangeRate: 3650, options: all }).countingFeeVnd).toBe(6 * 3_500);
  });

  it('is zero when not chosen', () => {
    expect(goods(1_000_000).countingFeeVnd).toBe(0);
  });
});

describe('insurance, totals and deposit', () => {
  it('insurance is 3 % of goods, half up, only when chosen', () => {
    expect(goods(500_050, { ...none, insurance: true }).insuranceFeeVnd).toBe(15_002); // 15,001.5
    expect(goods(500_050).insuranceFeeVnd).toBe(0);
  });

  it.each([
    // goodsVnd, needsQuote, deposit
    [1_000_000, false, 717_500], // 70 % of 1,025,000
    [1_000_000, true, 1_025_000], // 100 % when the order needed a quote
    [15, false, 7_011], // 70 % of 10,015 = 7,010.5 → 7,011
    [500_050, false, 360_536], // 70 % of 515,052 = 360,536.4
  ])('goods %i đ, quoted %s → deposit %i đ', (goodsVnd, needsQuote, deposit) => {
    expect(goods(goodsVnd, all, needsQuote).depositDueVnd).toBe(deposit);
  });

  it('deposit excludes counting and insurance', () => {
    const fees = goods(1_000_000, all);
    expect(fees).toMatchObject({ serviceFeeVnd: 25_000, countingFeeVnd: 5_000, insuranceFeeVnd: 30_000 });
    expect(fees.feesVnd).toBe(60_000);
    expect(fees.totalVnd).toBe(1_060_000);
    expect(fees.depositDueVnd).toBe(717_500);
  });
});

describe('fee lines', () => {
  it('lists every line in order with Vietnamese labels when all options are chosen', () => {
    const fees = calculatePurchaseFees({
      lines: [{ unitPriceFen: 12_345, quantity: 3 }],
      exchangeRate: 3650,
      options: all,
    });
    const lines = fees.lines.map((l) => ({ ...l, note: l.note?.replace(/\s/g, ' ') ?? null }));
    expect(lines).toEqual([
      { kind: 'goods', label: 'Tiền hàng', amountVnd: 1_351_778, note: '¥370,35 × tỷ giá 3.650' },
      { kind: 'service', label: 'Phí mua hàng', amountVnd: 33_794, note: '2,5% giá trị hàng, tối thiểu 10.000 ₫' },
      { kind: 'counting', label: 'Phí kiểm đếm', amountVnd: 15_000, note: '3 cái × 5.000 ₫' },
      { kind: 'insurance', label: 'Phí bảo hiểm', amountVnd: 40_553, note: '3% giá trị hàng' },
      {
        kind: 'international_shipping',
        label: 'Phí vận chuyển TQ – VN',
        amountVnd: null,
        note: 'Tính khi hàng về kho',
      },
      { kind: 'wooden_crate', label: 'Phí đóng gỗ', amountVnd: null, note: 'Tính khi hàng về kho' },
    ]);
  });

  it('leaves out counting, insurance and crate when not chosen', () => {
    const fees = goods(100_000);
    expect(fees.lines.map((l) => l.kind)).toEqual(['goods', 'service', 'international_shipping']);
    expect(fees.lines[1]?.note?.replace(/\s/g, ' ')).toBe('3% giá trị hàng, tối thiểu 10.000 ₫');
  });
});

describe('woodenCrateFeeFen (20 CNY first kg + 1 CNY per further kg, per 0.1 kg)', () => {
  it.each([
    [0, 0],
    [1, 2_000],
    [10, 2_000],
    [11, 2_010],
    [23, 2_130],
    [100, 2_900],
  ])('%i × 0.1 kg → %i fen', (kg10, fen) => {
    expect(woodenCrateFeeFen(kg10)).toBe(fen);
  });

  it('rounds half up with another tariff', () => {
    const tariff: PurchaseFeeTariff = {
      ...defaultPurchaseFeeTariff,
      woodenCrate: { firstKgFen: 2_000, nextKgFen: 105 },
    };
    expect(woodenCrateFeeFen(11, tariff)).toBe(2_011); // 2,000 + 10.5
  });

  it('refuses a negative or fractional weight', () => {
    expect(() => woodenCrateFeeFen(-1)).toThrow(RangeError);
    expect(() => woodenCrateFeeFen(1.5)).toThrow(RangeError);
  });
});

describe('property: random orders', () => {
  /** mulberry32: a small seeded generator so a failure can be replayed. */
  function random(seed: number) {
    let a = seed;
    return (max: number) => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
    };
  }

  it('gives integer amounts that add up, a deposit within the total and at least the minimum fee', () => {
    const next = random(20261121);
    for (let run = 0; run < 2_000; run += 1) {
      const lines = Array.from({ length: 1 + next(5) }, () => ({
        unitPriceFen: next(10) === 0 ? next(100) : next(5_000_000),
        quantity: 1 + next(next(2) === 0 ? 10 : 700),
      }));
      const options = { counting: next(2) === 1, woodenCrate: next(2) === 1, insurance: next(2) === 1 };
      const fees = calculatePurchaseFees({
        lines,
        exchangeRate: 3_000 + next(1_000),
        options,
        needsQuote: next(4) === 0,
      });
      const amounts = [fees.goodsVnd, fees.serviceFeeVnd, fees.countingFeeVnd, fees.insuranceFeeVnd];
      for (const amount of [...amounts, fees.feesVnd, fees.totalVnd, fees.depositDueVnd]) {
        expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
      }
      expect(fees.depositDueVnd).toBeLessThanOrEqual(fees.totalVnd);
      expect(fees.totalVnd).toBe(fees.goodsVnd + fees.feesVnd);
      expect(fees.lines.reduce((sum, l) => sum + (l.amountVnd ?? 0), 0)).toBe(fees.totalVnd);
      if (fees.goodsVnd > 0) expect(fees.serviceFeeVnd).toBeGreaterThanOrEqual(10_000);
    }
  });
});

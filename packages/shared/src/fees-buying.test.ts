/**
 * repriceOrder (decision 0050): an order's fees once bought, from the goods as they now stand. At
 * 100 ₫/¥ one fen is one đồng, so the numbers below read directly.
 */
import { describe, expect, it } from 'vitest';
import type { OrderOptions } from './contracts/purchase-order.ts';
import { calculatePurchaseFees, type RepriceInput, repriceOrder } from './fees.ts';
import { formatVnd } from './money.ts';

const none: OrderOptions = { counting: false, woodenCrate: false, insurance: false };

/** The order as placed (the tariff's fees), then repriced with `now` (same lines, new quantities/prices). */
function placedThenRepriced(
  placed: { unitPriceFen: number; quantity: number }[],
  now: { unitPriceFen: number; quantity: number }[],
  extra: Partial<RepriceInput> = {},
) {
  const options = extra.options ?? none;
  const before = calculatePurchaseFees({ lines: placed, exchangeRate: 100, options, needsQuote: extra.needsQuote });
  const after = repriceOrder({
    lines: now,
    exchangeRate: 100,
    options,
    agreed: { goodsVnd: before.goodsVnd, serviceFeeVnd: before.serviceFeeVnd },
    orderedItems: placed.reduce((n, l) => n + l.quantity, 0),
    ...extra,
  });
  /** What goes back to the wallet when lines are bought short: goods + service fee, before − after. */
  const refund = before.goodsVnd + before.serviceFeeVnd - (after.goodsVnd + after.serviceFeeVnd);
  return { before, after, refund };
}

describe('lines bought short: goods value and its share of the service fee come back', () => {
  it.each([
    // placed lines, bought lines, goods after, service after, refund
    {
      name: 'everything bought: nothing changes',
      placed: [{ unitPriceFen: 100_000, quantity: 2 }],
      now: [{ unitPriceFen: 100_000, quantity: 2 }],
      goods: 200_000,
      service: 10_000,
      refund: 0,
    },
    {
      // The order paid the 10,000 ₫ minimum; half of it short takes back half of that fee.
      name: 'half short at the minimum fee',
      placed: [{ unitPriceFen: 100_000, quantity: 2 }],
      now: [{ unitPriceFen: 100_000, quantity: 1 }],
      goods: 100_000,
      service: 5_000,
      refund: 105_000,
    },
    {
      // 2.5 % tier; the rest (990,000 ₫) keeps 2.5 %: the tariff would have charged 3 % (29,700 ₫).
      name: 'short across a tier boundary keeps the agreed rate',
      placed: [
        { unitPriceFen: 990_000, quantity: 1 },
        { unitPriceFen: 10_000, quantity: 1 },
      ],
      now: [
        { unitPriceFen: 990_000, quantity: 1 },
        { unitPriceFen: 10_000, quantity: 0 },
      ],
      goods: 990_000,
      service: 24_750,
      refund: 10_250,
    },
    {
      name: 'out of stock entirely: every đồng of goods and fee',
      placed: [{ unitPriceFen: 333_350, quantity: 3 }],
      now: [{ unitPriceFen: 333_350, quantity: 0 }],
      goods: 0,
      service: 0,
      refund: 1_000_050 + 25_001, // 2.5 % of 1,000,050 = 25,001.25 → 25,001
    },
    {
      // 30,003 × 1/3 = 10,001: the fee's share rounds half up (30,003 × 333,350 / 1,000,050).
      name: 'one of three units short, fee share rounded half up',
      placed: [{ unitPriceFen: 333_350, quantity: 3 }],
      now: [{ unitPriceFen: 333_350, quantity: 2 }],
      goods: 666_700,
      service: 16_667, // 25,001 × 666,700 / 1,000,050 = 16,667.33…
      refund: 333_350 + 8_334,
    },
  ])('$name', ({ placed, now, goods, service, refund }) => {
    const r = placedThenRepriced(placed, now);
    expect(r.after.goodsVnd).toBe(goods);
    expect(r.after.serviceFeeVnd).toBe(service);
    expect(r.refund).toBe(refund);
    // Never less than the goods value of the missing units.
    expect(r.refund).toBeGreaterThanOrEqual(r.before.goodsVnd - r.after.goodsVnd);
    expect(r.after.totalVnd).toBe(r.after.goodsVnd + r.after.feesVnd);
  });
});

describe('prices changed by the purchaser', () => {
  it.each([
    // placed unit price, bought unit price, quantity, goods after, service after
    [100_000, 120_000, 1, 120_000, 12_000], // minimum fee 10,000 scales to 12,000
    [100_000, 90_000, 2, 180_000, 9_000],
    [1_000_000, 1_100_000, 1, 1_100_000, 27_500], // 2.5 % kept (the tariff says 2.5 % too)
    [990_000, 1_010_000, 1, 1_010_000, 30_300], // 29,700 × 1,010,000 / 990,000: 3 % kept (the tariff says 2.5 %)
    [333_333, 333_350, 1, 333_350, 10_001], // 10,000 × 333,350 / 333,333 = 10,000.51 → 10,001
  ])('¥ %i → %i × %i: goods %i đ, service %i đ', (from, to, qty, goods, service) => {
    const { after } = placedThenRepriced(
      [{ unitPriceFen: from, quantity: qty }],
      [{ unitPriceFen: to, quantity: qty }],
    );
    expect(after.goodsVnd).toBe(goods);
    expect(after.serviceFeeVnd).toBe(service);
  });
});

describe('other fee lines after buying', () => {
  it('counts bought items at the per-item price of the ordered count (fewer items never cost more)', () => {
    const counting = { ...none, counting: true };
    // 6 ordered → 3,500 each; 5 bought: 5 × 3,500 (the 1–5 tier would be 5,000 each).
    const { after } = placedThenRepriced(
      [{ unitPriceFen: 10_000, quantity: 6 }],
      [{ unitPriceFen: 10_000, quantity: 5 }],
      { options: counting },
    );
    expect(after.countingFeeVnd).toBe(17_500);
    expect(after.lines.find((l) => l.kind === 'counting')).toMatchObject({
      amountVnd: 17_500,
      note: `5 cái × ${formatVnd(3_500)}`,
    });
  });

  it('insures the goods bought (3 %)', () => {
    const { after } = placedThenRepriced(
      [{ unitPriceFen: 100_000, quantity: 3 }],
      [{ unitPriceFen: 100_000, quantity: 2 }],
      { options: { ...none, insurance: true } },
    );
    expect(after.insuranceFeeVnd).toBe(6_000);
  });

  it.each([
    // fen, rate, đồng
    [0, 3650, 0],
    [800, 3650, 29_200],
    [1, 3650, 37], // 36.5 → 37
    [1_250, 3580, 44_750],
  ])('China domestic shipping ¥%i fen at %i ₫/¥ is its own fee line of %i đ', (fen, rate, vnd) => {
    const lines = [{ unitPriceFen: 10_000, quantity: 1 }];
    const placed = calculatePurchaseFees({ lines, exchangeRate: rate, options: none });
    const after = repriceOrder({
      lines,
      exchangeRate: rate,
      options: none,
      agreed: { goodsVnd: placed.goodsVnd, serviceFeeVnd: placed.serviceFeeVnd },
      orderedItems: 1,
      domesticShippingFen: fen,
      domesticShippingNote: 'Đơn shop 4455',
    });
    expect(after.domesticShippingVnd).toBe(vnd);
    expect(after.totalVnd).toBe(placed.totalVnd + vnd);
    // Not part of the deposit: charged at cost with the rest on delivery.
    expect(after.depositDueVnd).toBe(placed.depositDueVnd);
    expect(after.lines.map((l) => l.kind)).toEqual(['goods', 'service', 'domestic_shipping', 'international_shipping']);
    expect(after.lines[2]!.note).toMatch(/^Đơn shop 4455: ¥[\d.,]+ × tỷ giá [\d.]+$/);
  });

  it('has no domestic shipping line before anything is bought', () => {
    const { after } = placedThenRepriced([{ unitPriceFen: 100, quantity: 1 }], [{ unitPriceFen: 100, quantity: 1 }]);
    expect(after.lines.some((l) => l.kind === 'domestic_shipping')).toBe(false);
  });

  it.each([
    [false, 7_000, 147_000], // 70 % of (200,000 + 10,000)
    [true, 10_000, 210_000], // quoted orders: 100 %
  ])('deposit due (quoted %s) is %i bp of goods + service fee', (needsQuote, _bp, due) => {
    const { after } = placedThenRepriced(
      [{ unitPriceFen: 100_000, quantity: 2 }],
      [{ unitPriceFen: 100_000, quantity: 2 }],
      { needsQuote },
    );
    expect(after.depositDueVnd).toBe(due);
  });

  it('stays exact for the largest orders (the fee share is computed beyond 2^53)', () => {
    const after = repriceOrder({
      lines: [{ unitPriceFen: 100_000_000, quantity: 1 }],
      exchangeRate: 10_000,
      options: none,
      agreed: { goodsVnd: 2_000_000_000_000, serviceFeeVnd: 20_000_000_001 },
      orderedItems: 200,
    });
    // 20,000,000,001 × 10,000,000,000 / 2,000,000,000,000 = 100,000,000.005 → 100,000,000
    expect(after.goodsVnd).toBe(10_000_000_000);
    expect(after.serviceFeeVnd).toBe(100_000_000);
  });

  it('refuses fractional or negative quantities and amounts', () => {
    const base = { exchangeRate: 100, options: none, agreed: { goodsVnd: 1, serviceFeeVnd: 1 }, orderedItems: 1 };
    expect(() => repriceOrder({ ...base, lines: [{ unitPriceFen: 1, quantity: -1 }] })).toThrow(RangeError);
    expect(() => repriceOrder({ ...base, lines: [{ unitPriceFen: 1, quantity: 0.5 }] })).toThrow(RangeError);
    expect(() => repriceOrder({ ...base, lines: [], domesticShippingFen: -1 })).toThrow(RangeError);
  });
});

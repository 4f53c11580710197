import { describe, expect, it } from 'vitest';
import { calculatePurchaseFees, defaultPurchaseFeeTariff, repriceOrder } from './fees.ts';
import { tariffForLevel } from './level-pricing.ts';
import { formatVnd } from './money.ts';

const options = { counting: false, woodenCrate: false, insurance: false };
const silver = { depositBasisPoints: 6_000, serviceFeeDiscountBasisPoints: 500, levelName: 'Bạc' };

describe('a customer level in pricing (decision 0100)', () => {
  it.each([
    // goods 1,000 CNY × 3,650 = 3,650,000 đ: 2.5 % = 91,250; 5 % off = 4,563 (half up) → 86,687.
    {
      priceFen: 100_000,
      service: 86_687,
      note: `2,5% giá trị hàng, tối thiểu ${formatVnd(10_000)}; Giảm 5% (hạng Bạc)`,
    },
    // goods 10 CNY = 36,500 đ: 3 % = 1,095 < minimum 10,000; the discount comes after it → 9,500.
    { priceFen: 1_000, service: 9_500, note: `3% giá trị hàng, tối thiểu ${formatVnd(10_000)}; Giảm 5% (hạng Bạc)` },
  ])('takes the discount off the service fee after the minimum and names it ($service đ)', (c) => {
    const fees = calculatePurchaseFees({
      lines: [{ unitPriceFen: c.priceFen, quantity: 1 }],
      exchangeRate: 3_650,
      options,
      tariff: tariffForLevel(defaultPurchaseFeeTariff, silver),
    });
    expect(fees.serviceFeeVnd).toBe(c.service);
    expect(fees.lines.find((l) => l.kind === 'service')).toMatchObject({ amountVnd: c.service, note: c.note });
    expect(fees.depositDueVnd).toBe(Math.round(((fees.goodsVnd + c.service) * 60) / 100));
  });

  it('keeps 100 % for a quoted order, and the plain tariff without a level', () => {
    const lines = [{ unitPriceFen: 100_000, quantity: 1 }];
    const quoted = calculatePurchaseFees({
      lines,
      exchangeRate: 3_650,
      options,
      needsQuote: true,
      tariff: tariffForLevel(defaultPurchaseFeeTariff, silver),
    });
    expect(quoted.depositDueVnd).toBe(quoted.goodsVnd + quoted.serviceFeeVnd);
    expect(tariffForLevel(defaultPurchaseFeeTariff, null)).toBe(defaultPurchaseFeeTariff);
    const plain = calculatePurchaseFees({ lines, exchangeRate: 3_650, options });
    expect(plain.serviceFeeVnd).toBe(91_250);
  });

  it('reprices from the agreed (discounted) fee with the frozen deposit share', () => {
    const tariff = tariffForLevel(defaultPurchaseFeeTariff, { ...silver, levelName: undefined });
    const fees = repriceOrder({
      lines: [{ unitPriceFen: 50_000, quantity: 1 }],
      exchangeRate: 3_650,
      options,
      agreed: { goodsVnd: 3_650_000, serviceFeeVnd: 86_687 },
      orderedItems: 2,
      tariff,
    });
    expect(fees.serviceFeeVnd).toBe(43_344); // half the goods, half the agreed fee (rounded half up)
    expect(fees.depositDueVnd).toBe(Math.round(((1_825_000 + 43_344) * 6_000) / 10_000));
    expect(fees.lines.find((l) => l.kind === 'service')?.note).toContain('Đã giảm 5%');
  });
});

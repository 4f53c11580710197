import { describe, expect, it } from 'vitest';
import { alibabaDraft, taobaoDraft } from '../test/drafts.ts';
import { choiceImage, isPossible, linePrice, priceRange, skuFor, skuIfPicked, tierPriceFen } from './variants.ts';

describe('variant resolution', () => {
  it('picks the SKU of a full choice, none while a property is missing', () => {
    expect(skuFor(taobaoDraft, { 颜色: '白色', 尺码: 'M' })?.skuId).toBe('5003');
    expect(skuFor(taobaoDraft, { 颜色: '白色' })).toBeNull();
    expect(skuIfPicked(taobaoDraft, { 颜色: '黑色' }, '尺码', 'L')?.skuId).toBe('5002');
  });

  it.each([
    [{}, '尺码', 'L', true], // black L is in stock
    [{ 颜色: '白色' }, '尺码', 'L', false], // white L sold out
    [{ 颜色: '白色' }, '尺码', 'M', true],
    [{ 尺码: 'L' }, '颜色', '白色', false],
    [{ 尺码: 'L' }, '颜色', '黑色', true],
    [{ 颜色: '白色', 尺码: 'M' }, '尺码', 'L', false], // changing a chosen value is checked against the others
  ])('with %j, %s=%s possible: %s', (choice, name, value, expected) => {
    expect(isPossible(taobaoDraft, choice, name, value)).toBe(expected);
  });

  it('treats every value as possible when the product lists no SKUs', () => {
    expect(isPossible({ skus: [] }, {}, '颜色', '红')).toBe(true);
  });

  it.each([
    [1, 800],
    [2, 800],
    [49, 800],
    [50, 700],
    [199, 700],
    [200, 650],
    [10_000, 650],
  ])('1688 tiers: %i units cost %i fen each', (qty, fen) => {
    expect(tierPriceFen(alibabaDraft.priceTiers, qty)).toBe(fen);
    expect(linePrice(alibabaDraft, alibabaDraft.skus[0] ?? null, qty)).toEqual({
      unitPriceFen: fen,
      listPriceFen: null,
    });
  });

  it('sorts tiers given out of order and has no tier price without tiers', () => {
    expect(
      tierPriceFen(
        [
          { minQuantity: 10, priceFen: 90 },
          { minQuantity: 1, priceFen: 100 },
        ],
        12,
      ),
    ).toBe(90);
    expect(tierPriceFen([], 5)).toBeNull();
  });

  it('prices a promotion with the list price beside it, else the list price alone', () => {
    const [promo, plain] = taobaoDraft.skus;
    expect(linePrice(taobaoDraft, promo ?? null, 3)).toEqual({ unitPriceFen: 4900, listPriceFen: 5900 });
    expect(linePrice(taobaoDraft, plain ?? null, 3)).toEqual({ unitPriceFen: 6500, listPriceFen: null });
    expect(linePrice({ ...taobaoDraft, promotionPriceFen: 5000 }, null, 1)).toEqual({
      unitPriceFen: 5000,
      listPriceFen: 5900,
    });
  });

  it('gives the price range of the SKUs for sale and the image of the chosen colour', () => {
    expect(priceRange(taobaoDraft.skus)).toEqual({ min: 4900, max: 6500 });
    expect(priceRange(alibabaDraft.skus)).toBeNull();
    expect(choiceImage(taobaoDraft, { 尺码: 'M', 颜色: '白色' })).toMatch(/white/);
    expect(choiceImage(taobaoDraft, { 尺码: 'M' })).toBeNull();
  });
});

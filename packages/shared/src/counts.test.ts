import { describe, expect, it } from 'vitest';
import { formatProductCount, formatProductsAndUnits, formatUnitCount } from './counts.ts';

describe('count wording (decision 0093)', () => {
  it('"sản phẩm" counts products, "cái" counts units', () => {
    expect(formatProductCount(3)).toBe('3 sản phẩm');
    expect(formatUnitCount(1200)).toBe('1.200 cái');
    expect(formatProductsAndUnits(1, 10)).toBe('1 sản phẩm · 10 cái');
    expect(formatProductsAndUnits(2, 2)).toBe('2 sản phẩm');
  });
});

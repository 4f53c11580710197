/** Tier rows in words, as DESIGN.md §4 writes them. */
import { formatNumber, formatVnd } from '@app/shared/money';
import { describe, expect, it } from 'vitest';
import { belowLabels, upToLabels } from './tier-labels.ts';

const plain = (s: string[]) => s.map((x) => x.replaceAll('\u00a0', ' '));

describe('tier labels', () => {
  it('reads service-fee bounds as below / from … to below / from … up', () => {
    expect(plain(belowLabels([1_000_000, 5_000_000, null], formatVnd))).toEqual([
      'Dưới 1.000.000 ₫',
      'Từ 1.000.000 ₫ đến dưới 5.000.000 ₫',
      'Từ 5.000.000 ₫ trở lên',
    ]);
  });

  it('reads counting bounds as inclusive ranges', () => {
    expect(upToLabels([5, 20, null], (n) => `${formatNumber(n)} cái`)).toEqual([
      '1 cái – 5 cái',
      '6 cái – 20 cái',
      'Trên 20 cái',
    ]);
  });
});

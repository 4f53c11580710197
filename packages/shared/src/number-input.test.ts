import { describe, expect, it } from 'vitest';
import { formatTypedNumber, keepNumberChars, parseTypedNumber } from './number-input.ts';

describe('parseTypedNumber: numbers as typed in Vietnam (decision 0095)', () => {
  it.each([
    ['2', 2],
    ['2,5', 2.5],
    ['40,5', 40.5],
    ['0,25', 0.25],
    [',5', 0.5],
    ['2,', 2],
    ['2.5', 2.5],
    ['40.5', 40.5],
    ['1.500', 1500],
    ['12.345.678', 12_345_678],
    ['1.234,5', 1234.5],
    [' 2 500 ', 2500],
    ['2\u00a0500', 2500],
    ['０２，５', 2.5],
    ['007', 7],
  ])('reads %j as %d', (text, value) => {
    expect(parseTypedNumber(text)).toBe(value);
  });

  it.each(['', '   '])('reads %j as nothing typed', (text) => {
    expect(parseTypedNumber(text)).toBeUndefined();
  });

  it.each(['abc', '1,2,3', '1,2.5', '-2', ',', '.', '12.34.5', '2e3', 'NaN', 'Infinity', '1.5.0,2'])(
    'refuses %j (null, never NaN)',
    (text) => {
      expect(parseTypedNumber(text)).toBeNull();
    },
  );

  it('never answers NaN for any short text of number characters', () => {
    const chars = ['1', '0', ',', '.', ' '];
    let layer = [''];
    const texts: string[] = [];
    for (let len = 0; len < 5; len++) {
      layer = layer.flatMap((t) => chars.map((c) => t + c));
      texts.push(...layer);
    }
    for (const t of texts) {
      const n = parseTypedNumber(t);
      if (typeof n === 'number') expect(Number.isFinite(n), t).toBe(true);
    }
  });

  it('keeps only number characters and writes numbers back the Vietnamese way', () => {
    expect(keepNumberChars('2,5 kg')).toBe('2,5 ');
    expect(formatTypedNumber(2.5)).toBe('2,5');
    expect(formatTypedNumber(1500)).toBe('1.500');
    expect(formatTypedNumber(undefined)).toBe('');
    expect(formatTypedNumber(Number.NaN)).toBe('');
  });
});

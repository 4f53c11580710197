import { describe, expect, it } from 'vitest';
import {
  divRoundHalfUp,
  fenToVnd,
  formatDateTime,
  formatFen,
  formatNumber,
  formatVnd,
  parseCnyToFen,
  percentOf,
} from './money.ts';

/** Intl puts U+00A0 (no-break space) before ₫ and U+202F in some locales; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('divRoundHalfUp', () => {
  it.each([
    [0, 10, 0],
    [14, 10, 1],
    [15, 10, 2],
    [25, 10, 3],
    [16, 10, 2],
    [1, 3, 0],
    [2, 3, 1],
    [-15, 10, -2], // half away from zero for negatives
    [-14, 10, -1],
    [9_007_199_254_740_991, 1, 9_007_199_254_740_991],
  ])('%i / %i → %i', (n, d, q) => {
    expect(divRoundHalfUp(n, d)).toBe(q);
  });

  it.each([
    [1.5, 10],
    [10, 0],
    [10, -1],
    [2 ** 53, 10],
  ])('refuses %d / %d', (n, d) => {
    expect(() => divRoundHalfUp(n, d)).toThrow(RangeError);
  });
});

describe('fenToVnd and percentOf', () => {
  it.each([
    [100, 3650, 3_650],
    [1, 3650, 37], // 36.5 → 37
    [1, 3580, 36], // 35.8
    [12_345, 3650, 450_593], // 450,592.5 → 450,593
    [0, 3650, 0],
  ])('fenToVnd(%i, %i) → %i', (fen, rate, vnd) => {
    expect(fenToVnd(fen, rate)).toBe(vnd);
  });

  it.each([
    [1_000_000, 250, 25_000],
    [500_050, 300, 15_002], // 15,001.5
    [333_333, 300, 10_000], // 9,999.99
    [10_015, 7_000, 7_011], // 7,010.5
    [1_025_000, 10_000, 1_025_000],
  ])('percentOf(%i, %i bp) → %i', (amount, bp, result) => {
    expect(percentOf(amount, bp)).toBe(result);
  });
});

describe('parseCnyToFen', () => {
  it.each([
    ['12', 1_200],
    ['12,5', 1_250],
    ['12.50', 1_250],
    ['0.01', 1],
    [' 99,9 ', 9_990],
    ['1234567.89', 123_456_789],
  ])('%j → %i fen', (text, fen) => {
    expect(parseCnyToFen(text)).toBe(fen);
  });

  it.each([[''], ['abc'], ['-1'], ['1.234'], ['1,2,3'], ['12345678'], ['¥12']])('%j → null', (text) => {
    expect(parseCnyToFen(text)).toBeNull();
  });
});

describe('vi-VN formatting (Intl in Node 20)', () => {
  it.each([
    [1_250_000, '1.250.000 ₫'],
    [10_000, '10.000 ₫'],
    [0, '0 ₫'],
    [-5_000, '-5.000 ₫'],
  ])('formatVnd(%i) → %j', (amount, text) => {
    expect(plain(formatVnd(amount))).toBe(text);
  });

  it('puts a no-break space before ₫ so the symbol never wraps alone', () => {
    expect(formatVnd(1_250_000)).toBe('1.250.000\u00a0₫');
  });

  it('formats fen and plain numbers', () => {
    expect(formatFen(12_345)).toBe('¥123,45');
    expect(formatFen(100)).toBe('¥1,00');
    expect(formatNumber(3650)).toBe('3.650');
  });

  // Date first, as CONVENTIONS.md shows (Node's vi-VN ICU would put the time first).
  it.each([
    ['2026-11-21T07:05:00Z', '21/11/2026 14:05'],
    ['2026-11-21T17:05:00Z', '22/11/2026 00:05'], // UTC+7 crosses midnight
    ['2026-01-01T00:00:00+07:00', '01/01/2026 00:00'],
  ])('formatDateTime(%s) in Asia/Ho_Chi_Minh → %j', (iso, text) => {
    expect(plain(formatDateTime(iso))).toBe(text);
    expect(plain(formatDateTime(new Date(iso)))).toBe(text);
  });
});

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
    // As copied from Taobao, Tmall, 1688 and Pinduoduo (decision 0031)
    ['¥12.50', 1_250],
    ['¥ 12.50', 1_250],
    ['￥12.50', 1_250],
    ['￥１２．５０', 1_250], // full-width digits from a Chinese keyboard
    ['12.50 元', 1_250],
    ['12.50元', 1_250],
    ['¥12.50元', 1_250],
    ['RMB 12.50', 1_250],
    ['CNY12', 1_200],
    ['12,5 tệ', 1_250],
    ['59.9 Nhân dân tệ', 5_990],
    // Thousands groups, with the other separator for the fen
    ['1,299.00', 129_900],
    ['¥1,299.00', 129_900],
    ['1.299,00', 129_900],
    ['¥1.234,50', 123_450],
    ['1,299,000', 129_900_000],
    ['1.299.000', 129_900_000],
    ['007', 700],
  ])('%j → %i fen', (text, fen) => {
    expect(parseCnyToFen(text)).toBe(fen);
  });

  it.each([
    [''],
    ['¥'],
    ['元'],
    ['abc'],
    ['-1'],
    ['¥-12.50'],
    ['1.234'], // thousands or decimals: not guessed
    ['1,234'],
    ['12.345'],
    ['1,2,3'],
    ['1,299,00'],
    ['1.299.00'],
    ['1,29.00'],
    ['12345678'],
    ['12.50-15.00'], // a price range: the customer picks one
    ['12.50 ~ 15.00'],
    ['$12.50'],
    ['12.50 ₫'],
    ['1e3'],
    ['12 .50'],
  ])('%j → null', (text) => {
    expect(parseCnyToFen(text)).toBeNull();
  });

  it('reads back every amount formatFen writes and every plain or marked form of it', () => {
    // Deterministic sweep: small amounts one by one, then a spread up to ¥9,999,999.99.
    const amounts = [...Array.from({ length: 2_000 }, (_, i) => i), 999_999_999, 100_000_000];
    for (let fen = 2_000, step = 7; fen < 999_999_999; fen += step, step = Math.ceil(step * 1.37)) amounts.push(fen);
    for (const fen of amounts) {
      const yuan = Math.floor(fen / 100);
      const cents = String(fen % 100).padStart(2, '0');
      expect(parseCnyToFen(formatFen(fen))).toBe(fen);
      expect(parseCnyToFen(`${yuan}.${cents}`)).toBe(fen);
      expect(parseCnyToFen(`¥${yuan},${cents}`)).toBe(fen);
      expect(parseCnyToFen(`${yuan}.${cents} 元`)).toBe(fen);
    }
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

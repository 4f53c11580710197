import { describe, expect, it } from 'vitest';
import { bagCode, customerCode, customerIdOf, maskTrackingCode, parcelCode } from './customer-code.ts';

describe('codes', () => {
  it('pads customer, parcel and bag codes', () => {
    expect(customerCode(42)).toBe('KH00042');
    expect(customerCode(1_234_567)).toBe('KH1234567');
    expect(parcelCode(1234)).toBe('PK00001234');
    expect(bagCode(12)).toBe('BA000012');
  });

  it.each([
    ['YT7512345678904321', 'YT75••••••••••4321'],
    ['SF12345678', 'SF••••••78'],
    ['ABCDEFG', 'A•••••G'],
    ['ABCDE', 'A•••E'],
  ])('masks %s as %s, never showing the middle', (code, masked) => {
    expect(maskTrackingCode(code)).toBe(masked);
  });
});

describe('customerIdOf', () => {
  it('reads the id back from a customer code as staff type it', () => {
    for (const id of [1, 42, 99_999, 1_234_567]) expect(customerIdOf(customerCode(id))).toBe(id);
    expect(customerIdOf(' kh 00042 ')).toBe(42);
    expect(customerIdOf('KH42')).toBe(42);
  });
  it('refuses what is not a customer code', () => {
    for (const code of ['', 'KH', 'KH00000', '42', 'MH2611-000001', 'KH-42', 'KH99999999999', 'KH3000000000']) {
      expect(customerIdOf(code)).toBeNull();
    }
  });
});

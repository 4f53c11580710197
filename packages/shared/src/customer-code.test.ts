import { describe, expect, it } from 'vitest';
import { bagCode, customerCode, maskTrackingCode, parcelCode } from './customer-code.ts';

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

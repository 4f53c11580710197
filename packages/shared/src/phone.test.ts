import { describe, expect, it } from 'vitest';
import { vnMobilePhone } from './contracts/common.ts';
import { canonicalVnPhone, loginName, normalizeVnPhone } from './phone.ts';

describe('Vietnamese phones as typed (decision 0095)', () => {
  it.each([
    '0977318462',
    '0977 318 462',
    '0977.318.462',
    '0977-318-462',
    '+84977318462',
    '+84 977 318 462',
    '(+84) 977 318 462',
    '84977318462',
    '0084977318462',
    '+84 0977 318 462',
    ' 0977\u00a0318\u00a0462 ',
    '０９７７３１８４６２',
  ])('%j is 0977318462 everywhere', (typed) => {
    expect(canonicalVnPhone(typed)).toBe('0977318462');
    expect(loginName(typed)).toBe('0977318462');
    expect(vnMobilePhone.parse(typed)).toBe('0977318462');
  });

  it.each(['12345', '0177318462', '097731846', '09773184621', '+1 977 318 462', 'abc'])(
    'refuses %j as a mobile number',
    (typed) => {
      expect(canonicalVnPhone(typed)).toBeNull();
      expect(vnMobilePhone.safeParse(typed).success).toBe(false);
    },
  );

  it('keeps a canonical number and a numbers starting 084 as they are', () => {
    expect(normalizeVnPhone('0845123456')).toBe('0845123456');
    expect(canonicalVnPhone('0845123456')).toBe('0845123456');
  });

  it('signs e-mails in trimmed and in lower case', () => {
    expect(loginName('  Mai.Tran@Example.VN ')).toBe('mai.tran@example.vn');
  });
});

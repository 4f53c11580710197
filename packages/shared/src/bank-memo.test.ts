import { describe, expect, it } from 'vitest';
import { findMemoCodes } from './bank-memo.ts';

describe('finding a recharge memo in what the bank delivered', () => {
  it.each([
    ['NAP K7Q2M9', ['K7Q2M9']],
    ['NAPK7Q2M9', ['K7Q2M9']],
    ['nap k7q2m9 chuyen tien', ['K7Q2M9']],
    ['MBVCB.123456.NAPK7Q2M9.CT tu 0123456789 TRAN THI MAI toi 0987654321', ['K7Q2M9']],
    ['IBFT NAP-K7Q2M9-', ['K7Q2M9']],
    ['NAP.K7Q2M9', ['K7Q2M9']],
    ['Nạp K7Q2M9', ['K7Q2M9']],
    ['TRAN THI MAI chuyen khoan NAP  K7Q2M9 FT24123', ['K7Q2M9']],
    ['NAP K7Q2M9 NAP K7Q2M9', ['K7Q2M9']],
    ['NAP K7Q2M9 NAP 8HJ3KP', ['K7Q2M9', '8HJ3KP']],
    ['TRANTHIMAINAPK7Q2M9FT24112', ['K7Q2M9']],
  ])('%s → %j', (content, codes) => {
    expect(findMemoCodes(content, 'NAP')).toEqual(codes);
  });

  it.each([
    ['chuyen tien an trua', 'no memo'],
    ['NAP K7Q2M', 'five characters'],
    ['NAP K1Q2M0', 'characters outside the alphabet (1, 0)'],
    ['NAP, K7Q2M9', 'a comma between'],
    ['RUT K7Q2M9', 'a withdrawal memo'],
  ])('%s finds nothing (%s)', (content) => {
    expect(findMemoCodes(content, 'NAP')).toEqual([]);
  });

  it('finds a withdrawal memo the same way', () => {
    expect(findMemoCodes('CK ra RUTK7Q2M9 FT2411', 'RUT')).toEqual(['K7Q2M9']);
    expect(findMemoCodes('rut k7q2m9', 'RUT')).toEqual(['K7Q2M9']);
    expect(findMemoCodes('NAP K7Q2M9', 'RUT')).toEqual([]);
  });
});

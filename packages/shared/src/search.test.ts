import { describe, expect, it } from 'vitest';
import { escapeLike, foldSearchText, searchTerms } from './search.ts';

describe('foldSearchText', () => {
  it.each([
    ['Nguyễn Thị Lân', 'nguyen thi lan'],
    ['ĐẶNG VĂN ĐỨC', 'dang van duc'],
    ['Trần Thị Mỹ Hạnh'.normalize('NFD'), 'tran thi my hanh'],
    ['Ỷ Lại Ượt', 'y lai uot'],
    ['abc 123', 'abc 123'],
  ])('%s → %s', (input, folded) => expect(foldSearchText(input)).toBe(folded));
});

describe('searchTerms', () => {
  it('reads a phone number in the ways people type it, from 3 digits', () => {
    for (const q of ['0912 345 678', '0912.345.678', '+84 912 345 678', '84912345678', '0912-345-678']) {
      expect(searchTerms(q).phone, q).toBe('0912345678');
    }
    expect(searchTerms('0912').phone).toBe('0912');
    expect(searchTerms('09').phone).toBeNull();
    expect(searchTerms('lan').phone).toBeNull();
  });

  it('reads codes in upper case without spaces, and a memo by the code after NAP', () => {
    expect(searchTerms('mh2611-0001').codes).toEqual(['MH2611-0001']);
    expect(searchTerms('nap k7q2m9').codes).toEqual(['NAPK7Q2M9', 'K7Q2M9']);
    expect(searchTerms('NAP').codes).toEqual(['NAP']);
  });

  it('searches names from 2 characters, emails only without spaces', () => {
    expect(searchTerms('L').name).toBeNull();
    expect(searchTerms('0912 345').name).toBeNull();
    expect(searchTerms('  thị   lân ').name).toBe('thị lân');
    expect(searchTerms('Lan.Nguyen@').email).toBe('lan.nguyen@');
    expect(searchTerms('thi lan').email).toBeNull();
  });
});

describe('escapeLike', () => {
  it('escapes the wildcards and the escape', () => expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b'));
});

/**
 * Province and ward search (decision 0036): "hcm", "sài gòn", "hn" and "hanoi" found nothing. Checked against
 * the real 2025 units (apps/api/data), so the alias table cannot name a code that does not exist.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldPlace, searchPlaces } from './place-search.ts';
import { provinceAliases } from './province-aliases.ts';

const units = JSON.parse(
  readFileSync(new URL('../../../apps/api/data/vn-admin-units-2025.json', import.meta.url), 'utf8'),
) as { provinces: { code: string; name: string }[]; wards: { code: string; name: string; provinceCode: string }[] };

/** The province picker's options, as the address form builds them. */
const provinces = units.provinces.map((p) => ({ code: p.code, label: p.name, ...provinceAliases[p.code] }));
const find = (query: string) => searchPlaces(provinces, query).map((h) => h.place.label);

describe('foldPlace', () => {
  it.each([
    ['Thành phố Hà Nội', 'thanh pho ha noi'],
    ['Tỉnh Đắk Lắk', 'tinh dak lak'],
    ['ĐỒNG NAI', 'dong nai'],
    ['TP.HCM', 'tp hcm'],
    ['Bà Rịa – Vũng Tàu', 'ba ria vung tau'],
    ['  Hưng   Yên ', 'hung yen'],
    // decomposed input (some keyboards) folds like composed
    ['Ha\u0300 Nô\u0323i', 'ha noi'],
  ])('%s → %s', (text, folded) => {
    expect(foldPlace(text)).toBe(folded);
  });
});

describe('province search', () => {
  it('has exactly the 34 provinces and cities, each with an entry in the alias table', () => {
    expect(provinces).toHaveLength(34);
    expect(Object.keys(provinceAliases).sort()).toEqual(units.provinces.map((p) => p.code).sort());
  });

  it.each([
    ['hcm', 'Thành phố Hồ Chí Minh'],
    ['HCM', 'Thành phố Hồ Chí Minh'],
    ['tp.hcm', 'Thành phố Hồ Chí Minh'],
    ['TPHCM', 'Thành phố Hồ Chí Minh'],
    ['sài gòn', 'Thành phố Hồ Chí Minh'],
    ['sai gon', 'Thành phố Hồ Chí Minh'],
    ['saigon', 'Thành phố Hồ Chí Minh'],
    ['ho chi minh', 'Thành phố Hồ Chí Minh'],
    ['hochiminh', 'Thành phố Hồ Chí Minh'],
    ['hn', 'Thành phố Hà Nội'],
    ['hanoi', 'Thành phố Hà Nội'],
    ['Ha Noi', 'Thành phố Hà Nội'],
    ['hà nội', 'Thành phố Hà Nội'],
    ['haiphong', 'Thành phố Hải Phòng'],
    ['danang', 'Thành phố Đà Nẵng'],
    ['da nang', 'Thành phố Đà Nẵng'],
    ['đà nẵng', 'Thành phố Đà Nẵng'],
    ['DA NANG', 'Thành phố Đà Nẵng'],
    ['dak lak', 'Tỉnh Đắk Lắk'],
    ['hue', 'Thành phố Huế'],
    ['thua thien hue', 'Thành phố Huế'],
    ['cantho', 'Thành phố Cần Thơ'],
  ])('"%s" finds %s first', (query, name) => {
    expect(find(query)[0]).toBe(name);
  });

  it('finds both cities "ĐN" may mean', () => {
    expect(find('đn')).toEqual(['Thành phố Đà Nẵng', 'Tỉnh Đồng Nai']);
    expect(find('dn')).toEqual(['Thành phố Đà Nẵng', 'Tỉnh Đồng Nai']);
  });

  it('does not find a province by letters that only meet across two words', () => {
    // "tinh ninh binh" joined is "tinhninhbinh", which holds "hn" inside the words: not a hit.
    expect(find('hn')).toEqual(['Thành phố Hà Nội']);
    expect(find('hcm')).toEqual(['Thành phố Hồ Chí Minh']);
  });

  it('finds a province merged in 2025 by its former name, saying which name found it', () => {
    const hits = searchPlaces(provinces, 'binh duong');
    expect(hits.map((h) => [h.place.label, h.former])).toEqual([['Thành phố Hồ Chí Minh', 'Bình Dương']]);
    expect(searchPlaces(provinces, 'vũng tàu').map((h) => [h.place.label, h.former])).toEqual([
      ['Thành phố Hồ Chí Minh', 'Bà Rịa – Vũng Tàu'],
    ]);
    expect(searchPlaces(provinces, 'nam dinh')[0]).toMatchObject({
      place: { label: 'Tỉnh Ninh Bình' },
      former: 'Nam Định',
    });
  });

  it('puts provinces found by their own name before those found by another or a former name', () => {
    const found = find('binh');
    expect(found[0]).toBe('Tỉnh Ninh Bình');
    expect(found.slice(1)).toEqual(
      expect.arrayContaining(['Thành phố Hồ Chí Minh', 'Tỉnh Đồng Nai', 'Tỉnh Gia Lai', 'Tỉnh Lâm Đồng']),
    );
  });

  it('lists every province for an empty query and none for nonsense', () => {
    expect(find('')).toHaveLength(34);
    expect(find('   ')).toHaveLength(34);
    expect(find('xyzzy')).toEqual([]);
  });
});

describe('ward search (no aliases): accents and spacing only', () => {
  const wards = units.wards.filter((w) => w.provinceCode === '01').map((w) => ({ label: w.name }));
  it.each([
    ['ba dinh', 'Phường Ba Đình'],
    ['badinh', 'Phường Ba Đình'],
    ['đông anh', 'Xã Đông Anh'],
    ['hoan kiem', 'Phường Hoàn Kiếm'],
  ])('"%s" finds %s', (query, name) => {
    expect(searchPlaces(wards, query).map((h) => h.place.label)).toContain(name);
  });
});

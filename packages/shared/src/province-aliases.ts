/**
 * Other names of Vietnam's 34 provinces and cities (2025 administrative units, by their two-digit
 * code in apps/api/data/vn-admin-units-2025.json), for the province search (place-search.ts).
 *
 * - `aliases`: short and everyday names people type ("hcm", "sài gòn", "hn"). Accents, case and spaces
 *   are ignored when matching, so "Hà Nội", "ha noi" and "hanoi" need no entry of their own; a name
 *   typed joined that is not the official words ("saigon") does.
 * - `former`: provinces merged into this one on 1 July 2025 (Nghị quyết 202/2025/QH15), as people
 *   still write them on addresses: the search finds the new province and says it includes the old.
 *
 * "ĐN" names both Đà Nẵng and Đồng Nai in everyday writing: both are listed.
 */
export const provinceAliases: Readonly<Record<string, { aliases?: readonly string[]; former?: readonly string[] }>> = {
  '01': { aliases: ['hn', 'tp hn', 'thủ đô'] },
  '04': {},
  '08': { former: ['Hà Giang'] },
  '11': {},
  '12': {},
  '14': {},
  '15': { former: ['Yên Bái'] },
  '19': { former: ['Bắc Kạn'] },
  '20': {},
  '22': {},
  '24': { former: ['Bắc Giang'] },
  '25': { former: ['Vĩnh Phúc', 'Hòa Bình'] },
  '31': { aliases: ['hp'], former: ['Hải Dương'] },
  '33': { former: ['Thái Bình'] },
  '37': { former: ['Hà Nam', 'Nam Định'] },
  '38': {},
  '40': {},
  '42': {},
  '44': { former: ['Quảng Bình'] },
  '46': { aliases: ['Thừa Thiên Huế', 'tt huế'] },
  '48': { aliases: ['đn'], former: ['Quảng Nam'] },
  '51': { former: ['Kon Tum'] },
  '52': { former: ['Bình Định'] },
  '56': { aliases: ['Nha Trang'], former: ['Ninh Thuận'] },
  '66': { aliases: ['Buôn Ma Thuột'], former: ['Phú Yên'] },
  '68': { aliases: ['Đà Lạt'], former: ['Đắk Nông', 'Bình Thuận'] },
  '75': { aliases: ['đn', 'Biên Hòa'], former: ['Bình Phước'] },
  '79': {
    aliases: ['hcm', 'tp hcm', 'tphcm', 'hồ chí minh', 'sài gòn', 'saigon', 'sg', 'hochiminh'],
    former: ['Bình Dương', 'Bà Rịa – Vũng Tàu'],
  },
  '80': { former: ['Long An'] },
  '82': { former: ['Tiền Giang'] },
  '86': { former: ['Bến Tre', 'Trà Vinh'] },
  '91': { former: ['Kiên Giang'] },
  '92': { former: ['Sóc Trăng', 'Hậu Giang'] },
  '96': { former: ['Bạc Liêu'] },
};

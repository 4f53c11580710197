/**
 * Slugs of articles and static pages (decision 0102): lower-case latin letters, digits and single
 * dashes (`phi-van-chuyen-2026`), at most SLUG_MAX characters. An article's slug is made from its
 * Vietnamese title without accents when staff leave it empty.
 */

/** Longest slug. */
export const SLUG_MAX = 120;
/** A valid slug: lower-case latin letters and digits in groups joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `Bảng giá vận chuyển – Hà Nội!` → `bang-gia-van-chuyen-ha-noi`: accents removed (đ → d), every
 * other run of characters a dash, cut to `max` characters at a dash where possible. Empty when
 * nothing latin or numeric remains.
 */
export function slugify(text: string, max = SLUG_MAX): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const dash = cut.lastIndexOf('-');
  return (dash > max / 2 ? cut.slice(0, dash) : cut).replace(/-+$/, '');
}

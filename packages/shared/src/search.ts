/**
 * The staff search box (decision 0040): what one text typed into it is matched against. The API
 * builds its SQL from `searchTerms`; the console only sends the text (`q`, at most SEARCH_MAX
 * characters: contracts/common.ts `searchText`).
 *
 * - names "contain" the text, case- and accent-insensitively (`lan`, `Lân`, `LAN` find
 *   "Nguyễn Thị Lân"), from 2 characters, unless the text is a phone number;
 * - phones start with it (`0912 345`, `+84 912…` → `0912345…`), from 3 digits;
 * - emails start with it, from 2 characters;
 * - order and recharge codes start with it (`mh2611-0001` → `MH2611-0001…`), and a transfer memo
 *   (`NAP K7Q2M9`) finds its recharge by the code after `NAP`.
 */

/** Longest search text, in characters. */
export const SEARCH_MAX = 100;

/**
 * The text folded for matching: decomposed, combining marks (U+0300–U+036F: Vietnamese tones and
 * vowel marks) removed, đ → d, lower case. The same as the database's `vn_fold()` (migration
 * 0008), which folds the stored names: `foldSearchText('Đặng Thị Lân') === 'dang thi lan'`.
 */
export function foldSearchText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

/** `s` with LIKE's wildcards (`%`, `_`) and its escape (`\`) escaped, to match literally. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface SearchTerms {
  /** The text as typed, spaces collapsed: names contain its folded form. Null under 2 characters or for a phone. */
  name: string | null;
  /** The digits of a phone number (+84/84 → 0) when the text is one, from 3 digits; else null. */
  phone: string | null;
  /** The text in lower case when it could start an email (no spaces, 2+ characters); else null. */
  email: string | null;
  /** Upper-case code prefixes: the text without spaces, and without a leading `NAP` (a memo). */
  codes: string[];
}

/** What `q` is matched against; see the module comment. */
export function searchTerms(q: string): SearchTerms {
  const text = q.trim().replace(/\s+/g, ' ');
  const compact = text.replace(/\s/g, '');
  const digits = /^\+?[\d .-]+$/.test(text) ? text.replace(/[^\d+]/g, '') : '';
  let phone: string | null = null;
  if (digits) {
    const local = digits.startsWith('+84') ? `0${digits.slice(3)}` : digits.replace(/^84(?=\d{9}$)/, '0');
    phone = /^\d{3,}$/.test(local) ? local : null;
  }
  const upper = compact.toUpperCase();
  const codes = compact ? [upper] : [];
  if (/^NAP./.test(upper)) codes.push(upper.slice(3));
  return {
    name: text.length >= 2 && !phone ? text : null,
    phone,
    email: compact.length >= 2 && compact === text ? text.toLowerCase() : null,
    codes,
  };
}

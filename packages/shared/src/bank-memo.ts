/**
 * Finds a recharge or withdrawal memo (`NAP K7Q2M9`, `RUT K7Q2M9`) in a bank transfer's content as
 * banks deliver it: upper or lower case, the space dropped (`NAPK7Q2M9`), dots, dashes or
 * underscores around or inside it, and the bank's own prefixes and suffixes
 * (`MBVCB.123.NAPK7Q2M9.CT tu ...`). Codes are six characters of the recharge alphabet
 * (modules/wallet/recharge.service.ts: digits 2–9 and capitals without I and O): the six characters
 * after the prefix and its separators. Pure; used by the bank notification adapters and their bench.
 */

/** The memo prefixes: `NAP` for recharges (money in), `RUT` for withdrawals (money out). */
export type MemoKind = 'NAP' | 'RUT';

// Separators a bank app may put between the prefix and the code: spaces, dots, dashes, underscores.
const SEPARATOR = '[\\s._\\-:/]*';
const CODE = '([2-9A-HJ-NP-Z]{6})';

// Permissive on both sides: some banks strip every space (`TRANTHIMAINAPK7Q2M9FT2411`). A false
// find costs nothing: a code counts only when it names a pending request of the same amount.
const patterns: Record<MemoKind, RegExp> = {
  NAP: new RegExp(`NAP${SEPARATOR}${CODE}`, 'g'),
  RUT: new RegExp(`RUT${SEPARATOR}${CODE}`, 'g'),
};

/**
 * The codes of `kind` found in `content`, first first, without repeats (a content may carry the memo
 * twice). Empty when there is none. Accents are removed first (`NẠP` typed with a Vietnamese
 * keyboard reads `NAP`).
 */
export function findMemoCodes(content: string, kind: MemoKind): string[] {
  const text = content
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'D')
    .toUpperCase();
  const found = new Set<string>();
  for (const m of text.matchAll(patterns[kind])) found.add(m[1]!);
  return [...found];
}

/**
 * Numbers as people type them into a form in Vietnam (decision 0095): the decimal
 * separator is the comma (`2,5`, `40,5`), the dot groups thousands (`1.500`, as formatNumber writes
 * it), and a phone keypad that offers only a dot still gives a decimal (`2.5`). Every numeric input
 * of the PWA and the console reads its text through parseTypedNumber, so no input turns `2,5` into
 * NaN or into 25. Yuan prices have their own, stricter reader (money.ts parseCnyToFen, decision 0031).
 */

/** `1.500`, `12.345.678`: dots that group thousands. */
const groupedDots = /^\d{1,3}(?:\.\d{3})+$/;
/** Digits, at most one decimal separator, digits: `2`, `2,5`, `2.5`, `,5`, `2,` (still typing). */
const plain = /^(\d*)(?:[.,](\d*))?$/;

/**
 * Reads a non-negative number as typed: `'2,5'` → 2.5, `'40,5'` → 40.5, `'1.500'` → 1500,
 * `'1.234,5'` → 1234.5, `'2.5'` → 2.5, `' 2 500 '` → 2500, `'2,'` → 2 (the comma just typed);
 * undefined for empty text; null for what is no number (`'abc'`, `'1,2,3'`, `'-2'`, `','`).
 * Whether a fraction is allowed is the field's rule (its schema's `.int(…)` message), not the reader's.
 */
export function parseTypedNumber(text: string): number | null | undefined {
  const t = text.normalize('NFKC').replace(/\s/g, '');
  if (t === '') return undefined;
  let whole = t;
  let frac = '';
  const comma = t.indexOf(',');
  if (comma >= 0) {
    // A comma is the decimal separator; dots before it group thousands.
    whole = t.slice(0, comma);
    frac = t.slice(comma + 1);
    if (whole.includes('.') && !groupedDots.test(whole)) return null;
    whole = whole.replace(/\./g, '');
    if (!/^\d*$/.test(frac)) return null;
  } else if (groupedDots.test(t)) {
    whole = t.replace(/\./g, '');
  }
  const m = plain.exec(frac ? `${whole},${frac}` : whole);
  if (!m || (m[1] === '' && !m[2])) return null;
  return Number(`${m[1] || '0'}.${m[2] || '0'}`);
}

/** The characters a numeric input keeps as typed: digits, `,` `.` and spaces (letters are dropped). */
export function keepNumberChars(text: string): string {
  return text.normalize('NFKC').replace(/[^\d.,\s]/g, '');
}

const numberFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 });

/** How a number goes back into an input: `2.5` → `'2,5'`, `1500` → `'1.500'`; empty for none. */
export function formatTypedNumber(n: number | null | undefined): string {
  return n === null || n === undefined || !Number.isFinite(n) ? '' : numberFormat.format(n);
}

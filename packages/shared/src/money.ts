/**
 * Money helpers. VND is integer đồng (no minor unit); CNY is integer fen (1 CNY = 100 fen).
 * Never floating point for amounts (DESIGN.md §3.8, §4).
 */

/** Integer division rounding half up, for non-negative numerator and positive divisor. */
export function divRoundHalfUp(numerator: number, divisor: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError('divRoundHalfUp needs safe integers and a positive divisor');
  }
  if (numerator < 0) return -divRoundHalfUp(-numerator, divisor);
  const q = Math.floor(numerator / divisor);
  const r = numerator - q * divisor;
  return r * 2 >= divisor ? q + 1 : q;
}

/** Converts fen to đồng at a rate in VND per CNY: round_half_up(fen × rate / 100). */
export function fenToVnd(fen: number, vndPerCny: number): number {
  return divRoundHalfUp(fen * vndPerCny, 100);
}

/** `basisPoints` (1 bp = 0.01 %) of an amount in đồng, rounded half up. */
export function percentOf(amountVnd: number, basisPoints: number): number {
  return divRoundHalfUp(amountVnd * basisPoints, 10_000);
}

const vndFormat = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
const cnyFormat = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const numberFormat = new Intl.NumberFormat('vi-VN');

/** `1250000` → `1.250.000 ₫`. */
export function formatVnd(amountVnd: number): string {
  return vndFormat.format(amountVnd);
}

/** `12345` fen → `¥123,45`. */
export function formatFen(fen: number): string {
  return `¥${cnyFormat.format(fen / 100)}`;
}

/** Plain vi-VN number: `3650` → `3.650`. */
export function formatNumber(n: number): string {
  return numberFormat.format(n);
}

/** Currency marks around a pasted yuan price: `¥12.50`, `￥12.50` (NFKC makes it `¥`), `12.50 元`, `RMB 12.50`, `12,5 tệ`. */
const cnyPrefix = /^(?:¥|rmb|cny)\s*/;
const cnySuffix = /\s*(?:元|rmb|cny|tệ|nhân dân tệ|yuan)$/;

/** `12`, `12.5`, `12,50`: a decimal separator, either one, then at most two digits (fen). */
const plainAmount = /^(\d+)(?:[.,](\d{1,2}))?$/;
/** `1,299,000` / `1.299.000`: two or more thousands groups (a lone `1.299` is refused as ambiguous). */
const groupedInteger = /^(\d{1,3}(?:([.,])\d{3}){2,})$/;
/** `1,299.00` / `1.299,00`: thousands groups, then the other separator with the fen. */
const groupedDecimal = /^(\d{1,3}(?:([.,])\d{3})+)([.,])(\d{1,2})$/;

/**
 * Parses a yuan price as a person types or pastes it into integer fen (1 CNY = 100 fen), or null.
 * Accepts the shop's own notation and the Vietnamese one: `12`, `12.50`, `12,5`, `¥12.50`,
 * `￥12.50` and full-width digits (NFKC), `12.50 元`, `RMB 12.50`, `12,5 tệ`, thousands groups with
 * the other separator for the decimals (`1,299.00`, `1.299,00`, `¥1.234,50` as formatFen writes it).
 * Refused (null): a negative or empty amount, a range (`12.50-15.00`), more than two decimals, more
 * than 7 integer digits, and `1.299` / `1,299` (thousands or a decimal? money is not guessed).
 * The rule is docs/decisions/0031.
 */
export function parseCnyToFen(text: string): number | null {
  const t = text.normalize('NFKC').trim().toLowerCase().replace(cnyPrefix, '').replace(cnySuffix, '');
  let whole: string;
  let frac = '';
  const plain = plainAmount.exec(t);
  const grouped = groupedInteger.exec(t);
  const groupedDec = groupedDecimal.exec(t);
  if (plain?.[1]) {
    whole = plain[1];
    frac = plain[2] ?? '';
  } else if (grouped?.[1] && grouped[2]) {
    whole = grouped[1].split(grouped[2]).join('');
  } else if (groupedDec?.[1] && groupedDec[2] && groupedDec[3] && groupedDec[2] !== groupedDec[3]) {
    whole = groupedDec[1].split(groupedDec[2]).join('');
    frac = groupedDec[4] ?? '';
  } else {
    return null;
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole.length > 7) return null;
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

const dateFormat = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
});
const timeFormat = new Intl.DateTimeFormat('vi-VN', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** ISO time → `21/11/2026 14:05` in Vietnam time (vi-VN's own order puts the time first, so compose). */
export function formatDateTime(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return `${dateFormat.format(d)} ${timeFormat.format(d)}`;
}

/** ISO time → `21/11/2026`, the date in Vietnam time. */
export function formatDate(iso: string | Date): string {
  return dateFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

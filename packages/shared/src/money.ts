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

/** Parses a yuan amount typed by a person (`12,5`, `12.50`, `12`) into integer fen, or null. */
export function parseCnyToFen(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
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

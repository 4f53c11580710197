/**
 * The customer code (mã khách hàng, DESIGN.md §2): short, printed on labels and written by sellers on
 * consignment parcels. Derived from the account id (`KH00042`), so it never changes and needs no
 * column; five digits at least, more as the id grows.
 */
export function customerCode(userId: number): string {
  return `KH${String(userId).padStart(5, '0')}`;
}

/**
 * The account id a customer code names (`KH00042`, `kh42`, ` KH 00042 ` → 42), or null when `code`
 * is not one: what staff read off a parcel is turned back into the customer it means.
 */
export function customerIdOf(code: string): number | null {
  const m = /^KH\s*0*(\d{1,10})$/i.exec(code.trim());
  if (!m) return null;
  const id = Number(m[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** `PK00001234`: the company's parcel code from its sequence number. */
export function parcelCode(n: number): string {
  return `PK${String(n).padStart(8, '0')}`;
}

/** `BA000012`: a bag's code from its sequence number. */
export function bagCode(n: number): string {
  return `BA${String(n).padStart(6, '0')}`;
}

/**
 * True when `code` (normalised: upper case, no spaces) has the form of one of our own codes: a parcel
 * code `PK` + 8 or more digits, or a bag code `BA` + 6 or more digits. Such a code is never taken as a
 * courier tracking code (decision 0083): a look-up would otherwise answer with the wrong object.
 */
export function isOwnCode(code: string): boolean {
  return /^(PK\d{8,}|BA\d{6,})$/.test(code);
}

/** True when `code` (normalised) has the form of our bag code (`BA000012`). */
export function isBagCode(code: string): boolean {
  return /^BA\d{6,}$/.test(code);
}

/**
 * A tracking code as customers see it on the list of unclaimed parcels: its ends only, the middle
 * masked (`YT75••••••••••4321`), so a claim needs the owner's own record of the code. Codes of 12
 * characters or more keep 4 at each end, 8–11 keep 2, shorter ones 1.
 */
export function maskTrackingCode(code: string): string {
  const keep = code.length >= 12 ? 4 : code.length >= 8 ? 2 : 1;
  return `${code.slice(0, keep)}${'•'.repeat(code.length - 2 * keep)}${code.slice(code.length - keep)}`;
}

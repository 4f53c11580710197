/**
 * Vietnamese mobile numbers as people type them (decision 0095): `0977 318 462`,
 * `0977.318.462`, `0977-318-462`, `(+84) 977 318 462`, `+84977318462`, `84977318462`, `0084…`. One
 * canonical form, `0XXXXXXXXX`, is stored and compared at registration, sign-in, forgot-password and
 * profile changes, so a number signs in however it was typed.
 */

/** A canonical Vietnamese mobile number: 10 digits, `0` then a mobile prefix 3/5/7/8/9. */
export const VN_MOBILE_PATTERN = /^0[35789]\d{8}$/;

/**
 * `text` without separators (spaces of any kind, `.`, `-`, parentheses) and with a leading country
 * code (`+84`, `0084`, `84`, before 9 digits or before a `0` and 9 digits) turned into `0`:
 * `'+84 977 318 462'` → `'0977318462'`. Text that is no phone comes back compacted, not validated.
 */
export function normalizeVnPhone(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\s.()-]/g, '')
    .replace(/^(?:\+84|0084|84)0?(?=\d{9}$)/, '0');
}

/** The canonical form of `text` when it is a Vietnamese mobile number (see normalizeVnPhone), else null. */
export function canonicalVnPhone(text: string): string | null {
  const phone = normalizeVnPhone(text);
  return VN_MOBILE_PATTERN.test(phone) ? phone : null;
}

/**
 * The account name a sign-in or a password reset looks up: the canonical phone when `userName` is a
 * mobile number however typed, else the e-mail trimmed and in lower case (e-mails are stored so).
 */
export function loginName(userName: string): string {
  return canonicalVnPhone(userName) ?? userName.trim().toLowerCase();
}

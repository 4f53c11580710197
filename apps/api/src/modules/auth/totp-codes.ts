/**
 * TOTP and recovery-code primitives (decision 0098) over otplib v13: RFC 6238 with the authenticator
 * apps' defaults (SHA-1, 6 digits, 30 s), a code accepted one step either side of now (clock drift),
 * and never twice (`afterTimeStep`: the caller stores the step it accepted).
 */
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@app/shared/contracts/totp';
import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer the authenticator app shows beside the account: the product's name (README, PWA title). */
export const TOTP_ISSUER = 'Đặt hàng Trung Quốc';
const PERIOD_SECONDS = 30;
/** One step either side of now, in seconds (otplib's `epochTolerance`). */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

/** A new secret: 20 random bytes in Base32 (what the apps take). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://totp/…` URI the QR code carries, labelled with the member's e-mail. */
export function otpauthUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/**
 * The time step of `code` when it is valid for `secret` now (±1 step) and later than
 * `afterStep`; else undefined. Never throws on a malformed code.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep?: number | null,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
    });
    // The functional API's result also types HOTP's, which has no time step.
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

// No i, l, o, 0, 1: people copy these codes from paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten fresh recovery codes, `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code as stored and compared: lower case, without spaces or hyphens. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** True when `code` looks like a code from the app (six digits), not a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}

/**
 * Staff two-factor sign-in (decision 0098): a TOTP authenticator app (RFC 6238, 6 digits, 30 s) and
 * ten one-time recovery codes. /Admin/CurrentUser/Totp/* for any staff member; the login form sends
 * `totpCode` or `recoveryCode` beside the password once the API answers `totp-required`.
 */
import { z } from 'zod';
import type { Role } from '../roles.ts';
import { isoDate, safeText } from './common.ts';

/** Roles that must have TOTP on before any money action when STAFF_TOTP_REQUIRED is on (decision 0098). */
export const totpRequiredRoles: readonly Role[] = ['admin', 'accountant'];

/** How many recovery codes Enable answers (each usable once). */
export const RECOVERY_CODE_COUNT = 10;

const codeMessage = 'Mã xác thực gồm 6 chữ số';

/** A code from the authenticator app: six digits (spaces typed between groups are dropped). */
export const totpCode = safeText(20, codeMessage, 'Vui lòng nhập mã xác thực')
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, codeMessage));

/** A recovery code as typed (`k7q2m-9xz4p`); case, spaces and hyphens do not matter. */
export const recoveryCode = safeText(40, 'Mã khôi phục không đúng', 'Vui lòng nhập mã khôi phục')
  .trim()
  .min(1, 'Vui lòng nhập mã khôi phục');

/** GET /Admin/CurrentUser/Totp: whether the member has TOTP on, and whether their role requires it. */
export const totpStatus = z.object({
  enabled: z.boolean(),
  enabledAt: isoDate.nullable(),
  /** True when money actions wait for TOTP (the member's role, with STAFF_TOTP_REQUIRED on). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TotpStatus = z.infer<typeof totpStatus>;

/** POST /Admin/CurrentUser/Totp/Setup: the pending secret (Base32) and its otpauth:// URI for the QR. */
export const totpSetup = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TotpSetup = z.infer<typeof totpSetup>;

export const totpEnableInput = z.object({ code: totpCode });
export type TotpEnableInput = z.infer<typeof totpEnableInput>;

/** Shown once: only their hashes are kept. */
export const totpEnabled = z.object({ recoveryCodes: z.array(z.string()) });

/** Disable with a code from the app or an unused recovery code. */
export const totpDisableInput = z.object({ code: recoveryCode });
export type TotpDisableInput = z.infer<typeof totpDisableInput>;

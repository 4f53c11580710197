import { z } from 'zod';
import { loginName } from '../phone.ts';
import { roles } from '../roles.ts';
import { referralCode } from './agency.ts';
import { isoDate, safeText, vnd, vnMobilePhone } from './common.ts';
import { levelTerms } from './customer-level.ts';
import { recoveryCode, totpCode } from './totp.ts';

/** Password policy the API enforces and serves at GET /auth/passwordPolicy (SPEC.md §9). */
export const passwordPolicy = z.object({
  minLength: z.number().int(),
  maxLength: z.number().int(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireDigit: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicy>;

/** The product's policy: 8–128 characters with a letter and a digit (decision 0003). */
export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: 8,
  maxLength: 128,
  requireLowercase: true,
  requireUppercase: false,
  requireDigit: true,
  requireNonAlphanumeric: false,
};

/** Lists, in Vietnamese, what `password` lacks under `policy`; empty when it passes. */
export function passwordProblems(password: string, policy: PasswordPolicy = defaultPasswordPolicy): string[] {
  const out: string[] = [];
  if (password.length < policy.minLength) out.push(`Mật khẩu phải có ít nhất ${policy.minLength} ký tự`);
  if (password.length > policy.maxLength) out.push(`Mật khẩu tối đa ${policy.maxLength} ký tự`);
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) out.push('Mật khẩu cần có chữ thường');
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) out.push('Mật khẩu cần có chữ hoa');
  if (policy.requireDigit && !/\d/.test(password)) out.push('Mật khẩu cần có chữ số');
  if (policy.requireNonAlphanumeric && !/[^\p{L}\d]/u.test(password)) out.push('Mật khẩu cần có ký tự đặc biệt');
  return out;
}

// Longer than any policy allows (decision 0003), short enough that hashing it costs nothing more.
const password = safeText(256, 'Mật khẩu quá dài', 'Vui lòng nhập mật khẩu').min(1, 'Vui lòng nhập mật khẩu');
const email = safeText(254, 'Email không hợp lệ', 'Vui lòng nhập email')
  .trim()
  .toLowerCase()
  .min(1, 'Vui lòng nhập email') // empty asks to fill it in, not "invalid" (decision 0095)
  .pipe(z.email('Email không hợp lệ'));
const fullName = safeText(100, 'Họ và tên tối đa 100 ký tự', 'Vui lòng nhập họ và tên')
  .trim()
  .min(2, 'Vui lòng nhập họ và tên');

/** A version of the terms of use (the `terms` static page, decision 0102). */
export const termsVersion = z
  .number()
  .int('Phiên bản không hợp lệ')
  .min(1, 'Phiên bản không hợp lệ')
  .max(1_000_000, 'Phiên bản không hợp lệ');

/** POST /auth/register; `acceptedTermsVersion`: the terms version the form showed (decision 0102). */
export const registerInput = z.object({
  fullName,
  phone: vnMobilePhone,
  email,
  password,
  acceptedTermsVersion: termsVersion.optional(),
  /**
   * An agent's referral code (any case; from the link `/auth/register?ref=CODE`): the new customer
   * belongs to that agent. An unknown or inactive code → 400 `referral-code-invalid`, nothing written
   * (decision 0118). Empty means none.
   */
  referralCode: z
    .string()
    .max(40, 'Mã giới thiệu gồm 4–16 chữ cái hoặc chữ số')
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.union([z.literal(''), referralCode]))
    .optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  /** An e-mail or a phone as typed; answered as loginName gives it (canonical phone, lower-case e-mail). */
  userName: safeText(254, 'Email hoặc số điện thoại không hợp lệ', 'Vui lòng nhập email hoặc số điện thoại')
    .trim()
    .min(1, 'Vui lòng nhập email hoặc số điện thoại')
    .transform(loginName),
  password,
  /** The staff console's second step (decision 0098): a code from the authenticator app… */
  totpCode: totpCode.optional(),
  /** …or one of the account's recovery codes. The PWA sends neither. */
  recoveryCode: recoveryCode.optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

/** Login, register and refresh answer: the access token (JWT, 1 h). */
export const tokenResponse = z.object({ token: z.string() });

export const forgotPasswordInput = z.object({ userName: loginInput.shape.userName });
export const resetPasswordInput = z.object({
  userName: loginInput.shape.userName,
  code: safeText(20, 'Mã xác nhận gồm 6 chữ số', 'Vui lòng nhập mã xác nhận')
    .trim()
    .regex(/^\d{6}$/, 'Mã xác nhận gồm 6 chữ số'),
  newPassword: password,
});

export const currentUser = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  roles: z.array(z.enum(roles)),
  walletBalanceVnd: vnd,
  /** What the customer may spend or withdraw now (đồng): the wallet balance, withdrawal holds already out of it. */
  availableVnd: vnd,
  /** Held in withdrawals waiting for staff (`pending` or `approved`), đồng (DESIGN.md §3.8). */
  heldVnd: vnd,
  createdAt: isoDate,
  /** The customer's level and what it gives on new orders (decision 0100); null when no level exists. */
  level: levelTerms.nullable(),
  /** The terms version the user last accepted (null: none recorded) and the one in force (0: no terms page). */
  termsVersionAccepted: z.number().int().nullable(),
  currentTermsVersion: z.number().int(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** POST /CurrentUser/AcceptTerms: the version the customer read and accepted. */
export const acceptTermsInput = z.object({ version: termsVersion });

/**
 * PUT /CurrentUser/ChangeInformation. `currentPassword` is required when the email or the phone
 * changes (they sign in and receive reset codes: a stolen access token alone must not take the
 * account over); a change of the name alone may leave it out (decision 0019).
 */
export const changeInformationInput = z.object({
  fullName,
  email,
  phone: vnMobilePhone,
  currentPassword: password.optional(),
});
export type ChangeInformationInput = z.infer<typeof changeInformationInput>;

export const changePasswordInput = z.object({ currentPassword: password, newPassword: password });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

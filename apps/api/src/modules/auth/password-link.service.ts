/**
 * One-time links to set a password (decision 0097): a new staff member has no usable password until
 * they follow the link mailed to them; an admin's reset voids the password and mails a new link.
 * The token (32 random bytes, base64url) travels only in the mail; the database keeps its SHA-256.
 * Valid 24 h, one use; a newer link voids the older ones.
 */
import { randomBytes } from 'node:crypto';
import type { SetPasswordInput } from '@app/shared/contracts/staff';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import type { Mailer } from '../mail/mail.service.ts';
import * as repo from './auth.repository.ts';
import { assertPasswordPolicy, hashPassword } from './password.ts';
import * as links from './password-link.repository.ts';
import { newOpaqueToken, sha256 } from './tokens.ts';

/** How long a link stays valid: 24 hours. */
export const PASSWORD_LINK_TTL_MS = 24 * 3_600_000;

/** The console page a staff member's link opens (served under /admin). */
export const SET_PASSWORD_PATH = '/admin/setPassword';

/** The PWA page a customer's link opens (a customer an agent created, decision 0118). */
export const CUSTOMER_SET_PASSWORD_PATH = '/auth/setPassword';

/** Why the link is mailed: a new staff member, an admin's reset, a customer an agent created. */
export type PasswordLinkKind = 'welcome' | 'reset' | 'agent-customer';

const linkMail: Record<PasswordLinkKind, { subject: string; opening: string; path: string }> = {
  welcome: {
    subject: 'Tài khoản nhân viên: đặt mật khẩu',
    opening: 'Bạn vừa được tạo tài khoản nhân viên trên trang quản trị.',
    path: SET_PASSWORD_PATH,
  },
  reset: {
    subject: 'Đặt lại mật khẩu tài khoản nhân viên',
    opening: 'Quản trị viên vừa đặt lại mật khẩu tài khoản nhân viên của bạn.',
    path: SET_PASSWORD_PATH,
  },
  'agent-customer': {
    subject: 'Tài khoản của bạn đã được tạo: đặt mật khẩu',
    opening: 'Đại lý của bạn vừa tạo cho bạn một tài khoản đặt hàng.',
    path: CUSTOMER_SET_PASSWORD_PATH,
  },
};

/** A hash of a random password nobody knows: the account exists but cannot sign in yet. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * Writes a fresh link for `user` (voiding older ones) and queues its mail through `tx`, sent after
 * the commit. `baseUrl` is the site's origin (`https://dathang.vn`); `kind` picks the mail's wording
 * and the page the link opens (the console's for staff, the PWA's for a customer).
 */
export async function issuePasswordLink(
  tx: Executor,
  mailer: Mailer,
  user: { id: number; fullName: string; email: string },
  baseUrl: string,
  kind: PasswordLinkKind,
): Promise<void> {
  const token = newOpaqueToken();
  await links.voidLinks(tx, user.id);
  await links.insertLink(tx, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + PASSWORD_LINK_TTL_MS),
  });
  const mail = linkMail[kind];
  const url = `${baseUrl.replace(/\/+$/, '')}${mail.path}?token=${token}`;
  await mailer.queue(tx, {
    to: user.email,
    subject: mail.subject,
    text: `Xin chào ${user.fullName},\n\n${mail.opening}\nHãy mở liên kết dưới đây để đặt mật khẩu (có hiệu lực trong 24 giờ và chỉ dùng được một lần):\n${url}\n\nSau đó đăng nhập bằng email ${user.email}.`,
  });
}

/** Voids the user's unused links (their account was disabled). */
export function voidPasswordLinks(tx: Executor, userId: number): Promise<void> {
  return links.voidLinks(tx, userId);
}

/**
 * POST /auth/SetPassword: checks the policy, spends the link and sets the password, ending every
 * session of the account. 400 `invalid-password-link` (unknown or used), `expired-password-link`.
 * Returns the ids of the sessions it revoked.
 */
export async function setPasswordWithLink(db: Db, input: SetPasswordInput): Promise<string[]> {
  assertPasswordPolicy(input.password);
  const passwordHash = await hashPassword(input.password);
  const outcome = await transaction(db, async (tx) => {
    const link = await links.lockLink(tx, sha256(input.token));
    if (!link || link.usedAt) return 'invalid' as const;
    if (link.expiresAt < new Date()) return 'expired' as const;
    await links.markLinkUsed(tx, link.id);
    await repo.updateUser(tx, link.userId, { passwordHash });
    return repo.revokeOtherSessions(tx, link.userId, null);
  });
  if (outcome === 'invalid') throw new AppError('invalid-password-link');
  if (outcome === 'expired') throw new AppError('expired-password-link');
  return outcome;
}

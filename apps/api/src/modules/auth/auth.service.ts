/**
 * Accounts and sessions: register, login (rate-limited per account), rotating refresh tokens with
 * reuse detection, logout, forgot/reset password with one-time codes (15 min, single use).
 * DESIGN.md §5 "Sessions"; SPEC.md §8 error codes.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { ChangePasswordInput, LoginInput, RegisterInput } from '@app/shared/contracts/auth';
import { loginName } from '@app/shared/phone';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { isUniqueViolation, violatedConstraint } from '../../lib/db/pg-errors.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { currentTermsVersion } from '../content/static-page.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { openWallet } from '../wallet/ledger.service.ts';
import { findActiveAgentByCode } from './agent-accounts.repository.ts';
import * as repo from './auth.repository.ts';
import { reserveLoginAttempt } from './login-attempts.ts';
import { assertPasswordPolicy, hashPassword, verifyPassword, verifyPasswordOrDummy } from './password.ts';
import { newOpaqueToken, REFRESH_TOKEN_DAYS, sha256, type TokenSigner } from './tokens.ts';
import { checkSecondFactor } from './totp-proof.service.ts';

/** Failed logins allowed per account in the window before 429 (decision 0004). */
export const LOGIN_FAILURES_ALLOWED = 5;
const LOGIN_WINDOW_MS = 15 * 60_000;
const RESET_CODE_TTL_MS = 15 * 60_000;
const RESET_CODES_PER_WINDOW = 3;
const RESET_ATTEMPTS_ALLOWED = 5;

export interface AuthDeps {
  db: Db;
  signer: TokenSigner;
  mailer: Mailer;
  /** How long a spent refresh token still yields its successor (ms; default 30 s, REFRESH_GRACE_SECONDS). */
  refreshGraceMs?: number;
  /** Called when sessions are revoked, so caches drop them at once. */
  onSessionsRevoked: (ids: string[]) => void;
}

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  sessionId: string;
}

async function issueSession(deps: AuthDeps, userId: number, userAgent: string): Promise<IssuedTokens> {
  const sessionId = randomUUID();
  const refreshToken = newOpaqueToken();
  await transaction(deps.db, async (tx) => {
    await repo.insertSession(tx, { id: sessionId, userId, userAgent: userAgent.slice(0, 300) });
    await repo.insertRefreshToken(tx, { tokenHash: sha256(refreshToken), sessionId, expiresAt: refreshExpiry() });
  });
  return { token: await deps.signer.sign({ userId, sessionId }), refreshToken, sessionId };
}

function refreshExpiry(): Date {
  return new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000);
}

/**
 * 409 when the email or the phone belongs to another account, naming which one, so each form field
 * shows its own message (decision 0034): `email-already-in-use`, `phone-already-in-use`, or
 * `email-and-phone-already-in-use` when both are taken.
 */
export async function assertUnique(db: Executor, email: string, phone: string, exceptId = 0) {
  const taken = await repo.findConflicts(db, email, phone, exceptId);
  if (taken.email && taken.phone) throw new AppError('email-and-phone-already-in-use');
  if (taken.email) throw new AppError('email-already-in-use');
  if (taken.phone) throw new AppError('phone-already-in-use');
}

/**
 * The terms version a registration accepts (decision 0102): the one the form showed when it names
 * one that exists (1…current), the one in force when it names none (registering is agreeing to the
 * terms in force), null when it names one that does not exist or there are no terms.
 */
async function acceptedVersion(db: Executor, version: number | undefined): Promise<number | null> {
  const current = await currentTermsVersion(db);
  if (version === undefined) return current > 0 ? current : null;
  return version <= current ? version : null;
}

/**
 * Creates a customer with an empty wallet and signs them in. 409 on a taken email or phone. With a
 * `referralCode` (upper-cased by the contract) the customer belongs to that agent from now
 * (`agent_user_id`, `agent_linked_at`); 400 `referral-code-invalid` when no active agent holds it.
 */
export async function register(deps: AuthDeps, input: RegisterInput, userAgent: string): Promise<IssuedTokens> {
  assertPasswordPolicy(input.password);
  const agent = input.referralCode ? await findActiveAgentByCode(deps.db, input.referralCode) : undefined;
  // A code that names no active agent is refused, nothing written (decision 0118): a silent
  // registration without the agent would lose the agent's commission for good.
  if (input.referralCode && !agent) throw new AppError('referral-code-invalid');
  await assertUnique(deps.db, input.email, input.phone);
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await transaction(deps.db, async (tx) => {
      const user = await repo.insertUser(tx, {
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        passwordHash,
        // The version the form showed, if it exists; a newer one is asked after sign-in (decision 0102).
        termsVersionAccepted: await acceptedVersion(tx, input.acceptedTermsVersion),
        ...(agent ? { agentUserId: agent.id, agentLinkedAt: new Date() } : {}),
      });
      await openWallet(tx, user.id);
      return user.id;
    });
  } catch (e) {
    // Two registrations raced past the check: the unique index decides.
    if (isUniqueViolation(e)) {
      throw new AppError(violatedConstraint(e).includes('phone') ? 'phone-already-in-use' : 'email-already-in-use');
    }
    throw e;
  }
  return issueSession(deps, userId, userAgent);
}

/**
 * Signs in by email or phone. 401 `invalid-credential`; 429 after too many failures for the account.
 * An unknown account answers the same, after the same argon2 work (a dummy hash). An account with
 * TOTP on (decision 0098) then needs `totpCode` or `recoveryCode`: 401 `totp-required` without one
 * (not a failure: the password was right), 401 `invalid-totp-code` for a wrong, replayed or spent
 * one, which counts as a failed login like a wrong password. `ip` goes to the audit log.
 */
export async function login(deps: AuthDeps, input: LoginInput, userAgent: string, ip = ''): Promise<IssuedTokens> {
  const accountKey = loginName(input.userName);
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  // The attempt counts as a failure until the password (and the second factor) prove right (race-free, login-attempts.ts).
  const attempt = await reserveLoginAttempt(deps.db, accountKey, since, LOGIN_FAILURES_ALLOWED);
  if (!attempt) throw new AppError('too-many-requests');
  const user = await repo.findUserByLogin(deps.db, accountKey);
  const ok = await verifyPasswordOrDummy(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('invalid-credential');
  if (user.disabledAt) {
    await attempt.release();
    throw new AppError('user-disabled');
  }
  const second = await checkSecondFactor(deps, user, input, ip);
  if (second === 'invalid') throw new AppError('login-invalid-totp-code');
  await attempt.release();
  if (second === 'missing') throw new AppError('totp-required');
  await repo.clearLoginFailures(deps.db, accountKey);
  return issueSession(deps, user.id, userAgent);
}

/** Default of `AuthDeps.refreshGraceMs`. */
export const REFRESH_GRACE_MS = 30_000;

/**
 * Rotates a refresh token: the presented one is spent and its successor issued. The successor is
 * `signer.mac(presented)` (only the server can compute it, and only its hash is stored), so the
 * same token presented again within the grace window (two tabs refreshing at once) yields the same
 * refresh token and a fresh access token of the same session, as long as that successor is still
 * unspent. Presenting a spent token after the window, or after its successor was itself rotated,
 * means it leaked: the whole session is revoked (DESIGN.md §5, decision 0019).
 */
export async function refresh(deps: AuthDeps, presented: string | undefined): Promise<IssuedTokens> {
  if (!presented) throw new AppError('invalid-refresh-token');
  const tokenHash = sha256(presented);
  const next = deps.signer.mac(presented);
  const graceMs = deps.refreshGraceMs ?? REFRESH_GRACE_MS;
  const result = await transaction(deps.db, async (tx) => {
    const row = await repo.lockRefreshToken(tx, tokenHash);
    if (!row || row.session.revokedAt || row.token.expiresAt < new Date()) return { error: true as const };
    const ok = { error: false as const, userId: row.session.userId, sessionId: row.session.id, refreshToken: next };
    if (row.token.usedAt) {
      const successor =
        row.token.usedAt.getTime() > Date.now() - graceMs && (await repo.lockRefreshToken(tx, sha256(next)));
      if (successor && !successor.token.usedAt && successor.token.sessionId === row.session.id) return ok;
      await repo.revokeSession(tx, row.session.id);
      return { error: true as const, revoked: row.session.id };
    }
    await repo.markRefreshTokenUsed(tx, tokenHash);
    await repo.insertRefreshToken(tx, {
      tokenHash: sha256(next),
      sessionId: row.session.id,
      expiresAt: refreshExpiry(),
    });
    return ok;
  });
  if (result.error) {
    if ('revoked' in result && result.revoked) deps.onSessionsRevoked([result.revoked]);
    throw new AppError('invalid-refresh-token');
  }
  const token = await deps.signer.sign({ userId: result.userId, sessionId: result.sessionId });
  return { token, refreshToken: result.refreshToken, sessionId: result.sessionId };
}

export async function logout(deps: AuthDeps, sessionId: string): Promise<void> {
  await repo.revokeSession(deps.db, sessionId);
  deps.onSessionsRevoked([sessionId]);
}

/** Revokes the session the refresh cookie belongs to (logout without a valid access token). */
export async function logoutByRefreshToken(deps: AuthDeps, presented: string): Promise<void> {
  const row = await transaction(deps.db, (tx) => repo.lockRefreshToken(tx, sha256(presented)));
  if (row) await logout(deps, row.session.id);
}

/**
 * Sends a 6-digit code by mail. Answers the same whether or not the account exists (no account
 * enumeration): the mail is queued in the transaction and sent after the commit, so the answer
 * never waits on SMTP. At most 3 requests per 15 min per name asked, known or not (the 4th is 429
 * for both; decision 0019), and at most 3 codes per account whatever name asked: past that the
 * answer is the plain 200 an unknown name gets, and no mail is sent (decision 0085).
 */
export async function forgotPassword(deps: AuthDeps, userName: string): Promise<void> {
  const name = loginName(userName);
  // A quota per name asked, known or not, so the 4th request answers 429 for an unknown account
  // exactly as for a known one (decision 0004: no enumeration through the quota).
  const since = new Date(Date.now() - RESET_CODE_TTL_MS);
  if (!(await reserveLoginAttempt(deps.db, `reset:${name}`, since, RESET_CODES_PER_WINDOW))) {
    throw new AppError('too-many-requests');
  }
  const user = await repo.findUserByLogin(deps.db, name);
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await transaction(deps.db, async (tx) => {
    await repo.lockUser(tx, user.id); // the quota check and the insert must not interleave
    // The account's own quota (its email and phone share it) stops the mail, but answers as the
    // name's quota lets an unknown name answer: 429 here would tell that this name and another one
    // already asked belong to one account (decision 0085).
    if ((await repo.countRecentResetCodes(tx, user.id, since)) >= RESET_CODES_PER_WINDOW) return;
    await repo.insertResetCode(tx, {
      userId: user.id,
      codeHash: deps.signer.mac(`reset:${user.id}:${code}`),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
    });
    // Written through `tx` and sent after the commit (decision 0019): the transaction never waits
    // for another pool connection or an SMTP exchange while it holds the user's row lock.
    await deps.mailer.queue(tx, {
      to: user.email,
      subject: 'Mã đặt lại mật khẩu',
      text: `Xin chào ${user.fullName},\n\nMã đặt lại mật khẩu của bạn là: ${code}\nMã có hiệu lực trong 15 phút và chỉ dùng được một lần.\nNếu bạn không yêu cầu, hãy bỏ qua thư này.`,
    });
  });
}

/**
 * Checks the newest code (5 tries), sets the new password and revokes every session. An unknown
 * account answers `invalid-action-code` like a wrong code, after the same password hashing.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { userName: string; code: string; newPassword: string },
): Promise<void> {
  assertPasswordPolicy(input.newPassword);
  // Hashed before the account is looked up: an unknown account costs the same argon2 work.
  const passwordHash = await hashPassword(input.newPassword);
  const user = await repo.findUserByLogin(deps.db, loginName(input.userName));
  if (!user) throw new AppError('invalid-action-code');
  const outcome = await transaction(deps.db, async (tx) => {
    const row = await repo.lockLatestResetCode(tx, user.id);
    if (!row || row.attempts >= RESET_ATTEMPTS_ALLOWED) return 'invalid' as const;
    if (row.expiresAt < new Date()) return 'expired' as const;
    if (row.codeHash !== deps.signer.mac(`reset:${user.id}:${input.code}`)) {
      await repo.updateResetCode(tx, row.id, { attempts: row.attempts + 1 });
      return 'invalid' as const;
    }
    await repo.updateResetCode(tx, row.id, { usedAt: new Date() });
    await repo.updateUser(tx, user.id, { passwordHash });
    return repo.revokeOtherSessions(tx, user.id, null);
  });
  if (outcome === 'invalid') throw new AppError('invalid-action-code');
  if (outcome === 'expired') throw new AppError('expired-action-code');
  deps.onSessionsRevoked(outcome);
}

/** Changes the password and revokes every other session of the user. */
export async function changePassword(
  deps: AuthDeps,
  userId: number,
  sessionId: string,
  input: ChangePasswordInput,
): Promise<void> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError('invalid-user-token');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('wrong-password');
  assertPasswordPolicy(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const revoked = await transaction(deps.db, async (tx) => {
    await repo.updateUser(tx, userId, { passwordHash });
    return repo.revokeOtherSessions(tx, userId, sessionId);
  });
  deps.onSessionsRevoked(revoked);
}

/**
 * Checks the user's current password (a change of email or phone): 400 `missing-password` when
 * none is given, 400 `wrong-password` when it does not match.
 */
export async function assertCurrentPassword(db: Executor, userId: number, password: string | undefined) {
  if (!password) throw new AppError('missing-password');
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError('invalid-user-token');
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('wrong-password');
}

/**
 * Locks the user's row in `tx`, so one customer's writes that must not interleave run one after the
 * other (address book saves, reset-code quota). Other modules call this, never the repository.
 */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await repo.lockUser(tx, userId);
}

/** A user's name and contact (staff views of an order's customer), or undefined. */
export async function findUserContact(db: Executor, userId: number) {
  const user = await repo.findUserById(db, userId);
  return user && { id: user.id, fullName: user.fullName, phone: user.phone, email: user.email };
}

/** A user's id and roles (to tell a customer from staff), or undefined for no such user. */
export async function findUserRoles(db: Executor, userId: number) {
  const user = await repo.findUserById(db, userId);
  return user && { id: user.id, roles: user.roles };
}

/** Writes a user's name, email and phone (CurrentUser/ChangeInformation; uniqueness checked by the caller). */
export async function updateContact(
  db: Executor,
  userId: number,
  input: { fullName: string; email: string; phone: string },
) {
  await repo.updateUser(db, userId, { fullName: input.fullName, email: input.email, phone: input.phone });
}

/** The session's user (id, name, roles, disabled and revoked times) for the bearer check, or undefined. */
export function findSessionUser(db: Executor, sessionId: string) {
  return repo.findSessionPrincipal(db, sessionId);
}

/** Names of users by id (assignees, deciders). */
export function userNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  return repo.userNames(db, ids);
}

/** The enabled staff member `userId` if they hold one of `roles` (`{ id, fullName }`), else undefined. */
export function findStaffWithRoles(db: Executor, userId: number, roles: readonly string[]) {
  return repo.findStaffWithRoles(db, userId, roles);
}

/** Enabled staff holding one of `roles`, by name. */
export function listStaffWithRoles(db: Executor, roles: readonly string[]) {
  return repo.listStaffWithRoles(db, roles);
}

/** A user as staff pages name them, with roles (to tell a customer from staff); undefined for none. */
export async function findUserCard(db: Executor, by: { id: number } | { phone: string }) {
  const user = 'id' in by ? await repo.findUserById(db, by.id) : await repo.findUserByPhone(db, by.phone);
  return user && { id: user.id, fullName: user.fullName, phone: user.phone, roles: user.roles };
}

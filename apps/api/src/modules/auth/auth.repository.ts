/** SQL for accounts, sessions, refresh tokens, login failures and reset codes. */
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginFailures, passwordResetCodes, refreshTokens, sessions, users } from '../../db/schema/auth.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Executor, userName: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, userName.toLowerCase()), eq(users.phone, userName)))
    .limit(1);
  return row;
}

/**
 * Serialises one user's read-then-write rules inside a transaction (one default address, reset-code
 * quota). Locks the user's row without key update, so rows that merely reference the user are not blocked.
 */
export async function lockUser(db: Executor, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Which of email/phone is taken by another user than `exceptId`. */
export async function findConflicts(db: Executor, email: string, phone: string, exceptId = 0) {
  const rows = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    // '' is no phone (decision 0097): never a conflict.
    .where(and(or(eq(users.email, email), phone ? eq(users.phone, phone) : undefined), ne(users.id, exceptId)));
  return { email: rows.some((r) => r.email === email), phone: phone !== '' && rows.some((r) => r.phone === phone) };
}

export async function insertUser(
  db: Executor,
  v: {
    fullName: string;
    email: string;
    phone: string;
    passwordHash: string;
    roles?: string[];
    termsVersionAccepted?: number | null;
    /** The agent whose referral code the customer registered with, and when (decision 0118). */
    agentUserId?: number | null;
    agentLinkedAt?: Date | null;
  },
) {
  const [row] = await db.insert(users).values(v).returning();
  return row!;
}

export async function insertSession(db: Executor, v: { id: string; userId: number; userAgent: string }) {
  await db.insert(sessions).values(v);
}

export async function insertRefreshToken(db: Executor, v: { tokenHash: string; sessionId: string; expiresAt: Date }) {
  await db.insert(refreshTokens).values(v);
}

/** Marks the token used and returns it with its session, locking the token row. */
export async function lockRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markRefreshTokenUsed(db: Executor, tokenHash: string) {
  await db.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.tokenHash, tokenHash));
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user but `keepSessionId`; returns the revoked ids. */
export async function revokeOtherSessions(db: Executor, userId: number, keepSessionId: string | null) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** The session's user, when the session is live: what every authenticated request needs. */
export async function findSessionPrincipal(db: Executor, sessionId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      roles: users.roles,
      disabledAt: users.disabledAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row;
}

export async function countRecentLoginFailures(db: Executor, accountKey: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.accountKey, accountKey), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function clearLoginFailures(db: Executor, accountKey: string) {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}

export async function countRecentResetCodes(db: Executor, userId: number, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), gt(passwordResetCodes.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertResetCode(db: Executor, v: { userId: number; codeHash: string; expiresAt: Date }) {
  await db.insert(passwordResetCodes).values(v);
}

/** The newest unused reset code of a user, locked. */
export async function lockLatestResetCode(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
    .orderBy(sql`${passwordResetCodes.id} desc`)
    .limit(1)
    .for('update');
  return row;
}

export async function updateResetCode(db: Executor, id: number, v: { attempts?: number; usedAt?: Date }) {
  await db.update(passwordResetCodes).set(v).where(eq(passwordResetCodes.id, id));
}

export async function updateUser(
  db: Executor,
  id: number,
  v: Partial<Pick<UserRow, 'fullName' | 'email' | 'phone' | 'passwordHash'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/**
 * Takes the account's login slot lock until `tx` ends (a transaction-scoped advisory lock on the
 * account key): counting the failures and recording an attempt cannot interleave between requests.
 */
export async function lockLoginAccount(tx: Executor, accountKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${accountKey}`}, 0))`);
}

/** Records a login attempt as a failure in advance; returns its id (deleted when the password is right). */
export async function insertLoginAttempt(tx: Executor, accountKey: string): Promise<number> {
  const [row] = await tx.insert(loginFailures).values({ accountKey }).returning({ id: loginFailures.id });
  return row!.id;
}

export async function deleteLoginAttempt(db: Executor, id: number) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** Names of users by id (assignees). */
export async function userNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

/** An enabled user holding one of `roles`, or undefined. */
export async function findStaffWithRoles(db: Executor, userId: number, roles: readonly string[]) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`${users.disabledAt} is null`,
        sql`${users.roles} && ${sql.param([...roles])}::text[]`,
      ),
    );
  return row;
}

/** Enabled users holding one of `roles`, by name. */
export function listStaffWithRoles(db: Executor, roles: readonly string[]) {
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(sql`${users.disabledAt} is null`, sql`${users.roles} && ${sql.param([...roles])}::text[]`))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** The user whose phone is `phone` (unique), or undefined. */
export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  if (phone === '') return undefined; // '' is "no phone" (decision 0097), never anyone's number
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

/** SQL for the current user: profile with wallet balance in one query, push tokens. */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { pushTokens, users } from '../../db/schema/auth.ts';
import { levelRef } from '../customer-level/customer-level.refs.ts';
import { walletBalanceOf } from '../wallet/wallet.refs.ts';
import { heldInWithdrawalsOf } from '../withdrawal/withdrawal.refs.ts';

function buildProfileQuery(db: Db) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      roles: users.roles,
      createdAt: users.createdAt,
      termsVersionAccepted: users.termsVersionAccepted,
      walletBalanceVnd: walletBalanceOf(users.id),
      heldVnd: heldInWithdrawalsOf(users.id),
      level: levelRef(users.levelId),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('current_user_profile');
}

// A named prepared statement per database: GET /CurrentUser is the hottest read of the app.
const profileQueries = new WeakMap<Db, ReturnType<typeof buildProfileQuery>>();

/** Profile and wallet balance of a user in one prepared query. */
export async function findProfile(db: Db, userId: number) {
  let query = profileQueries.get(db);
  if (!query) {
    query = buildProfileQuery(db);
    profileQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  return row;
}

/** Records that `userId` accepted terms `version` (decision 0102). */
export async function setTermsVersionAccepted(db: Executor, userId: number, version: number): Promise<void> {
  await db.update(users).set({ termsVersionAccepted: version, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** One token per device: a subscription's endpoint or the token string itself identifies the device. */
export async function upsertPushToken(db: Executor, userId: number, deviceKey: string, token: unknown) {
  await db
    .insert(pushTokens)
    .values({ userId, deviceKey, token })
    .onConflictDoUpdate({ target: [pushTokens.userId, pushTokens.deviceKey], set: { token, updatedAt: new Date() } });
}

/** Deletes the user's push tokens but the `keep` most recently updated (one per device). */
export async function keepNewestPushTokens(db: Executor, userId: number, keep: number) {
  const newest = db
    .select({ id: pushTokens.id })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId))
    .orderBy(desc(pushTokens.updatedAt), desc(pushTokens.id))
    .limit(keep);
  await db.delete(pushTokens).where(and(eq(pushTokens.userId, userId), notInArray(pushTokens.id, newest)));
}

/** SQL for the current user: profile with wallet balance in one query. */
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
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

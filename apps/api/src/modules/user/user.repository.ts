/** SQL for the current user: profile with wallet balance in one query, push tokens. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushTokens, users } from '../../db/schema.ts';
import { ledgerAccounts } from '../../db/schema-commerce.ts';

export async function findProfile(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      roles: users.roles,
      createdAt: users.createdAt,
      walletBalanceVnd: sql<number>`coalesce(${ledgerAccounts.balanceVnd}, 0)::int8`,
    })
    .from(users)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** One token per device: a subscription's endpoint or the token string itself identifies the device. */
export async function upsertPushToken(db: Executor, userId: number, deviceKey: string, token: unknown) {
  await db
    .insert(pushTokens)
    .values({ userId, deviceKey, token })
    .onConflictDoUpdate({ target: [pushTokens.userId, pushTokens.deviceKey], set: { token, updatedAt: new Date() } });
}

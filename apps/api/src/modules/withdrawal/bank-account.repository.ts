/** SQL for the customers' own bank accounts (customer_bank_accounts). Every read is cut to the owner. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerBankAccounts } from '../../db/schema/withdrawal.ts';

export type CustomerBankAccountRow = typeof customerBankAccounts.$inferSelect;

/** User `userId`'s live (not deleted) accounts, newest first. */
export function listLiveAccounts(db: Executor, userId: number): Promise<CustomerBankAccountRow[]> {
  return db
    .select()
    .from(customerBankAccounts)
    .where(and(eq(customerBankAccounts.userId, userId), isNull(customerBankAccounts.deletedAt)))
    .orderBy(desc(customerBankAccounts.id));
}

/** How many live accounts user `userId` keeps. */
export async function countLiveAccounts(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerBankAccounts)
    .where(and(eq(customerBankAccounts.userId, userId), isNull(customerBankAccounts.deletedAt)));
  return row?.n ?? 0;
}

/** User `userId`'s live account `id`, if any. */
export async function findLiveAccount(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(customerBankAccounts)
    .where(
      and(
        eq(customerBankAccounts.id, id),
        eq(customerBankAccounts.userId, userId),
        isNull(customerBankAccounts.deletedAt),
      ),
    );
  return row;
}

/** Inserts an account; undefined when the same live account (bank, number) already exists. */
export async function insertAccount(db: Executor, values: typeof customerBankAccounts.$inferInsert) {
  const [row] = await db.insert(customerBankAccounts).values(values).onConflictDoNothing().returning();
  return row;
}

/** Marks user `userId`'s live account `id` deleted; false when there was none. */
export async function softDeleteAccount(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(customerBankAccounts)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(customerBankAccounts.id, id),
        eq(customerBankAccounts.userId, userId),
        isNull(customerBankAccounts.deletedAt),
      ),
    )
    .returning({ id: customerBankAccounts.id });
  return rows.length > 0;
}

/** SQL for addresses (owner-scoped; deleted ones are kept for orders' history but hidden). */
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addresses } from '../../db/schema-commerce.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'deletedAt'>;

const live = (userId: number) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));

export function listAddresses(db: Executor, userId: number) {
  return db.select().from(addresses).where(live(userId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
}

export async function findAddress(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(live(userId), eq(addresses.id, id)));
  return row;
}

export async function countAddresses(db: Executor, userId: number) {
  return (await db.select({ id: addresses.id }).from(addresses).where(live(userId))).length;
}

export async function insertAddress(db: Executor, userId: number, v: AddressValues) {
  const [row] = await db
    .insert(addresses)
    .values({ ...v, userId })
    .returning();
  return row!;
}

export async function updateAddress(db: Executor, userId: number, id: number, v: Partial<AddressValues>) {
  const [row] = await db
    .update(addresses)
    .set(v)
    .where(and(live(userId), eq(addresses.id, id)))
    .returning();
  return row;
}

/** Clears the default flag on every other address of the user. */
export async function clearDefault(db: Executor, userId: number, exceptId: number) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(live(userId), ne(addresses.id, exceptId)));
}

export async function softDelete(db: Executor, userId: number, id: number) {
  const [row] = await db
    .update(addresses)
    .set({ deletedAt: new Date(), isDefault: false })
    .where(and(live(userId), eq(addresses.id, id)))
    .returning();
  return row;
}

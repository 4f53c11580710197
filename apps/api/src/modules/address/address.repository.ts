/** SQL for addresses (owner-scoped; deleted ones are kept for orders' history but hidden). */
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addresses } from '../../db/schema/address.ts';

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

/** Hides the address; returns it as it was before (so the caller knows whether it was the default). */
export async function softDelete(db: Executor, userId: number, id: number) {
  const [before] = await db
    .select()
    .from(addresses)
    .where(and(live(userId), eq(addresses.id, id)));
  if (!before) return undefined;
  await db.update(addresses).set({ deletedAt: new Date(), isDefault: false }).where(eq(addresses.id, id));
  return before;
}

/** Makes the user's newest live address the default (after the default one was deleted). */
export async function makeNewestDefault(db: Executor, userId: number) {
  const [newest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(live(userId))
    .orderBy(desc(addresses.id))
    .limit(1);
  if (newest) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}

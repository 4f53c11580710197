/**
 * SQL for addresses. Reads and row updates filter with `visibleTo(actor)`; writes that maintain one
 * address book (count, insert, default flag) take its owner's id. Deleted addresses are kept for
 * orders' history but hidden.
 */
import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addresses } from '../../db/schema/address.ts';
import { preparedPerDb } from '../../lib/db/prepared.ts';
import type { Actor } from '../../lib/platform/actor.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'deletedAt'>;

/** Addresses `actor` may see: their own (scopes own, and agent for now); every customer's for staff. */
export function visibleTo(actor: Actor): SQL {
  return actor.scope === 'staff' ? sql`true` : eq(addresses.userId, actor.userId);
}

/** Live addresses of one owner (the address book that count, insert and the default flag maintain). */
const ownedBy = (userId: number) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));
const liveFor = (actor: Actor) => and(visibleTo(actor), isNull(addresses.deletedAt));

/** The prepared list of one owner's live addresses (the customer's address book). */
const ownList = preparedPerDb(
  (db, name) =>
    db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, sql.placeholder('userId')), isNull(addresses.deletedAt)))
      .orderBy(desc(addresses.isDefault), desc(addresses.id))
      .prepare(name),
  'addresses_own_list',
);

/** The live addresses `actor` may see, the default first, then newest first. */
export function listAddresses(db: Executor, actor: Actor): Promise<AddressRow[]> {
  if (actor.scope !== 'staff') return ownList(db).execute({ userId: actor.userId });
  return db.select().from(addresses).where(liveFor(actor)).orderBy(desc(addresses.isDefault), desc(addresses.id));
}

/** The live addresses of user `userId` that `actor` may see (a customer page in the console), as `listAddresses`. */
export function listAddressesOf(db: Executor, actor: Actor, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(liveFor(actor), eq(addresses.userId, userId)))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

export async function findAddress(db: Executor, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(liveFor(actor), eq(addresses.id, id)));
  return row;
}

export async function countAddresses(db: Executor, ownerId: number) {
  return (await db.select({ id: addresses.id }).from(addresses).where(ownedBy(ownerId))).length;
}

export async function insertAddress(db: Executor, ownerId: number, v: AddressValues) {
  const [row] = await db
    .insert(addresses)
    .values({ ...v, userId: ownerId })
    .returning();
  return row!;
}

export async function updateAddress(db: Executor, actor: Actor, id: number, v: Partial<AddressValues>) {
  const [row] = await db
    .update(addresses)
    .set(v)
    .where(and(liveFor(actor), eq(addresses.id, id)))
    .returning();
  return row;
}

/** Clears the default flag on every other address of the owner. */
export async function clearDefault(db: Executor, ownerId: number, exceptId: number) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(ownedBy(ownerId), ne(addresses.id, exceptId)));
}

/** Hides the address; returns it as it was before (so the caller knows whether it was the default). */
export async function softDelete(db: Executor, actor: Actor, id: number) {
  const [before] = await db
    .select()
    .from(addresses)
    .where(and(liveFor(actor), eq(addresses.id, id)));
  if (!before) return undefined;
  await db.update(addresses).set({ deletedAt: new Date(), isDefault: false }).where(eq(addresses.id, id));
  return before;
}

/** Makes the owner's newest live address the default (after the default one was deleted). */
export async function makeNewestDefault(db: Executor, ownerId: number) {
  const [newest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(ownedBy(ownerId))
    .orderBy(desc(addresses.id))
    .limit(1);
  if (newest) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}

/** The owner's live (not deleted) addresses, the default first, then newest first (no actor cut). */
export function liveAddressesOf(db: Executor, ownerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, ownerId), isNull(addresses.deletedAt)))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

/** The owner's live address `id` (no actor cut). */
export async function findLiveAddress(db: Executor, ownerId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, ownerId), isNull(addresses.deletedAt)));
  return row;
}

/** SQL for cart items; every read, update and delete filters with `visibleTo(actor)`. */
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems, cartShopShipping } from '../../db/schema/cart.ts';
import type { Actor } from '../../lib/platform/actor.ts';

export type CartItemRow = typeof cartItems.$inferSelect;

/** Cart items `actor` may see: their own (scopes own, and agent for now); every customer's for staff. */
export function visibleTo(actor: Actor): SQL {
  return actor.scope === 'staff' ? sql`true` : eq(cartItems.userId, actor.userId);
}

export function listCartItems(db: Executor, actor: Actor) {
  return db.select().from(cartItems).where(visibleTo(actor)).orderBy(asc(cartItems.id));
}

/** The visible items among `ids`, locked so two orders cannot take the same item. */
export function lockCartItems(db: Executor, actor: Actor, ids: number[]) {
  return db
    .select()
    .from(cartItems)
    .where(and(visibleTo(actor), inArray(cartItems.id, ids)))
    .orderBy(asc(cartItems.id))
    .for('update');
}

/** How many lines the owner's cart holds. */
export async function countCartItems(db: Executor, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, ownerId));
  return row?.n ?? 0;
}

export async function insertCartItem(db: Executor, v: typeof cartItems.$inferInsert) {
  const [row] = await db.insert(cartItems).values(v).returning();
  return row!;
}

export async function updateCartItem(
  db: Executor,
  actor: Actor,
  id: number,
  v: {
    quantity?: number;
    note?: string;
    needsQuote?: boolean;
    weightGrams?: number | null;
    weightCategory?: string | null;
  },
) {
  const [row] = await db
    .update(cartItems)
    .set(v)
    .where(and(visibleTo(actor), eq(cartItems.id, id)))
    .returning();
  return row;
}

export async function deleteCartItems(db: Executor, actor: Actor, ids: number[]) {
  return db
    .delete(cartItems)
    .where(and(visibleTo(actor), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
}

/** The owner's own cart lines' shop identity (PUT /ShoppingCart/Shop checks the group is in their cart). */
export function ownShops(db: Executor, ownerId: number) {
  return db
    .select({ site: cartItems.site, shopName: cartItems.shopName })
    .from(cartItems)
    .where(eq(cartItems.userId, ownerId));
}

export type ShopShippingRow = typeof cartShopShipping.$inferSelect;

/** The China domestic shipping the owner entered per shop group. */
export function listShopShipping(db: Executor, ownerId: number) {
  return db.select().from(cartShopShipping).where(eq(cartShopShipping.userId, ownerId));
}

/** Sets the owner's shipping for (site, shopKey): one row per group, the last write wins. */
export async function upsertShopShipping(
  db: Executor,
  v: { userId: number; site: string; shopKey: string; domesticShippingFen: number },
) {
  await db
    .insert(cartShopShipping)
    .values(v)
    .onConflictDoUpdate({
      target: [cartShopShipping.userId, cartShopShipping.site, cartShopShipping.shopKey],
      set: { domesticShippingFen: v.domesticShippingFen, updatedAt: sql`now()` },
    });
}

/** Deletes the owner's shipping rows `ids` (groups their cart no longer holds). */
export async function deleteShopShipping(db: Executor, ownerId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(cartShopShipping).where(and(eq(cartShopShipping.userId, ownerId), inArray(cartShopShipping.id, ids)));
}

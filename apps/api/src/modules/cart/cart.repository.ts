/** SQL for cart items; every read, update and delete filters with `visibleTo(actor)`. */
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';
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
  v: { quantity?: number; note?: string; needsQuote?: boolean },
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

/** SQL for cart items (always scoped to their owner). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';

export type CartItemRow = typeof cartItems.$inferSelect;

export function listCartItems(db: Executor, userId: number) {
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));
}

export async function findCartItem(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)));
  return row;
}

/** The user's items among `ids`, locked so two orders cannot take the same item. */
export function lockCartItems(db: Executor, userId: number, ids: number[]) {
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .orderBy(asc(cartItems.id))
    .for('update');
}

export async function insertCartItem(db: Executor, v: typeof cartItems.$inferInsert) {
  const [row] = await db.insert(cartItems).values(v).returning();
  return row!;
}

export async function updateCartItem(
  db: Executor,
  userId: number,
  id: number,
  v: { quantity?: number; note?: string },
) {
  const [row] = await db
    .update(cartItems)
    .set(v)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)))
    .returning();
  return row;
}

export async function deleteCartItems(db: Executor, userId: number, ids: number[]) {
  return db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
}

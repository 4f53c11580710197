/** Shopping cart: lines waiting to be ordered, grouped by shop, valued at the current purchase rate. */
import type { Cart, CartItem, cartItemInput } from '@app/shared/contracts/cart';
import type { Site } from '@app/shared/contracts/product';
import { userLimits } from '@app/shared/limits';
import { fenToVnd } from '@app/shared/money';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { lockUser } from '../auth/auth.service.ts';
import { currentPurchaseRate } from '../exchange-rate/exchange-rate.service.ts';
import * as repo from './cart.repository.ts';

export type { CartItemRow } from './cart.repository.ts';

/** Shop identity for grouping: one purchase order per shop (DESIGN.md §3.1). */
export function shopKey(item: { site: string; shopName: string }): string {
  return `${item.site}\u0000${item.shopName.trim().toLowerCase()}`;
}

function mapItem(row: repo.CartItemRow, rate: number | null): CartItem {
  const amountFen = row.unitPriceFen * row.quantity;
  return {
    id: row.id,
    site: row.site as Site,
    productId: row.productId,
    url: row.url,
    title: row.title,
    shopName: row.shopName,
    skuProperties: row.skuProperties,
    unitPriceFen: row.unitPriceFen,
    quantity: row.quantity,
    imageUrl: row.imageUrl,
    note: row.note,
    needsQuote: row.needsQuote,
    amountFen,
    estimatedVnd: rate === null ? 0 : fenToVnd(amountFen, rate),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The actor's cart: visible items grouped by shop; VND estimates are 0 while no rate is set. */
export async function getCart(db: Db, actor: Actor): Promise<Cart> {
  const [rows, rate] = await Promise.all([repo.listCartItems(db, actor), currentPurchaseRate(db)]);
  const shops = new Map<string, Cart['shops'][number]>();
  for (const row of rows) {
    const item = mapItem(row, rate);
    const key = shopKey(row);
    const shop = shops.get(key) ?? {
      site: item.site,
      shopName: item.shopName,
      items: [],
      amountFen: 0,
      estimatedVnd: 0,
    };
    shop.items.push(item);
    shop.amountFen += item.amountFen;
    shops.set(key, shop);
  }
  const list = [...shops.values()].map((s) => ({
    ...s,
    estimatedVnd: rate === null ? 0 : fenToVnd(s.amountFen, rate),
  }));
  const amountFen = list.reduce((sum, s) => sum + s.amountFen, 0);
  return {
    exchangeRate: rate,
    shops: list,
    itemCount: rows.length,
    amountFen,
    estimatedVnd: rate === null ? 0 : fenToVnd(amountFen, rate),
  };
}

/**
 * Adds a line to the actor's own cart; 409 `cart-limit-reached` when it holds `userLimits.cartLines`
 * (counted under the owner's row lock, so concurrent adds cannot pass it).
 */
export async function addItem(db: Db, actor: Actor, input: z.output<typeof cartItemInput>): Promise<CartItem> {
  const owner = actor.userId;
  const row = await transaction(db, async (tx) => {
    await lockUser(tx, owner);
    if ((await repo.countCartItems(tx, owner)) >= userLimits.cartLines) throw new AppError('cart-limit-reached');
    return repo.insertCartItem(tx, { ...input, userId: owner });
  });
  return mapItem(row, await currentPurchaseRate(db));
}

/** 404 `cart-item-not-found` when the line is gone or not visible to the actor. */
export async function updateItem(
  db: Db,
  actor: Actor,
  id: number,
  input: { quantity?: number; note?: string; needsQuote?: boolean },
): Promise<CartItem> {
  const row = await repo.updateCartItem(db, actor, id, input);
  if (!row) throw new AppError('cart-item-not-found');
  return mapItem(row, await currentPurchaseRate(db));
}

export async function removeItem(db: Db, actor: Actor, id: number): Promise<void> {
  const deleted = await repo.deleteCartItems(db, actor, [id]);
  if (deleted.length === 0) throw new AppError('cart-item-not-found');
}

/**
 * The actor's cart items `ids`, locked in `tx` for ordering them (purchase-order.service). 404
 * `cart-item-not-found` when any is missing or someone else's.
 */
export async function lockItemsForOrder(tx: Tx, actor: Actor, ids: number[]): Promise<repo.CartItemRow[]> {
  const items = await repo.lockCartItems(tx, actor, ids);
  if (items.length !== ids.length) throw new AppError('cart-item-not-found');
  return items;
}

/** Removes ordered items from the actor's cart, in the ordering transaction. */
export async function removeOrderedItems(tx: Tx, actor: Actor, ids: number[]): Promise<void> {
  await repo.deleteCartItems(tx, actor, ids);
}

/** Shopping cart: lines waiting to be ordered, grouped by shop, valued at the current purchase rate. */
import type {
  Cart,
  CartItem,
  CartSnapshot,
  cartItemInput,
  cartItemUpdate,
  cartQuery,
  cartShopInput,
} from '@app/shared/contracts/cart';
import type { Site } from '@app/shared/contracts/product';
import { userLimits } from '@app/shared/limits';
import { fenToVnd } from '@app/shared/money';
import type { WeightCategory } from '@app/shared/weight-categories';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { lockUser } from '../auth/auth.service.ts';
import { currentPurchaseRate } from '../exchange-rate/exchange-rate.service.ts';
import * as repo from './cart.repository.ts';
import { estimateGroup, groupShipping } from './cart-estimate.ts';
import { estimateTerms } from './cart-terms.ts';

export type { CartItemRow } from './cart.repository.ts';

/** A shop name as grouping compares it: trimmed, lower case (the key of cart_shop_shipping rows). */
export function shopNameKey(shopName: string): string {
  return shopName.trim().toLowerCase();
}

/** Shop identity for grouping: one purchase order per shop (DESIGN.md §3.1). */
export function shopKey(item: { site: string; shopName: string }): string {
  return `${item.site}\u0000${shopNameKey(item.shopName)}`;
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
    skuId: row.skuId,
    propertyIds: row.propertyIds,
    snapshot: row.snapshot,
    weightGrams: row.weightGrams,
    weightCategory: row.weightCategory as WeightCategory | null,
  };
}

/**
 * The actor's cart: visible items grouped by shop, each group with its China domestic shipping
 * (entered, else the highest its lines were added with, else 0; fen) and its landed-cost estimate on
 * route `q.routeId` (cart-terms.ts). VND amounts are 0 and estimates null while no rate is set.
 * 400 `validation-error` for a `routeId` that is not an active route.
 */
export async function getCart(db: Db, actor: Actor, q: z.output<typeof cartQuery> = {}): Promise<Cart> {
  const [rows, rate, entered] = await Promise.all([
    repo.listCartItems(db, actor),
    currentPurchaseRate(db),
    repo.listShopShipping(db, actor.userId),
  ]);
  const terms = await estimateTerms(db, actor, rate, q.routeId);
  const groups = new Map<string, repo.CartItemRow[]>();
  for (const row of rows) groups.set(shopKey(row), [...(groups.get(shopKey(row)) ?? []), row]);
  const enteredFen = new Map(
    entered.map((e) => [shopKey({ site: e.site, shopName: e.shopKey }), e.domesticShippingFen]),
  );
  const shops = [...groups.entries()].map(([key, group]) => {
    const items = group.map((row) => mapItem(row, rate));
    const amountFen = items.reduce((sum, i) => sum + i.amountFen, 0);
    const shipping = groupShipping(group, enteredFen.get(key));
    return {
      site: items[0]!.site,
      shopName: items[0]!.shopName,
      items,
      amountFen,
      estimatedVnd: rate === null ? 0 : fenToVnd(amountFen, rate),
      domesticShippingFen: shipping.fen,
      estimate: terms ? estimateGroup(group, shipping, terms) : null,
    };
  });
  const amountFen = shops.reduce((sum, s) => sum + s.amountFen, 0);
  return {
    exchangeRate: rate,
    shops,
    itemCount: rows.length,
    amountFen,
    estimatedVnd: rate === null ? 0 : fenToVnd(amountFen, rate),
  };
}

/**
 * Sets the China domestic shipping (fen) of one shop group of the actor's own cart and answers the
 * cart. 404 `cart-shop-not-found` when their cart holds no line of that shop (another customer's
 * shop group included). Repeating it, or two at once, leaves one row with the last value.
 */
export async function setShopShipping(db: Db, actor: Actor, input: z.output<typeof cartShopInput>): Promise<Cart> {
  const key = shopKey(input);
  const held = (await repo.ownShops(db, actor.userId)).some((s) => shopKey(s) === key);
  if (!held) throw new AppError('cart-shop-not-found');
  await repo.upsertShopShipping(db, {
    userId: actor.userId,
    site: input.site,
    shopKey: shopNameKey(input.shopName),
    domesticShippingFen: input.domesticShippingFen,
  });
  return getCart(db, actor);
}

/** Deletes the owner's entered shipping of shop groups their cart no longer holds. */
async function pruneShopShipping(db: Executor, ownerId: number): Promise<void> {
  const held = new Set((await repo.ownShops(db, ownerId)).map(shopKey));
  const rows = await repo.listShopShipping(db, ownerId);
  const gone = rows.filter((r) => !held.has(shopKey({ site: r.site, shopName: r.shopKey })));
  await repo.deleteShopShipping(
    db,
    ownerId,
    gone.map((r) => r.id),
  );
}

/** What line `input` is added with, kept unchanged; `addedAt` is the server's clock, not the client's. */
function snapshotOf(input: z.output<typeof cartItemInput>, addedAt: Date): CartSnapshot {
  return {
    source: input.source,
    fetchedAt: input.fetchedAt,
    addedAt: addedAt.toISOString(),
    unitPriceFen: input.unitPriceFen,
    listPriceFen: input.listPriceFen,
    skuId: input.skuId,
    propertyIds: input.propertyIds,
    skuProperties: input.skuProperties,
    stock: input.stock,
    weightGrams: input.weightGrams,
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
    const { source: _s, fetchedAt: _f, listPriceFen: _l, stock: _st, weightGrams: _w, ...line } = input;
    return repo.insertCartItem(tx, { ...line, userId: owner, snapshot: snapshotOf(input, new Date()) });
  });
  return mapItem(row, await currentPurchaseRate(db));
}

/** 404 `cart-item-not-found` when the line is gone or not visible to the actor. */
export async function updateItem(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof cartItemUpdate>,
): Promise<CartItem> {
  const row = await repo.updateCartItem(db, actor, id, input);
  if (!row) throw new AppError('cart-item-not-found');
  return mapItem(row, await currentPurchaseRate(db));
}

export async function removeItem(db: Db, actor: Actor, id: number): Promise<void> {
  const deleted = await repo.deleteCartItems(db, actor, [id]);
  if (deleted.length === 0) throw new AppError('cart-item-not-found');
  await pruneShopShipping(db, actor.userId);
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
  await pruneShopShipping(tx, actor.userId);
}

/** Shopping cart: lines waiting to be ordered, grouped by shop, valued at the current purchase rate. */
import type { Cart, CartItem, cartItemInput } from '@app/shared/contracts/cart';
import type { Site } from '@app/shared/contracts/product';
import { fenToVnd } from '@app/shared/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentPurchaseRate } from '../exchange-rate/exchange-rate.service.ts';
import * as repo from './cart.repository.ts';

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
    amountFen,
    estimatedVnd: rate === null ? 0 : fenToVnd(amountFen, rate),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getCart(db: Db, userId: number): Promise<Cart> {
  const [rows, rate] = await Promise.all([repo.listCartItems(db, userId), currentPurchaseRate(db)]);
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

export async function addItem(db: Db, userId: number, input: z.output<typeof cartItemInput>): Promise<CartItem> {
  const row = await repo.insertCartItem(db, { ...input, userId });
  return mapItem(row, await currentPurchaseRate(db));
}

export async function updateItem(
  db: Db,
  userId: number,
  id: number,
  input: { quantity?: number; note?: string },
): Promise<CartItem> {
  const row = await repo.updateCartItem(db, userId, id, input);
  if (!row) throw new AppError('cart-item-not-found');
  return mapItem(row, await currentPurchaseRate(db));
}

export async function removeItem(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await repo.deleteCartItems(db, userId, [id]);
  if (deleted.length === 0) throw new AppError('cart-item-not-found');
}

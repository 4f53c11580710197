/**
 * Placing and reading purchase orders (DESIGN.md §3.1). Placing: one order per shop among the chosen
 * cart items, rate frozen, fee lines from the shared calculator, status `awaiting_deposit`, and the
 * items leave the cart in the same transaction.
 */
import type {
  CreatePurchaseOrderInput,
  createPurchaseOrderInput,
  PurchaseOrder,
  purchaseOrderListQuery,
} from '@app/shared/contracts/order';
import { calculatePurchaseFees } from '@app/shared/fees';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import * as addressRepo from '../address/address.repository.ts';
import { mapAddress } from '../address/address.service.ts';
import { findUserById } from '../auth/auth.repository.ts';
import * as cartRepo from '../cart/cart.repository.ts';
import { shopKey } from '../cart/cart.service.ts';
import { purchaseFeeTariff, requirePurchaseRate } from '../exchange-rate/exchange-rate.service.ts';
import * as warehouseRepo from '../warehouse/warehouse.repository.ts';
import { mapOrder, mapSummary } from './purchase-order.mapper.ts';
import * as repo from './purchase-order.repository.ts';

export type { CreatePurchaseOrderInput };

/** `MH2611-000123`: year and month of placing, then the order number. */
function orderCode(n: number, at = new Date()): string {
  const yymm = new Intl.DateTimeFormat('en-GB', { year: '2-digit', month: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' })
    .formatToParts(at)
    .reduce((acc, p) => (p.type === 'year' ? p.value + acc : p.type === 'month' ? acc + p.value : acc), '');
  return `MH${yymm}-${String(n).padStart(6, '0')}`;
}

/** Full orders by id, in the given order. */
export async function loadOrders(db: Executor, rows: repo.OrderRow[]): Promise<PurchaseOrder[]> {
  if (rows.length === 0) return [];
  const details = await repo.findDetails(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => mapOrder(r, details));
}

export async function placeOrders(
  db: Db,
  actor: Actor,
  input: z.output<typeof createPurchaseOrderInput>,
): Promise<PurchaseOrder[]> {
  const userId = actor.userId;
  return db.transaction(async (tx) => {
    const ids = [...new Set(input.cartItemIds)];
    const items = await cartRepo.lockCartItems(tx, actor, ids);
    if (items.length !== ids.length) throw new AppError('cart-item-not-found');
    const address = await addressRepo.findAddress(tx, actor, input.addressId);
    if (!address) throw new AppError('receiver-address-not-found');
    const vn = await warehouseRepo.findWarehouse(tx, input.vnWarehouseId);
    const route = vn?.country === 'VN' ? await warehouseRepo.findRouteTo(tx, vn.id) : undefined;
    if (!route) throw new AppError('warehouse-invalid');
    const [rate, tariff, customer] = await Promise.all([
      requirePurchaseRate(tx),
      purchaseFeeTariff(tx),
      findUserById(tx, userId),
    ]);
    const addr = mapAddress(address);
    const receiver = { name: addr.receiverName, phone: addr.phone, address: addr.fullAddress };

    const groups = new Map<string, cartRepo.CartItemRow[]>();
    for (const item of items) groups.set(shopKey(item), [...(groups.get(shopKey(item)) ?? []), item]);

    const created: repo.OrderRow[] = [];
    for (const group of groups.values()) {
      const first = group[0]!;
      const fees = calculatePurchaseFees({ lines: group, exchangeRate: rate, options: input.options, tariff });
      const order = await repo.insertOrder(tx, {
        code: orderCode(await repo.nextOrderNumber(tx)),
        userId,
        status: 'awaiting_deposit',
        site: first.site,
        shopName: first.shopName,
        exchangeRate: rate,
        options: input.options,
        receiver,
        cnWarehouseId: route.cnWarehouseId,
        vnWarehouseId: route.vnWarehouseId,
        feeLines: fees.lines,
        goodsFen: fees.goodsFen,
        goodsVnd: fees.goodsVnd,
        feesVnd: fees.feesVnd,
        totalVnd: fees.totalVnd,
        depositDueVnd: fees.depositDueVnd,
      });
      await repo.insertLines(
        tx,
        group.map((i) => ({
          orderId: order.id,
          site: i.site,
          productId: i.productId,
          url: i.url,
          title: i.title,
          skuProperties: i.skuProperties,
          imageUrl: i.imageUrl,
          unitPriceFen: i.unitPriceFen,
          quantity: i.quantity,
          note: i.note,
        })),
      );
      await repo.insertEvent(tx, {
        orderId: order.id,
        fromStatus: null,
        toStatus: 'awaiting_deposit',
        note: 'Khách hàng đặt đơn',
        actorId: userId,
        actorName: customer?.fullName ?? '',
      });
      created.push(order);
    }
    await cartRepo.deleteCartItems(tx, actor, ids);
    return loadOrders(tx, created);
  });
}

export async function getOrder(db: Db, actor: Actor, id: number): Promise<PurchaseOrder> {
  const userId = actor.scope === 'staff' ? undefined : actor.userId;
  const row = await repo.findOrder(db, id, userId);
  if (!row) throw new AppError('order-not-found');
  return (await loadOrders(db, [row]))[0]!;
}

/** One page of orders: the customer's own (`userId`), or everyone's with the customer named (staff). */
export async function listOrders(db: Db, actor: Actor, q: z.output<typeof purchaseOrderListQuery>) {
  const userId = actor.scope === 'staff' ? undefined : actor.userId;
  const { rows, total } = await repo.listOrders(db, { userId, status: q.status, page: q.page, pageSize: q.pageSize });
  return { items: rows.map((r) => mapSummary(r, userId === undefined)), page: q.page, pageSize: q.pageSize, total };
}

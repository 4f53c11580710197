/**
 * Placing and reading purchase orders (DESIGN.md §3.1). Placing: one order per shop among the chosen
 * cart items, rate frozen, fee lines from the shared calculator, status `awaiting_deposit` (or
 * `awaiting_quote` with a line to be priced first), and the items leave the cart in the same transaction.
 */
import type {
  CreatePurchaseOrderInput,
  createPurchaseOrderInput,
  PurchaseOrder,
  purchaseOrderListQuery,
} from '@app/shared/contracts/purchase-order';
import { calculatePurchaseFees } from '@app/shared/fees';
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { enter } from '../../lib/status/transition.ts';
import { receiverOf } from '../address/address.service.ts';
import { type CartItemRow, lockItemsForOrder, removeOrderedItems, shopKey } from '../cart/cart.service.ts';
import { requirePurchaseRate } from '../exchange-rate/exchange-rate.service.ts';
import { purchasePricingFor } from '../tariff/purchase-pricing.service.ts';
import { routeTo, warehouseNames } from '../warehouse/warehouse.service.ts';
import { mapOrder, mapOrderSummary, showsLastChange } from './purchase-order.mapper.ts';
import * as repo from './purchase-order.repository.ts';
import { findBuyingDetails } from './purchase-order-buying.details.ts';

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
  const details = {
    ...(await repo.findDetails(
      db,
      rows.map((r) => r.id),
    )),
    warehouses: await warehouseNames(db),
  };
  const buying = await findBuyingDetails(db, rows, details.lines);
  return rows.map((r) => mapOrder(r, details, buying));
}

/**
 * What the order lists show of an order's lines (decision 0076), kept on the order row: lines are
 * added only when it is placed, `lines` in insertion order (the first gets the lowest id).
 */
export function linesSummary(lines: readonly { quantity: number; imageUrl: string | null; title: string }[]) {
  return {
    lineCount: lines.length,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    firstImageUrl: lines[0]?.imageUrl ?? null,
    firstLineTitle: lines[0]?.title ?? null,
  };
}

/** Places the actor's chosen cart items as orders (one per shop), each created `awaiting_deposit`. */
export async function placeOrders(
  db: Db,
  actor: Actor,
  input: z.output<typeof createPurchaseOrderInput>,
): Promise<PurchaseOrder[]> {
  const userId = actor.userId;
  return transaction(db, async (tx) => {
    const ids = [...new Set(input.cartItemIds)];
    const items = await lockItemsForOrder(tx, actor, ids);
    const receiver = await receiverOf(tx, actor, input.addressId);
    const route = await routeTo(tx, input.vnWarehouseId);
    const rate = await requirePurchaseRate(tx);
    // The customer's level in force now: its deposit share and service-fee discount, frozen on each
    // order so later repricing keeps them (decision 0100); the tariff version in force prices the
    // order from now to the end (decision 0099). The cart's estimate prices with the same terms.
    const { level, version, tariff } = await purchasePricingFor(tx, userId);

    const groups = new Map<string, CartItemRow[]>();
    for (const item of items) groups.set(shopKey(item), [...(groups.get(shopKey(item)) ?? []), item]);

    const created: repo.OrderRow[] = [];
    for (const group of groups.values()) {
      const first = group[0]!;
      // A line the company must price first (its link named no product, or the customer asked for a
      // quote) makes the order start at `awaiting_quote`, with a 100 % deposit (DESIGN.md §3.1).
      const quoted = (i: CartItemRow) => i.needsQuote || i.productId === null;
      const needsQuote = group.some(quoted);
      const fees = calculatePurchaseFees({
        lines: group,
        exchangeRate: rate,
        options: input.options,
        needsQuote,
        tariff,
      });
      const order = await enter(
        tx,
        purchaseOrderMachine,
        {
          code: orderCode(await repo.nextOrderNumber(tx)),
          userId,
          site: first.site,
          shopName: first.shopName,
          exchangeRate: rate,
          tariffVersionId: version.id,
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
          needsQuote,
          depositBasisPoints: level?.depositBasisPoints ?? null,
          serviceFeeDiscountBasisPoints: level?.serviceFeeDiscountBasisPoints ?? 0,
          // The list's copy of the lines inserted below, in this order (the first gets the lowest id).
          ...linesSummary(group),
        },
        actor,
        needsQuote
          ? { status: 'awaiting_quote', note: 'Khách hàng đặt đơn, chờ báo giá' }
          : { status: 'awaiting_deposit', note: 'Khách hàng đặt đơn' },
      );
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
          needsQuote: quoted(i),
          // What the customer chose from, for the purchaser to compare with the live price.
          skuId: i.skuId,
          propertyIds: i.propertyIds,
          snapshot: i.snapshot,
        })),
      );
      created.push(order);
    }
    await removeOrderedItems(tx, actor, ids);
    return loadOrders(tx, created);
  });
}

/** One order the actor may see; 404 `order-not-found` otherwise. */
export async function getOrder(db: Db, actor: Actor, id: number): Promise<PurchaseOrder> {
  const row = await repo.findOrder(db, actor, id);
  if (!row) throw new AppError('order-not-found');
  return (await loadOrders(db, [row]))[0]!;
}

/** One page of the orders the actor may see; beyond their own (staff), each names its customer. */
export async function listOrders(
  db: Db,
  actor: Actor,
  q: z.output<typeof purchaseOrderListQuery> & Pick<repo.OrderFilter, 'q' | 'customerId'>,
) {
  const f = { status: q.status, page: q.page, pageSize: q.pageSize };
  // The plain list is a prepared statement (decision 0024); a search or one customer's orders is not.
  // Either comes as raw rows, each mapped once to the contract's item (decision 0076).
  const { rows, total } =
    q.q || q.customerId
      ? await repo.searchOrders(db, actor, { ...f, q: q.q, customerId: q.customerId })
      : await repo.listOrders(db, actor, f);
  const lastChange = showsLastChange(actor);
  return { items: rows.map((r) => mapOrderSummary(r, lastChange)), page: q.page, pageSize: q.pageSize, total };
}

/** How many orders `actor` may see wait in each of `statuses` (a status with none is left out). */
/** How many purchase orders user `userId` has placed (any status). */
export function countOrdersOf(db: Executor, userId: number): Promise<number> {
  return repo.countOrdersOf(db, userId);
}

export async function countOrdersByStatus(
  db: Executor,
  actor: Actor,
  statuses: readonly PurchaseOrderStatus[],
): Promise<Partial<Record<PurchaseOrderStatus, number>>> {
  if (statuses.length === 0) return {};
  const rows = await repo.countByStatusQuery(db, actor, statuses);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

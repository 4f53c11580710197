/** Maps order rows to the wire shapes of contracts/order.ts. */

import type { Site } from '@app/shared/contracts/product';
import type { FeeLine, PurchaseOrder, PurchaseOrderSummary } from '@app/shared/contracts/purchase-order';
import { customerCancellableStatuses, type PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { fenToVnd } from '@app/shared/money';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import type * as repo from './purchase-order.repository.ts';
import type { BuyingDetails } from './purchase-order-buying.details.ts';

type Details = Awaited<ReturnType<typeof repo.findDetails>> & { warehouses: Map<number, string> };

export function mapOrder(o: repo.OrderRow, d: Details, b: BuyingDetails): PurchaseOrder {
  const status = o.status as PurchaseOrderStatus;
  return {
    id: o.id,
    code: o.code,
    status,
    site: o.site as Site,
    shopName: o.shopName,
    exchangeRate: o.exchangeRate,
    options: o.options,
    receiver: o.receiver,
    cnWarehouse: { id: o.cnWarehouseId, name: d.warehouses.get(o.cnWarehouseId) ?? '' },
    vnWarehouse: { id: o.vnWarehouseId, name: d.warehouses.get(o.vnWarehouseId) ?? '' },
    lines: d.lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        ...lineAmounts(l, o.exchangeRate),
        id: l.id,
        site: l.site as Site,
        productId: l.productId,
        url: l.url,
        title: l.title,
        skuProperties: l.skuProperties,
        imageUrl: l.imageUrl,
        unitPriceFen: l.unitPriceFen,
        quantity: l.quantity,
        note: l.note,
        needsQuote: l.needsQuote,
        skuId: l.skuId,
        propertyIds: l.propertyIds,
        snapshot: l.snapshot,
        boughtQuantity: l.boughtQuantity,
        boughtUnitPriceFen: l.boughtUnitPriceFen,
        shopOrderNumber: l.shopOrderId === null ? null : (b.shopOrderNumbers.get(l.shopOrderId) ?? null),
      })),
    fees: o.feeLines as FeeLine[],
    totals: {
      goodsFen: o.goodsFen,
      goodsVnd: o.goodsVnd,
      feesVnd: o.feesVnd,
      totalVnd: o.totalVnd,
      depositDueVnd: o.depositDueVnd,
      paidVnd: o.paidVnd,
      // A cancelled order owes nothing; what was paid went back to the wallet (refundedVnd).
      remainingVnd: status === 'cancelled' ? 0 : Math.max(0, o.totalVnd - o.paidVnd),
      refundedVnd: o.refundedVnd,
    },
    events: d.events
      .filter((e) => e.subjectId === o.id)
      .map((e) => ({
        id: e.id,
        fromStatus: e.fromStatus as PurchaseOrderStatus | null,
        toStatus: e.toStatus as PurchaseOrderStatus,
        note: e.note,
        actorName: e.actorName,
        createdAt: e.createdAt.toISOString(),
      })),
    needsQuote: o.needsQuote,
    shopOrders: b.shopOrders
      .filter((s) => s.orderId === o.id)
      .map((s) => ({
        id: s.id,
        shopOrderNumber: s.shopOrderNumber,
        domesticShippingFen: s.domesticShippingFen,
        createdAt: s.createdAt.toISOString(),
      })),
    refunds: b.refunds.get(o.id) ?? [],
    priceChange: status === 'awaiting_customer_confirmation' ? (o.priceChange ?? null) : null,
    canCancel: customerCancellableStatuses.includes(status),
    canDeposit: status === 'awaiting_deposit',
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** What a line comes to at its agreed price: the quantity bought once bought, else the quantity ordered. */
function lineAmounts(l: repo.LineRow, rate: number) {
  const amountFen = l.unitPriceFen * (l.boughtQuantity ?? l.quantity);
  return { amountFen, amountVnd: fenToVnd(amountFen, rate) };
}

/**
 * Whether `actor`'s list rows name the latest status change: the staff's (and the system's) do; a
 * customer's own and an agent's (which name the customer) do not.
 */
export const showsLastChange = (actor: Actor | SystemActor): boolean =>
  actor.scope === 'staff' || actor.scope === 'system';

/**
 * A list row (`repo.SummaryRow`, as node-postgres gives it) as the contract's
 * `PurchaseOrderSummary`: the one mapping of a list row (decision 0076). The customer is named
 * where the repository joined it (every list but a customer's own), the latest change with
 * `lastChange` (`showsLastChange`). Timestamps come as PostgreSQL's text and leave as ISO 8601.
 */
export function mapOrderSummary(r: repo.SummaryRow, lastChange: boolean): PurchaseOrderSummary {
  const item: PurchaseOrderSummary = {
    id: r.id,
    code: r.code,
    status: r.status,
    site: r.site,
    shopName: r.shop_name,
    itemCount: r.item_count,
    lineCount: r.line_count,
    imageUrl: r.first_image_url,
    firstLineTitle: r.first_line_title,
    totalVnd: r.total_vnd,
    depositDueVnd: r.deposit_due_vnd,
    paidVnd: r.paid_vnd,
    refundedVnd: r.refunded_vnd,
    createdAt: new Date(r.created_at).toISOString(),
  };
  if (r.customer_id === null) return item;
  item.customer = { id: r.customer_id, fullName: r.customer_name!, phone: r.customer_phone! };
  item.lastChange =
    lastChange && r.last_change_at
      ? { actorName: r.last_change_by ?? '', createdAt: new Date(r.last_change_at).toISOString() }
      : null;
  return item;
}

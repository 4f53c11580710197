/**
 * An order's money after buying (decision 0050): repriceOrder (@app/shared/fees) on the lines as they
 * stand, from the goods and service fee the order holds now, with the China domestic shipping of its
 * shop orders. Shipping and crate lines a warehouse has already priced are kept as they are.
 */
import type { FeeLine } from '@app/shared/contracts/purchase-order';
import { type PurchaseFees, type PurchaseFeeTariff, repriceOrder } from '@app/shared/fees';
import { type LevelPricing, tariffForLevel } from '@app/shared/level-pricing';
import type { LineRow, OrderRow } from './purchase-order.repository.ts';
import type { OrderMoney, ShopOrderRow } from './purchase-order-buying.repository.ts';

/** Fee kinds priced at the warehouse (weighing), never by buying. */
const weighedKinds: readonly FeeLine['kind'][] = ['international_shipping', 'wooden_crate'];

/**
 * The level terms frozen on the order when it was placed (decision 0100), or null for an order placed
 * before levels (priced with the tariff as it stands).
 */
export function frozenPricing(order: OrderRow): LevelPricing | null {
  if (order.depositBasisPoints === null) return null;
  return {
    depositBasisPoints: order.depositBasisPoints,
    serviceFeeDiscountBasisPoints: order.serviceFeeDiscountBasisPoints,
  };
}

/** The tariff an order is repriced or quoted with: `tariff` with the order's frozen level terms. */
export function orderTariff(tariff: PurchaseFeeTariff, order: OrderRow): PurchaseFeeTariff {
  return tariffForLevel(tariff, frozenPricing(order));
}

/** The goods value and service fee the order holds now: the base the next repricing scales from. */
export function agreedOf(order: OrderRow): { goodsVnd: number; serviceFeeVnd: number } {
  const service = (order.feeLines as FeeLine[]).find((l) => l.kind === 'service');
  return { goodsVnd: order.goodsVnd, serviceFeeVnd: service?.amountVnd ?? 0 };
}

/** A line as it now stands for pricing: quantity bought (ordered until bought) at `price`. */
export function standing(line: LineRow, price: 'agreed' | 'bought' = 'agreed') {
  const quantity = line.boughtQuantity ?? line.quantity;
  const unitPriceFen =
    price === 'bought' && line.boughtQuantity !== null && line.boughtQuantity > 0
      ? line.boughtUnitPriceFen!
      : line.unitPriceFen;
  return { unitPriceFen, quantity };
}

export interface Repricing {
  order: OrderRow;
  lines: { unitPriceFen: number; quantity: number }[];
  orderedItems: number;
  agreed: { goodsVnd: number; serviceFeeVnd: number };
  shopOrders: ShopOrderRow[];
  tariff: PurchaseFeeTariff;
}

/** The fees of `r.lines`, and the order's money columns for them (paid and price change untouched). */
export function reprice(r: Repricing) {
  const shipping = r.shopOrders.length
    ? {
        domesticShippingFen: r.shopOrders.reduce((sum, s) => sum + s.domesticShippingFen, 0),
        domesticShippingNote: `Đơn shop ${r.shopOrders.map((s) => s.shopOrderNumber).join(', ')}`,
      }
    : {};
  const fees = repriceOrder({
    lines: r.lines,
    exchangeRate: r.order.exchangeRate,
    options: r.order.options,
    agreed: r.agreed,
    orderedItems: r.orderedItems,
    needsQuote: r.order.needsQuote,
    tariff: orderTariff(r.tariff, r.order),
    ...shipping,
  });
  return { fees, money: moneyOf(fees, r.order.feeLines as FeeLine[]) };
}

/** Money columns of `fees`, keeping the weighed lines `current` already has amounts for. */
export function moneyOf(fees: PurchaseFees, current: FeeLine[]): Omit<OrderMoney, 'paidVnd'> {
  let weighedVnd = 0;
  const feeLines = fees.lines.map((line) => {
    const priced = weighedKinds.includes(line.kind) && current.find((c) => c.kind === line.kind);
    if (!priced || priced.amountVnd === null) return line;
    weighedVnd += priced.amountVnd;
    return priced;
  });
  return {
    feeLines,
    goodsFen: fees.goodsFen,
    goodsVnd: fees.goodsVnd,
    feesVnd: fees.feesVnd + weighedVnd,
    totalVnd: fees.totalVnd + weighedVnd,
    depositDueVnd: fees.depositDueVnd,
  };
}

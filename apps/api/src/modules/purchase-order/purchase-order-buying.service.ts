/**
 * Recording a purchase (POST /Admin/OrderOrdering/{id}/Purchase, decision 0050): one shop
 * order placed on the Chinese site and what it bought of each line, in one transaction:
 * - the order moves `deposited → purchasing` on its first shop order;
 * - each line bought short (0 = out of stock) gives back at once its goods value and its share of the
 *   service fee (`order_refund`, one posting per line, idempotent by the line's key), never more than
 *   was paid on the order;
 * - the shop order's China domestic shipping joins the fee lines, at cost;
 * - once every line is recorded: prices the same or lower in total → `purchased` (anything paid above
 *   the new total comes back); higher → `awaiting_customer_confirmation` with the new prices held in
 *   `price_change` until the customer answers; nothing bought at all → cancelled, everything refunded.
 * Repeating the same shop order with the same content answers the order as it is (nothing written).
 */

import type { purchaseInput } from '@app/shared/contracts/buying';
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatFen, formatVnd } from '@app/shared/money';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import { recordDomainEvent } from '../../lib/events/domain-events.ts';
import { type Actor, assertNotOwnObject, systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { transition } from '../../lib/status/transition.ts';
import { purchaseFeeTariffOf, tariffById } from '../tariff/tariff.service.ts';
import { postings, postNew } from '../wallet/ledger.service.ts';
import * as repo from './purchase-order.repository.ts';
import { shortCause } from './purchase-order-buying.details.ts';
import * as buying from './purchase-order-buying.repository.ts';
import { agreedOf, reprice, standing } from './purchase-order-money.ts';
import { cancelLockedOrder } from './purchase-order-payment.service.ts';
import { loadAdminOrder } from './purchase-order-status.service.ts';

type PurchaseInput = z.output<typeof purchaseInput>;

/** True when the shop order was already recorded with exactly this content (a retried request). */
function isReplay(shop: buying.ShopOrderRow, input: PurchaseInput, lines: Map<number, repo.LineRow>): boolean {
  return (
    shop.domesticShippingFen === input.domesticShippingFen &&
    input.lines.every((l) => {
      const line = lines.get(l.lineId)!;
      return (
        line.shopOrderId === shop.id &&
        line.boughtQuantity === l.boughtQuantity &&
        (l.boughtQuantity === 0 || line.boughtUnitPriceFen === l.unitPriceFen)
      );
    })
  );
}

/** Refuses what cannot be recorded, before anything is written. */
function check(order: repo.OrderRow, input: PurchaseInput, lines: Map<number, repo.LineRow>): void {
  for (const l of input.lines) {
    const line = lines.get(l.lineId);
    if (!line) throw new AppError('order-line-not-in-order');
    if (l.boughtQuantity > line.quantity) throw new AppError('bought-more-than-ordered');
  }
  if (order.status !== 'deposited' && order.status !== 'purchasing') throw new AppError('order-not-purchasable');
  if (input.lines.some((l) => lines.get(l.lineId)!.boughtQuantity !== null)) {
    throw new AppError('order-line-already-bought');
  }
}

export async function recordPurchase(
  db: Db,
  actor: Actor,
  orderId: number,
  input: PurchaseInput,
): Promise<AdminPurchaseOrder> {
  return transaction(db, async (tx) => {
    let order = await repo.lockOrder(tx, actor, orderId);
    if (!order) throw new AppError('order-not-found');
    assertNotOwnObject(actor, order.userId, 'own-order-action');
    const locked = await buying.lockLines(tx, order.id);
    const byId = new Map(locked.map((l) => [l.id, l]));
    const existing = await buying.findShopOrder(tx, order.id, input.shopOrderNumber);
    if (existing) {
      if (input.lines.every((l) => byId.has(l.lineId)) && isReplay(existing, input, byId)) {
        return loadAdminOrder(tx, order, actor);
      }
      throw new AppError('shop-order-exists');
    }
    check(order, input, byId);

    if (order.status === 'deposited') {
      order = await transition(tx, purchaseOrderMachine, order, 'purchasing', actor, { note: 'Bắt đầu mua hàng' });
    }
    const shop = await buying.insertShopOrder(tx, {
      orderId: order.id,
      shopOrderNumber: input.shopOrderNumber,
      domesticShippingFen: input.domesticShippingFen,
      createdBy: actor.userId,
    });
    for (const l of input.lines) {
      const bought = { boughtQuantity: l.boughtQuantity, boughtUnitPriceFen: l.unitPriceFen, shopOrderId: shop.id };
      await buying.setLineBought(tx, l.lineId, bought);
      Object.assign(byId.get(l.lineId)!, bought);
    }
    const lines = locked;
    const shopOrders = await buying.listShopOrders(tx, [order.id]);
    // The order's own tariff version (decision 0099), not the one in force now.
    const tariff = purchaseFeeTariffOf(await tariffById(tx, order.tariffVersionId));
    const orderedItems = lines.reduce((n, l) => n + l.quantity, 0);
    const complete = lines.every((l) => l.boughtQuantity !== null);
    const nothingBought = complete && lines.every((l) => l.boughtQuantity === 0);

    // Short lines one at a time, each from the order as the previous one left it: per-line refunds
    // that add up exactly to the order's change.
    let agreed = agreedOf(order);
    let paid = order.paidVnd;
    let refundedVnd = 0;
    const recorded = new Set(input.lines.map((l) => l.lineId));
    // The lines as the order held them before this shop order: this request's at their ordered quantity.
    const held = new Map(
      lines.map((l) => [
        l.id,
        recorded.has(l.id) ? { unitPriceFen: l.unitPriceFen, quantity: l.quantity } : standing(l),
      ]),
    );
    for (const l of input.lines) {
      const line = byId.get(l.lineId)!;
      const cause = shortCause(line);
      held.set(line.id, standing(line));
      if (!cause) continue;
      const step = reprice({ order, lines: [...held.values()], orderedItems, agreed, shopOrders, tariff });
      const back = agreed.goodsVnd + agreed.serviceFeeVnd - (step.fees.goodsVnd + step.fees.serviceFeeVnd);
      agreed = { goodsVnd: step.fees.goodsVnd, serviceFeeVnd: step.fees.serviceFeeVnd };
      // Nothing bought at all: the cancellation below returns everything paid in one refund.
      const amount = nothingBought ? 0 : Math.min(back, paid);
      if (amount <= 0) continue;
      await postNew(
        tx,
        postings.orderRefund({ order: { ...order, subjectType: 'purchase_order' }, amountVnd: amount, cause, actor }),
      );
      paid -= amount;
      refundedVnd += amount;
    }
    const now = reprice({ order, lines: lines.map((l) => standing(l)), orderedItems, agreed, shopOrders, tariff });
    await recordDomainEvent(tx, {
      type: 'purchase_order.purchase_recorded',
      subjectType: 'purchase_order',
      subjectId: order.id,
      userId: order.userId,
      payload: {
        shopOrderNumber: shop.shopOrderNumber,
        domesticShippingFen: shop.domesticShippingFen,
        lines: input.lines,
        refundedVnd,
        actorId: actor.userId,
      },
    });
    await writeAudit(tx, actor, {
      action: 'purchase_order.purchase',
      subjectType: 'purchase_order',
      subjectId: order.id,
      after: {
        shopOrderNumber: shop.shopOrderNumber,
        domesticShippingFen: shop.domesticShippingFen,
        lines: input.lines,
        refundedVnd,
      },
    });

    if (!complete) {
      order = await buying.setOrderMoney(tx, order.id, { ...now.money, paidVnd: paid });
      return loadAdminOrder(tx, order, actor);
    }
    if (nothingBought) {
      order = await buying.setOrderMoney(tx, order.id, { ...now.money, paidVnd: paid });
      const note = `Shop hết toàn bộ sản phẩm của đơn (${actor.name} ghi nhận đơn shop ${shop.shopOrderNumber}); hủy đơn và hoàn tiền đã trả về ví`;
      order = await cancelLockedOrder(tx, order, systemActor, note);
      return loadAdminOrder(tx, order, actor);
    }
    order = await settle(tx, actor, order, lines, { money: now.money, paid, orderedItems, shopOrders, tariff });
    return loadAdminOrder(tx, order, actor);
  });
}

/**
 * Every line is recorded: compares what was bought at the new prices with the agreed prices. Higher →
 * waits for the customer with the proposal; otherwise the new prices stand and the order is purchased.
 */
async function settle(
  tx: Tx,
  actor: Actor,
  order: repo.OrderRow,
  lines: repo.LineRow[],
  s: {
    money: ReturnType<typeof reprice>['money'];
    paid: number;
    orderedItems: number;
    shopOrders: buying.ShopOrderRow[];
    tariff: ReturnType<typeof purchaseFeeTariffOf>;
  },
): Promise<repo.OrderRow> {
  const agreed = {
    goodsVnd: s.money.goodsVnd,
    serviceFeeVnd: s.money.feeLines.find((l) => l.kind === 'service')?.amountVnd ?? 0,
  };
  const atAgreed = { ...order, ...s.money };
  const proposal = reprice({
    order: atAgreed,
    lines: lines.map((l) => standing(l, 'bought')),
    orderedItems: s.orderedItems,
    agreed,
    shopOrders: s.shopOrders,
    tariff: s.tariff,
  });
  const bought = lines.filter((l) => l.boughtQuantity! > 0);
  const increaseFen = bought.reduce((sum, l) => sum + l.boughtQuantity! * (l.boughtUnitPriceFen! - l.unitPriceFen), 0);
  const numbers = s.shopOrders.map((x) => x.shopOrderNumber).join(', ');

  if (increaseFen > 0) {
    const totals = (m: typeof s.money) => ({
      goodsFen: m.goodsFen,
      goodsVnd: m.goodsVnd,
      feesVnd: m.feesVnd,
      totalVnd: m.totalVnd,
      depositDueVnd: m.depositDueVnd,
    });
    const priceChange = {
      lines: bought
        .filter((l) => l.boughtUnitPriceFen !== l.unitPriceFen)
        .map((l) => ({
          lineId: l.id,
          title: l.title,
          quantity: l.boughtQuantity!,
          oldUnitPriceFen: l.unitPriceFen,
          newUnitPriceFen: l.boughtUnitPriceFen!,
        })),
      before: totals(s.money),
      after: { ...totals(proposal.money), fees: proposal.money.feeLines },
    };
    const more = proposal.money.goodsVnd - s.money.goodsVnd;
    return transition(tx, purchaseOrderMachine, order, 'awaiting_customer_confirmation', actor, {
      note: `Giá mua cao hơn giá đã đặt: tiền hàng tăng ${formatFen(increaseFen)} (${formatVnd(more)}). Chờ khách hàng xác nhận giá mới.`,
      set: { ...s.money, paidVnd: s.paid, priceChange },
    });
  }

  for (const l of bought)
    if (l.boughtUnitPriceFen !== l.unitPriceFen) await buying.setLinePrice(tx, l.id, l.boughtUnitPriceFen!);
  const over = Math.max(0, s.paid - proposal.money.totalVnd);
  if (over > 0) {
    await postNew(
      tx,
      postings.orderRefund({
        order: { ...order, subjectType: 'purchase_order' },
        amountVnd: over,
        cause: { kind: 'price-lower' },
        actor,
      }),
    );
  }
  return transition(tx, purchaseOrderMachine, order, 'purchased', actor, {
    note: `Đã mua hàng: đơn shop ${numbers}`,
    set: { ...proposal.money, paidVnd: s.paid - over },
  });
}

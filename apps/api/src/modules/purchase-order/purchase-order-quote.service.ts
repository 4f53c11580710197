/**
 * Quoting (POST /Admin/OrderOrdering/{id}/Quote, decision 0050): staff price every line of an order that
 * started at `awaiting_quote` (a short link, or "cần báo giá"); its fees are computed afresh from the
 * tariff with a 100 % deposit (DESIGN.md §3.1, §4) and it moves to `awaiting_deposit`. Audited as
 * `purchase_order.quote` (the line prices and total before and after) beside the move's own row
 * (decision 0096).
 */
import type { quoteInput } from '@app/shared/contracts/buying';
import type { AdminPurchaseOrder, FeeLine } from '@app/shared/contracts/purchase-order';
import { calculatePurchaseFees } from '@app/shared/fees';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatFen, formatVnd } from '@app/shared/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import { type Actor, assertNotOwnObject } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { transition } from '../../lib/status/transition.ts';
import { purchaseFeeTariffOf, tariffById } from '../tariff/tariff.service.ts';
import * as repo from './purchase-order.repository.ts';
import * as buying from './purchase-order-buying.repository.ts';
import { moneyOf, orderTariff } from './purchase-order-money.ts';
import { loadAdminOrder } from './purchase-order-status.service.ts';

export async function quoteOrder(
  db: Db,
  actor: Actor,
  orderId: number,
  input: z.output<typeof quoteInput>,
): Promise<AdminPurchaseOrder> {
  return transaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, actor, orderId);
    if (!order) throw new AppError('order-not-found');
    assertNotOwnObject(actor, order.userId, 'own-order-action');
    const lines = await buying.lockLines(tx, order.id);
    const prices = new Map(input.lines.map((l) => [l.lineId, l.unitPriceFen]));
    const known = new Set(lines.map((l) => l.id));
    if (input.lines.some((l) => !known.has(l.lineId))) throw new AppError('order-line-not-in-order');
    if (order.status !== 'awaiting_quote') throw new AppError('order-not-awaiting-quote');
    if (lines.some((l) => !prices.has(l.id))) throw new AppError('quote-lines-incomplete');

    const priced = lines.map((l) => ({ unitPriceFen: prices.get(l.id)!, quantity: l.quantity }));
    const fees = calculatePurchaseFees({
      lines: priced,
      exchangeRate: order.exchangeRate,
      options: order.options,
      needsQuote: true,
      tariff: orderTariff(purchaseFeeTariffOf(await tariffById(tx, order.tariffVersionId)), order),
    });
    for (const l of lines)
      if (prices.get(l.id) !== l.unitPriceFen) await buying.setLinePrice(tx, l.id, prices.get(l.id)!);
    const summary = `Báo giá: tiền hàng ${formatFen(fees.goodsFen)} (${formatVnd(fees.goodsVnd)}), cần đặt cọc 100% ${formatVnd(fees.depositDueVnd)}`;
    const updated = await transition(tx, purchaseOrderMachine, order, 'awaiting_deposit', actor, {
      note: input.note ? `${summary}. ${input.note}` : summary,
      set: moneyOf(fees, order.feeLines as FeeLine[]),
    });
    await writeAudit(tx, actor, {
      action: 'purchase_order.quote',
      subjectType: 'purchase_order',
      subjectId: order.id,
      before: { lines: lines.map((l) => ({ lineId: l.id, unitPriceFen: l.unitPriceFen })), totalVnd: order.totalVnd },
      after: {
        lines: lines.map((l) => ({ lineId: l.id, unitPriceFen: prices.get(l.id)! })),
        totalVnd: updated.totalVnd,
      },
    });
    return loadAdminOrder(tx, updated, actor);
  });
}

/**
 * The customer's answer to a purchase above the agreed prices (POST /OrderOrdering/{id}/ConfirmPriceChange,
 * decision 0050), idempotent on the request's key:
 * - accept: the new prices and the totals the customer was shown (`price_change.after`) become the
 *   order's; it goes `awaiting_customer_confirmation → purchasing → purchased`. Nothing is debited:
 *   the difference is paid with the rest on delivery;
 * - decline: the order is cancelled and everything paid on it goes back to the wallet, in the same
 *   transaction.
 */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { formatVnd } from '@app/shared/money';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { once } from '../../lib/http/idempotency.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { transition } from '../../lib/status/transition.ts';
import * as repo from './purchase-order.repository.ts';
import { loadOrders } from './purchase-order.service.ts';
import * as buying from './purchase-order-buying.repository.ts';
import { cancelLockedOrder } from './purchase-order-payment.service.ts';

export async function confirmPriceChange(
  db: Db,
  actor: Actor,
  orderId: number,
  accept: boolean,
  key: string,
): Promise<PurchaseOrder> {
  const answer = accept ? 'accept' : 'decline';
  return transaction(db, (tx) =>
    once(tx, actor.userId, key, `order-price-change:${orderId}:${answer}`, async () => {
      const order = await repo.lockOrder(tx, actor, orderId);
      if (!order) throw new AppError('order-not-found');
      const change = order.priceChange;
      if (order.status !== 'awaiting_customer_confirmation' || !change) {
        throw new AppError('order-not-awaiting-confirmation');
      }
      if (!accept) {
        const cancelled = await cancelLockedOrder(tx, order, actor, 'Khách hàng không đồng ý giá mới, hủy đơn');
        return (await loadOrders(tx, [cancelled]))[0]!;
      }
      for (const line of change.lines) await buying.setLinePrice(tx, line.lineId, line.newUnitPriceFen);
      const { fees, ...after } = change.after;
      const accepted = await transition(tx, purchaseOrderMachine, order, 'purchasing', actor, {
        note: `Khách hàng đồng ý giá mới: tiền hàng ${formatVnd(change.before.goodsVnd)} → ${formatVnd(after.goodsVnd)}`,
        set: { ...after, feeLines: fees, priceChange: null },
      });
      const purchased = await transition(tx, purchaseOrderMachine, accepted, 'purchased', actor, {
        note: 'Đơn tiếp tục với giá mới; phần chênh lệch thanh toán cùng phần còn lại khi giao hàng',
      });
      return (await loadOrders(tx, [purchased]))[0]!;
    }),
  );
}

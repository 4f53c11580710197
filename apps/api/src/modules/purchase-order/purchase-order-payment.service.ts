/**
 * Money on purchase orders: paying the deposit from the wallet and refunding it on cancellation,
 * each in one transaction with the status change (DESIGN.md §3.1, §3.8).
 */
import type { PurchaseOrder } from '@app/shared/contracts/purchase-order';
import { customerCancellableStatuses, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { once } from '../../lib/http/idempotency.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { transition } from '../../lib/status/transition.ts';
import { postings, postNew } from '../wallet/ledger.service.ts';
import * as repo from './purchase-order.repository.ts';
import { loadOrders } from './purchase-order.service.ts';

/**
 * Pays the order's deposit from the customer's wallet: `awaiting_deposit` → `deposited`.
 * 409 `insufficient-balance` (nothing written) when the wallet is short; idempotent on `key`.
 */
export async function payDeposit(db: Db, actor: Actor, orderId: number, key: string): Promise<PurchaseOrder> {
  const userId = actor.userId;
  return transaction(db, (tx) =>
    once(tx, userId, key, `order-deposit:${orderId}`, async () => {
      const order = await repo.lockOrder(tx, actor, orderId);
      if (!order) throw new AppError('order-not-found');
      if (order.status !== 'awaiting_deposit') {
        throw new AppError('order-not-awaiting-deposit');
      }
      const amount = order.depositDueVnd;
      await postNew(tx, postings.orderDeposit({ order, amountVnd: amount, actor }));
      const updated = await transition(tx, purchaseOrderMachine, order, 'deposited', actor, {
        note: 'Khách hàng đặt cọc từ ví',
        set: { paidVnd: order.paidVnd + amount, depositedAt: new Date() },
      });
      return (await loadOrders(tx, [updated]))[0]!;
    }),
  );
}

/**
 * Cancels a locked order and returns every đồng paid on it to the wallet, in the caller's
 * transaction; the order row keeps the amount in `refunded_vnd` (the list shows it, decision 0076).
 * Refused as transition() refuses (409 outside the table, 403 outside the actor's roles), before any
 * money moves.
 */
export async function cancelLockedOrder(
  tx: Tx,
  order: repo.OrderRow,
  actor: Actor | SystemActor,
  note: string,
): Promise<repo.OrderRow> {
  const updated = await transition(tx, purchaseOrderMachine, order, 'cancelled', actor, {
    note,
    set: { paidVnd: 0, refundedVnd: order.paidVnd },
  });
  if (order.paidVnd > 0) {
    await postNew(
      tx,
      postings.orderRefund({
        order: { ...order, subjectType: 'purchase_order' },
        amountVnd: order.paidVnd,
        cause: { kind: 'cancelled' },
        actor,
      }),
    );
  }
  return updated;
}

/** The customer cancels before `purchasing`; a paid deposit comes back in the same transaction. */
export async function cancelByCustomer(db: Db, actor: Actor, orderId: number, reason: string): Promise<PurchaseOrder> {
  return transaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, actor, orderId);
    if (!order) throw new AppError('order-not-found');
    if (!customerCancellableStatuses.includes(order.status)) {
      throw new AppError('order-not-cancellable');
    }
    const note = reason ? `Khách hàng hủy đơn: ${reason}` : 'Khách hàng hủy đơn';
    const updated = await cancelLockedOrder(tx, order, actor, note);
    return (await loadOrders(tx, [updated]))[0]!;
  });
}

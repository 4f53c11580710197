/**
 * Money on purchase orders: paying the deposit from the wallet and refunding it on cancellation,
 * each in one transaction with the status change (DESIGN.md §3.1, §3.8).
 */
import type { PurchaseOrder } from '@app/shared/contracts/order';
import { customerCancellableStatuses, type PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { once } from '../../lib/idempotency.ts';
import { transaction } from '../../lib/transaction.ts';
import { findUserById } from '../auth/auth.repository.ts';
import { findSystemAccountId } from '../wallet/ledger.repository.ts';
import * as ledger from '../wallet/ledger.service.ts';
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
      const order = await repo.lockOrder(tx, orderId, userId);
      if (!order) throw new AppError('order-not-found');
      if (order.status !== 'awaiting_deposit') {
        throw new AppError('order-not-awaiting-deposit');
      }
      const amount = order.depositDueVnd;
      await ledger.post(tx, {
        type: 'order_deposit',
        description: `Đặt cọc đơn ${order.code}`,
        idempotencyKey: `order-deposit:${order.id}`,
        createdBy: userId,
        lines: [
          { accountId: await ledger.walletAccountId(tx, userId), amountVnd: -amount },
          { accountId: await findSystemAccountId(tx, 'orderPrepayments'), amountVnd: amount },
        ],
      });
      const customer = await findUserById(tx, userId);
      const updated = await repo.updateOrder(tx, order.id, { status: 'deposited', paidVnd: order.paidVnd + amount });
      await repo.insertEvent(tx, {
        orderId: order.id,
        fromStatus: order.status,
        toStatus: 'deposited',
        note: 'Khách hàng đặt cọc từ ví',
        actorId: userId,
        actorName: customer?.fullName ?? '',
      });
      return (await loadOrders(tx, [updated]))[0]!;
    }),
  );
}

/** Cancels a locked order and returns every đồng paid on it to the wallet, in the caller's transaction. */
export async function cancelLockedOrder(
  tx: Tx,
  order: repo.OrderRow,
  actor: { id: number; name: string },
  note: string,
) {
  if (order.paidVnd > 0) {
    await ledger.post(tx, {
      type: 'order_refund',
      description: `Hoàn tiền đơn ${order.code} (hủy đơn)`,
      idempotencyKey: `order-refund:${order.id}`,
      createdBy: actor.id,
      lines: [
        { accountId: await ledger.walletAccountId(tx, order.userId), amountVnd: order.paidVnd },
        { accountId: await findSystemAccountId(tx, 'orderPrepayments'), amountVnd: -order.paidVnd },
      ],
    });
  }
  const updated = await repo.updateOrder(tx, order.id, { status: 'cancelled', paidVnd: 0 });
  await repo.insertEvent(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: 'cancelled',
    note,
    actorId: actor.id,
    actorName: actor.name,
  });
  return updated;
}

/** The customer cancels before `purchasing`; a paid deposit comes back in the same transaction. */
export async function cancelByCustomer(db: Db, actor: Actor, orderId: number, reason: string): Promise<PurchaseOrder> {
  const userId = actor.userId;
  return transaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, orderId, userId);
    if (!order) throw new AppError('order-not-found');
    if (!customerCancellableStatuses.includes(order.status as PurchaseOrderStatus)) {
      throw new AppError('order-not-cancellable');
    }
    const customer = await findUserById(tx, userId);
    const note = reason ? `Khách hàng hủy đơn: ${reason}` : 'Khách hàng hủy đơn';
    const updated = await cancelLockedOrder(tx, order, { id: userId, name: customer?.fullName ?? '' }, note);
    return (await loadOrders(tx, [updated]))[0]!;
  });
}

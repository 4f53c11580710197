/**
 * The customer confirms receipt of a delivered order (decision 0065): a purchase order
 * (POST /OrderOrdering/{id}/ConfirmReceived) or a consignment order
 * (POST /OrderShipping/{id}/ConfirmReceived) moves `delivered` → `completed`. Another customer's
 * order is 404; an order not yet delivered 409 `order-not-delivered`. (Unconfirmed delivered orders
 * are completed by the timed job after the configured days.)
 */
import { consignmentMachine } from '@app/shared/machines/consignment';
import { purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { transaction } from '../../lib/transaction.ts';
import { transition } from '../../lib/transition.ts';
import * as repo from './delivery.repository.ts';

const note = 'Khách hàng xác nhận đã nhận hàng';

export async function confirmPurchaseOrderReceived(db: Db, actor: Actor, id: number) {
  return transaction(db, async (tx) => {
    const order = await repo.lockOwnPurchaseOrder(tx, actor.userId, id);
    if (!order) throw new AppError('order-not-found');
    if (order.status !== 'delivered') throw new AppError('order-not-delivered');
    const done = await transition(tx, purchaseOrderMachine, order, 'completed', actor, { note });
    return { id: done.id, code: done.code, status: done.status };
  });
}

export async function confirmConsignmentOrderReceived(db: Db, actor: Actor, id: number) {
  return transaction(db, async (tx) => {
    const order = await repo.lockOwnConsignmentOrder(tx, actor.userId, id);
    if (!order) throw new AppError('order-not-found');
    if (order.status !== 'delivered') throw new AppError('order-not-delivered');
    const done = await transition(tx, consignmentMachine, order, 'completed', actor, { note });
    return { id: done.id, code: done.code, status: done.status };
  });
}

/**
 * The customer confirms receipt of a delivered order (decision 0065): a purchase order
 * (POST /OrderOrdering/{id}/ConfirmReceived) or a consignment order
 * (POST /OrderShipping/{id}/ConfirmReceived) moves `delivered` → `completed`, whatever its kind
 * (decision 0089). Another customer's order is 404; an order not yet delivered 409
 * `order-not-delivered`. (Unconfirmed delivered orders are completed by the timed job after the
 * configured days.)
 */
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { lockOrder, type OrderRef, orderType } from '../order/order-types.service.ts';

const note = 'Khách hàng xác nhận đã nhận hàng';

/** The actor confirms receipt of their delivered order `ref`: `{ id, code, status }` after. */
export async function confirmOrderReceived(db: Db, actor: Actor, ref: OrderRef) {
  return transaction(db, async (tx) => {
    const order = await lockOrder(tx, ref);
    if (!order || order.userId !== actor.userId) throw new AppError('order-not-found');
    if (order.status !== 'delivered') throw new AppError('order-not-delivered');
    const done = await orderType(ref.type).move(tx, order, 'completed', actor, note);
    return { id: done.id, code: done.code, status: done.status };
  });
}

/**
 * Staff moving a purchase order along DESIGN.md §3.1's table, through lib/status/transition.ts: a
 * transition outside the table is 409; a move with its own action (quote, recorded purchase,
 * tracking codes, parcel scans, delivery request, receipt; `deposited` only from the customer's
 * payment) is 409 naming the action (decision 0085); a status outside the staff member's roles is
 * 403; cancelling refunds what was paid.
 */

import { queueStatuses } from '@app/shared/contracts/buying';
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import {
  type PurchaseOrderStatus,
  purchaseOrderMachine,
  purchaseOrderMoveAction,
  staffFormNextStatuses,
} from '@app/shared/machines/purchase-order';
import { can } from '@app/shared/permissions';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { type Actor, assertNotOwnObject, moversOf } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { transition } from '../../lib/status/transition.ts';
import { findUserContact, userNames } from '../auth/auth.service.ts';
import * as repo from './purchase-order.repository.ts';
import { loadOrders } from './purchase-order.service.ts';
import { cancelLockedOrder } from './purchase-order-payment.service.ts';

/**
 * Next statuses `actor` may set by hand: the machine's table cut by the actor's roles, without the
 * moves that have their own action (`staffFormNextStatuses`, shared with the console; decision 0085).
 */
export function allowedNextStatuses(from: PurchaseOrderStatus, actor: Actor): PurchaseOrderStatus[] {
  return staffFormNextStatuses(from, moversOf(actor));
}

export async function loadAdminOrder(db: Executor, row: repo.OrderRow, actor: Actor): Promise<AdminPurchaseOrder> {
  const [order] = await loadOrders(db, [row]);
  const customer = await findUserContact(db, row.userId);
  const names = await userNames(db, row.assigneeId === null ? [] : [row.assigneeId]);
  const own = actor.userId === row.userId;
  return {
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, fullName: names.get(row.assigneeId) ?? '' },
    canPurchase: !own && can(actor.roles, 'buy:purchase-order') && ['deposited', 'purchasing'].includes(row.status),
    canQuote: !own && can(actor.roles, 'quote:purchase-order') && row.status === 'awaiting_quote',
    canAssign:
      !own &&
      can(actor.roles, 'buy:purchase-order') &&
      (Object.values(queueStatuses).flat() as PurchaseOrderStatus[]).includes(row.status),
    ...order!,
    customer: {
      id: row.userId,
      fullName: customer?.fullName ?? '',
      phone: customer?.phone ?? '',
      email: customer?.email ?? '',
    },
    allowedNextStatuses: allowedNextStatuses(row.status, actor),
  };
}

/** One order as staff see it; 404 `order-not-found` when the actor may not see it. */
export async function getAdminOrder(db: Db, actor: Actor, id: number): Promise<AdminPurchaseOrder> {
  const row = await repo.findOrder(db, actor, id);
  if (!row) throw new AppError('order-not-found');
  return loadAdminOrder(db, row, actor);
}

/** A staff member sets the order's next status with a note; cancelling refunds what was paid. */
export async function changeStatus(
  db: Db,
  actor: Actor,
  id: number,
  input: { status: PurchaseOrderStatus; note: string },
): Promise<AdminPurchaseOrder> {
  return transaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, actor, id);
    if (!order) throw new AppError('order-not-found');
    assertNotOwnObject(actor, order.userId, 'own-order-action');
    const to = input.status;
    // A move of the table that has its own action (quote, recorded purchase, tracking codes, parcel
    // scans, delivery request, receipt) is refused before the roles would answer 403, naming the
    // action (decision 0085): done here it would skip what that action writes (refunds, parcels,
    // the auto-complete timer). A move outside the table stays 409 `invalid-status-transition`.
    const ownAction = purchaseOrderMachine.canTransition(order.status, to)
      ? purchaseOrderMoveAction(order.status, to)
      : undefined;
    if (ownAction) throw new AppError(ownAction);
    const updated =
      to === 'cancelled'
        ? await cancelLockedOrder(tx, order, actor, input.note || 'Nhân viên hủy đơn')
        : await transition(tx, purchaseOrderMachine, order, to, actor, { note: input.note });
    return loadAdminOrder(tx, updated, actor);
  });
}

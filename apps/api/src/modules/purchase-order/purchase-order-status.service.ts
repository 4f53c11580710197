/**
 * Staff moving a purchase order along DESIGN.md §3.1's table. A transition outside the table is 409;
 * a status outside the staff member's roles is 403; `deposited` only comes from the customer's
 * payment; `delivering` needs the order paid in full; cancelling refunds what was paid.
 */
import type { AdminPurchaseOrder } from '@app/shared/contracts/order';
import { type PurchaseOrderStatus, purchaseOrderMachine } from '@app/shared/machines/purchase-order';
import { type Role, staffRoles } from '@app/shared/roles';
import type { Db, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { transaction } from '../../lib/transaction.ts';
import { findUserById } from '../auth/auth.repository.ts';
import * as repo from './purchase-order.repository.ts';
import { loadOrders } from './purchase-order.service.ts';
import { cancelLockedOrder } from './purchase-order-payment.service.ts';

/** Next statuses a staff member with `roles` may set from `from`. */
export function allowedNextStatuses(from: PurchaseOrderStatus, roles: readonly Role[]): PurchaseOrderStatus[] {
  return purchaseOrderMachine.allowedNext(
    from,
    roles.filter((r) => staffRoles.includes(r)),
  );
}

export async function loadAdminOrder(
  db: Executor,
  row: repo.OrderRow,
  roles: readonly Role[],
): Promise<AdminPurchaseOrder> {
  const [order] = await loadOrders(db, [row]);
  const customer = await findUserById(db, row.userId);
  return {
    ...order!,
    customer: {
      id: row.userId,
      fullName: customer?.fullName ?? '',
      phone: customer?.phone ?? '',
      email: customer?.email ?? '',
    },
    allowedNextStatuses: allowedNextStatuses(row.status as PurchaseOrderStatus, roles),
  };
}

export async function getAdminOrder(db: Db, actor: Actor, id: number): Promise<AdminPurchaseOrder> {
  const row = await repo.findOrder(db, id);
  if (!row) throw new AppError('order-not-found');
  return loadAdminOrder(db, row, actor.roles);
}

export async function changeStatus(
  db: Db,
  staff: { userId: number; roles: readonly Role[] },
  id: number,
  input: { status: PurchaseOrderStatus; note: string },
): Promise<AdminPurchaseOrder> {
  return transaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw new AppError('order-not-found');
    const from = order.status as PurchaseOrderStatus;
    const to = input.status;
    if (!purchaseOrderMachine.canTransition(from, to)) {
      throw new AppError(
        'invalid-status-transition',
        `Không thể chuyển đơn từ "${purchaseOrderMachine.labels[from]}" sang "${purchaseOrderMachine.labels[to]}"`,
      );
    }
    if (to === 'deposited') throw new AppError('deposit-only-from-wallet');
    if (!allowedNextStatuses(from, staff.roles).includes(to)) throw new AppError('forbidden');
    if (to === 'delivering' && order.paidVnd < order.totalVnd) throw new AppError('order-not-paid');
    const actor = await findUserById(tx, staff.userId);
    const actorRef = { id: staff.userId, name: actor?.fullName ?? '' };
    let updated: repo.OrderRow;
    if (to === 'cancelled') {
      updated = await cancelLockedOrder(tx, order, actorRef, input.note || 'Nhân viên hủy đơn');
    } else {
      updated = await repo.updateOrder(tx, order.id, { status: to });
      await repo.insertEvent(tx, {
        orderId: order.id,
        fromStatus: from,
        toStatus: to,
        note: input.note,
        actorId: actorRef.id,
        actorName: actorRef.name,
      });
    }
    return loadAdminOrder(tx, updated, staff.roles);
  });
}

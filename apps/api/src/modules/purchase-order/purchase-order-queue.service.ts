/**
 * The "Mua hàng" queue (decision 0051): deposited orders to buy, orders to quote, orders
 * waiting for the customer's answer; each tab oldest wait first, filtered by site, shop, age and
 * purchaser, searched by order code, customer phone or shop order number. Assigning an order names
 * the purchaser in charge (a staff member holding `buy:purchase-order`).
 */
import {
  type PurchaseQueue,
  type Purchaser,
  type purchaseQueueQuery,
  QUEUE_OVERDUE_HOURS,
  queueStatuses,
} from '@app/shared/contracts/buying';
import type { AdminPurchaseOrder } from '@app/shared/contracts/purchase-order';
import type { PurchaseOrderStatus } from '@app/shared/machines/purchase-order';
import { permissions } from '@app/shared/permissions';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import { recordDomainEvent } from '../../lib/events/domain-events.ts';
import { type Actor, assertNotOwnObject } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { findStaffWithRoles, listStaffWithRoles } from '../auth/auth.service.ts';
import * as repo from './purchase-order.repository.ts';
import * as buying from './purchase-order-buying.repository.ts';
import * as queue from './purchase-order-queue.repository.ts';
import { loadAdminOrder } from './purchase-order-status.service.ts';

const buyerRoles = permissions['buy:purchase-order'];
const assignable: readonly PurchaseOrderStatus[] = Object.values(queueStatuses).flat();

export async function listQueue(db: Db, actor: Actor, q: z.output<typeof purchaseQueueQuery>): Promise<PurchaseQueue> {
  const assigneeId = q.assignee === 'me' ? actor.userId : q.assignee === 'none' ? null : q.assigneeId;
  const { rows, total } = await queue.listQueue(db, actor, { ...q, assigneeId });
  const counts = await queue.countQueueStatuses(db);
  const sum = (tab: keyof typeof queueStatuses) =>
    queueStatuses[tab].reduce((n, status) => n + (counts.get(status) ?? 0), 0);
  const overdueBefore = Date.now() - QUEUE_OVERDUE_HOURS * 3_600_000;
  return {
    items: rows.map((r) => ({
      id: r.id,
      code: r.code,
      status: r.status,
      site: r.site as PurchaseQueue['items'][number]['site'],
      shopName: r.shopName,
      customer: r.customer,
      lineCount: r.lineCount ?? 0,
      itemCount: r.itemCount ?? 0,
      boughtLineCount: r.boughtLineCount ?? 0,
      totalVnd: r.totalVnd,
      paidVnd: r.paidVnd,
      waitingSince: r.waitingSince.toISOString(),
      overdue: r.waitingSince.getTime() < overdueBefore,
      assignee:
        r.assigneeId === null || r.assigneeName === null ? null : { id: r.assigneeId, fullName: r.assigneeName },
      shopOrderNumbers: r.shopOrderNumbers ?? [],
    })),
    page: q.page,
    pageSize: q.pageSize,
    total,
    counts: { buying: sum('buying'), quote: sum('quote'), confirmation: sum('confirmation') },
  };
}

/** Staff who may be assigned orders to buy, by name. */
export function listPurchasers(db: Db): Promise<Purchaser[]> {
  return listStaffWithRoles(db, buyerRoles);
}

/** Names (or, with null, removes) the purchaser in charge of an order still being bought or quoted. */
export async function assignOrder(
  db: Db,
  actor: Actor,
  orderId: number,
  assigneeId: number | null,
): Promise<AdminPurchaseOrder> {
  return transaction(db, async (tx) => {
    const order = await repo.lockOrder(tx, actor, orderId);
    if (!order) throw new AppError('order-not-found');
    assertNotOwnObject(actor, order.userId, 'own-order-action');
    const staff = assigneeId === null ? null : await findStaffWithRoles(tx, assigneeId, buyerRoles);
    if (assigneeId !== null && !staff) throw new AppError('assignee-not-purchaser');
    if (!assignable.includes(order.status)) throw new AppError('order-not-assignable');
    if (order.assigneeId === assigneeId) return loadAdminOrder(tx, order, actor);
    const updated = await buying.setAssignee(tx, order.id, assigneeId);
    await recordDomainEvent(tx, {
      type: 'purchase_order.assigned',
      subjectType: 'purchase_order',
      subjectId: order.id,
      userId: null,
      payload: {
        assigneeId,
        assigneeName: staff?.fullName ?? null,
        previousAssigneeId: order.assigneeId,
        actorId: actor.userId,
        actorName: actor.name,
      },
    });
    await writeAudit(tx, actor, {
      action: 'purchase_order.assign',
      subjectType: 'purchase_order',
      subjectId: order.id,
      before: { assigneeId: order.assigneeId },
      after: { assigneeId, assigneeName: staff?.fullName ?? null },
    });
    return loadAdminOrder(tx, updated, actor);
  });
}

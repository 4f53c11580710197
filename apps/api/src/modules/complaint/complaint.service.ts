/**
 * The customer's answers on a complaint (DESIGN.md §3.9): cancelling it before staff take it,
 * accepting the offer (the refund is credited once, `complaint-refund:{id}`), countering it (back to
 * staff) and adding information with photos.
 */
import type { Complaint } from '@app/shared/contracts/complaint';
import { complaintMachine } from '@app/shared/machines/complaint';
import { formatVnd } from '@app/shared/money';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { transition } from '../../lib/status/transition.ts';
import { lockOrder } from '../order/order-types.service.ts';
import { assertOwnImages } from '../upload/upload.service.ts';
import { post, postings } from '../wallet/ledger.service.ts';
import * as repo from './complaint.repository.ts';
import { staffDueAt } from './complaint-filing.service.ts';
import { complaintOrder, maxRefundVnd } from './complaint-order.ts';
import { loadComplaint } from './complaint-read.ts';

/** Locks the customer's complaint `id` in `tx`; 404 when it is not theirs. */
async function lockOwn(tx: Parameters<typeof repo.lockComplaint>[0], actor: Actor, id: number) {
  const c = await repo.lockComplaint(tx, actor, id);
  if (!c) throw new AppError('complaint-not-found');
  return c;
}

/** Cancels a complaint staff have not taken; cancelling a cancelled one answers it as it is; 409 `complaint-not-cancellable` after. */
export async function cancelComplaint(db: Db, actor: Actor, id: number): Promise<Complaint> {
  await transaction(db, async (tx) => {
    const c = await lockOwn(tx, actor, id);
    if (c.status === 'cancelled') return;
    if (c.status !== 'pending') throw new AppError('complaint-not-cancellable');
    await transition(tx, complaintMachine, c, 'cancelled', actor, { note: 'Khách hàng hủy khiếu nại' });
  });
  return loadComplaint(db, actor, id);
}

/**
 * Accepts the visible offer: the refund (`complaint_refund`, key `complaint-refund:{id}`) credits the
 * wallet in the same transaction as `resolved`. Accepting a resolved complaint answers it unchanged
 * (a twin request waits on the row lock, then finds it resolved). 409 `complaint-no-offer` without a
 * visible offer; 409 `complaint-offer-too-high` when other refunds on the order leave less than the
 * offer (checked under the order's lock).
 */
export async function acceptOffer(db: Db, actor: Actor, id: number): Promise<Complaint> {
  const found = await repo.findComplaint(db, actor, id);
  if (!found) throw new AppError('complaint-not-found');
  const order = await complaintOrder(db, actor, found.complaint.orderType, found.complaint.orderId);
  await transaction(db, async (tx) => {
    const c = await lockOwn(tx, actor, id);
    if (c.status === 'resolved') return;
    if (c.status !== 'offered' || c.offerVnd === null || c.offerAwaitingApproval) {
      throw new AppError('complaint-no-offer');
    }
    await lockOrder(tx, { type: order.typeName, id: order.id });
    const lines = await repo.linesOf(tx, c.id);
    const cap = maxRefundVnd(order, lines, await repo.refundedOnOrder(tx, c, c.id));
    if (c.offerVnd > cap) throw new AppError('complaint-offer-too-high');
    const { entryId } = await post(
      tx,
      postings.complaintRefund({
        complaint: { id: c.id, code: c.code, userId: c.userId, orderCode: order.code },
        amountVnd: c.offerVnd,
        actor,
      }),
    );
    await transition(tx, complaintMachine, c, 'resolved', actor, {
      note: `Khách hàng đồng ý hoàn ${formatVnd(c.offerVnd)}`,
      set: { refundedVnd: c.offerVnd, journalEntryId: entryId },
    });
  });
  return loadComplaint(db, actor, id);
}

/**
 * Counters the offer with `amountVnd` and a note: back to `processing`, due for staff again. 409
 * `complaint-no-offer` without a visible offer; 409 `complaint-offer-too-high` above what was paid
 * for the lines.
 */
export async function counterOffer(
  db: Db,
  actor: Actor,
  id: number,
  input: { amountVnd: number; note: string },
): Promise<Complaint> {
  const found = await repo.findComplaint(db, actor, id);
  if (!found) throw new AppError('complaint-not-found');
  const order = await complaintOrder(db, actor, found.complaint.orderType, found.complaint.orderId);
  await transaction(db, async (tx) => {
    const c = await lockOwn(tx, actor, id);
    if (c.status !== 'offered' || c.offerAwaitingApproval) throw new AppError('complaint-no-offer');
    const lines = await repo.linesOf(tx, c.id);
    if (input.amountVnd > maxRefundVnd(order, lines, await repo.refundedOnOrder(tx, c, c.id))) {
      throw new AppError('complaint-offer-too-high');
    }
    await transition(tx, complaintMachine, c, 'processing', actor, {
      note: `Khách hàng đề nghị ${formatVnd(input.amountVnd)}: ${input.note}`,
      set: { counterVnd: input.amountVnd, counterNote: input.note, offerVnd: null, dueAt: staffDueAt() },
    });
  });
  return loadComplaint(db, actor, id);
}

/**
 * Adds a note (and own photos) to an open complaint; it is due for staff again. 409
 * `complaint-status-changed` once closed; 400 `image-not-own` for a photo not theirs.
 */
export async function addInfo(
  db: Db,
  actor: Actor,
  id: number,
  input: { note: string; photoIds: number[] },
): Promise<Complaint> {
  await assertOwnImages(db, actor.userId, input.photoIds);
  await transaction(db, async (tx) => {
    const c = await lockOwn(tx, actor, id);
    if (!(repo.openStatuses as readonly string[]).includes(c.status)) throw new AppError('complaint-status-changed');
    await repo.insertNote(tx, {
      complaintId: c.id,
      authorId: actor.userId,
      side: 'customer',
      note: input.note,
      photoIds: [...new Set(input.photoIds)],
    });
    await repo.updateComplaint(tx, c.id, { dueAt: staffDueAt() });
  });
  return loadComplaint(db, actor, id);
}

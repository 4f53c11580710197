/**
 * The staff side of complaints (DESIGN.md §3.9): take one, ask the customer for more, offer a refund
 * (above the member's `complaint_offer` limit it waits, still `processing`, for another member's
 * approval; nobody approves their own offer), or reject. Status moves are audited by the status
 * writer; the other changes write their own audit row. Offer and approval are money actions
 * (`assertMoneyActionAllowed`).
 */
import type { Complaint, ComplaintFaultParty } from '@app/shared/contracts/complaint';
import { complaintMachine } from '@app/shared/machines/complaint';
import { formatVnd } from '@app/shared/money';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { transition } from '../../lib/status/transition.ts';
import { assertMoneyActionAllowed } from '../auth/totp-policy.service.ts';
import { withinMoneyLimit } from '../money-limit/money-limit.service.ts';
import * as repo from './complaint.repository.ts';
import { complaintOrder, maxRefundVnd } from './complaint-order.ts';
import { loadComplaint } from './complaint-read.ts';

const HOUR_MS = 3_600_000;
/** How long the customer has to answer a request for information before it is due for staff again. */
const CUSTOMER_ANSWER_HOURS = 48;

async function lock(tx: Tx, actor: Actor, id: number) {
  const c = await repo.lockComplaint(tx, actor, id);
  if (!c) throw new AppError('complaint-not-found');
  return c;
}

/** Moves a pending complaint to `processing` in the member's hands (taking it); others stay as they are. */
async function takeLocked(tx: Tx, actor: Actor, c: repo.ComplaintRow, note = 'Nhân viên tiếp nhận khiếu nại') {
  if (c.status !== 'pending') return c;
  return transition(tx, complaintMachine, c, 'processing', actor, { note, set: { handledBy: actor.userId } });
}

/** Takes a pending complaint; taking one already in progress answers it as it is; 409 once closed. */
export async function takeComplaint(db: Db, actor: Actor, id: number): Promise<Complaint> {
  await transaction(db, async (tx) => {
    const c = await lock(tx, actor, id);
    if (c.status !== 'pending' && c.status !== 'processing') throw new AppError('complaint-status-changed');
    if (c.status === 'processing' && c.handledBy === null) {
      await repo.updateComplaint(tx, c.id, { handledBy: actor.userId });
      await writeAudit(tx, actor, {
        action: 'complaint.take',
        subjectType: 'complaint',
        subjectId: c.id,
        after: { handledBy: actor.userId },
      });
    }
    await takeLocked(tx, actor, c);
  });
  return loadComplaint(db, actor, id);
}

/** Asks the customer for more (a staff note); takes a pending complaint first. 409 once offered or closed. */
export async function requestInfo(db: Db, actor: Actor, id: number, note: string): Promise<Complaint> {
  await transaction(db, async (tx) => {
    const c = await takeLocked(tx, actor, await lock(tx, actor, id));
    if (c.status !== 'processing') throw new AppError('complaint-status-changed');
    await repo.insertNote(tx, { complaintId: c.id, authorId: actor.userId, side: 'staff', note, photoIds: [] });
    const dueAt = new Date(Date.now() + CUSTOMER_ANSWER_HOURS * HOUR_MS);
    await repo.updateComplaint(tx, c.id, { dueAt });
    await writeAudit(tx, actor, {
      action: 'complaint.request_info',
      subjectType: 'complaint',
      subjectId: c.id,
      after: { note, dueAt: dueAt.toISOString() },
    });
  });
  return loadComplaint(db, actor, id);
}

/**
 * Offers `amountVnd` (at most what was paid for the lines: 409 `complaint-offer-too-high`). Within
 * the member's `complaint_offer` limit the customer sees it at once (`offered`); above, it waits in
 * `processing` with `offerAwaitingApproval` for another member's `approveOffer`. Takes a pending
 * complaint first; 409 `complaint-status-changed` unless in progress.
 */
export async function offerRefund(
  db: Db,
  actor: Actor,
  id: number,
  input: { amountVnd: number; faultParty: ComplaintFaultParty; note: string },
): Promise<Complaint> {
  await assertMoneyActionAllowed(db, actor);
  const found = await repo.findComplaint(db, actor, id);
  if (!found) throw new AppError('complaint-not-found');
  const order = await complaintOrder(db, actor, found.complaint.orderType, found.complaint.orderId);
  const alone = await withinMoneyLimit(db, actor.userId, 'complaint_offer', input.amountVnd);
  await transaction(db, async (tx) => {
    const c = await takeLocked(tx, actor, await lock(tx, actor, id));
    if (c.status !== 'processing') throw new AppError('complaint-status-changed');
    const lines = await repo.linesOf(tx, c.id);
    if (input.amountVnd > maxRefundVnd(order, lines, await repo.refundedOnOrder(tx, c, c.id))) {
      throw new AppError('complaint-offer-too-high');
    }
    const offer = {
      offerVnd: input.amountVnd,
      faultParty: input.faultParty,
      offerNote: input.note,
      offeredBy: actor.userId,
      offerApprovedBy: null,
      handledBy: c.handledBy ?? actor.userId,
    };
    if (alone) {
      await transition(tx, complaintMachine, c, 'offered', actor, {
        note: `Đề xuất hoàn ${formatVnd(input.amountVnd)}${input.note ? `: ${input.note}` : ''}`,
        set: { ...offer, offerAwaitingApproval: false },
      });
      return;
    }
    await repo.updateComplaint(tx, c.id, { ...offer, offerAwaitingApproval: true });
    await writeAudit(tx, actor, {
      action: 'complaint.offer',
      subjectType: 'complaint',
      subjectId: c.id,
      before: { offerVnd: c.offerVnd, offerAwaitingApproval: c.offerAwaitingApproval },
      after: { ...offer, offerAwaitingApproval: true },
    });
  });
  return loadComplaint(db, actor, id);
}

/**
 * A second member approves an offer waiting above its author's limit: the customer sees it
 * (`offered`). 409 `complaint-own-offer` for its author; 409 `complaint-offer-not-awaiting` when none waits.
 */
export async function approveOffer(db: Db, actor: Actor, id: number): Promise<Complaint> {
  await assertMoneyActionAllowed(db, actor);
  await transaction(db, async (tx) => {
    const c = await lock(tx, actor, id);
    if (c.status !== 'processing' || !c.offerAwaitingApproval || c.offerVnd === null) {
      throw new AppError('complaint-offer-not-awaiting');
    }
    if (c.offeredBy === actor.userId) throw new AppError('complaint-own-offer');
    await transition(tx, complaintMachine, c, 'offered', actor, {
      note: `Duyệt đề xuất hoàn ${formatVnd(c.offerVnd)}`,
      set: { offerAwaitingApproval: false, offerApprovedBy: actor.userId },
    });
  });
  return loadComplaint(db, actor, id);
}

/** Rejects an open complaint with a reason shown to the customer; 409 once closed. */
export async function rejectComplaint(db: Db, actor: Actor, id: number, reason: string): Promise<Complaint> {
  await transaction(db, async (tx) => {
    const c = await lock(tx, actor, id);
    if (!(repo.openStatuses as readonly string[]).includes(c.status)) throw new AppError('complaint-status-changed');
    await transition(tx, complaintMachine, c, 'rejected', actor, {
      note: reason,
      set: { rejectReason: reason, offerAwaitingApproval: false, handledBy: c.handledBy ?? actor.userId },
    });
  });
  return loadComplaint(db, actor, id);
}

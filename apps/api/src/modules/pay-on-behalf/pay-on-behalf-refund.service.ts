/**
 * Refund requests of pay-on-behalf orders (decision 0114), also of Taobao Global sub-orders paid
 * through one: the customer asks or staff record a seller's refund (`pending`); staff approve
 * (credits `amountFen` at the order's rate from the clearing account, plus a share of the fee from
 * fee revenue only when the company was at fault; `pob_refund`) or reject. An order never gives back
 * more than was paid: the approved fen plus the new request stay within the order's total, checked
 * under the order's lock (the lock every writer of its refunds takes first). Amounts in đồng are
 * cumulative differences (what all approved fen are worth at the rate, minus what was credited), so
 * partial refunds add up to the order's amount exactly. Approving records the domain event
 * `pay_on_behalf_order.refunded`.
 */
import { type PobFaultParty, type PobRefundRequest, pobFaultParties } from '@app/shared/contracts/pay-on-behalf';
import { refundRequestMachine } from '@app/shared/machines/pay-on-behalf';
import { fenToVnd } from '@app/shared/money';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { recordDomainEvent } from '../../lib/events/domain-events.ts';
import { type Actor, type SystemActor, systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { assertMoneyActionAllowed } from '../auth/totp-policy.service.ts';
import { assertOwnImages } from '../upload/upload.service.ts';
import { post, postings } from '../wallet/ledger.service.ts';
import * as repo from './pay-on-behalf.repository.ts';
import { mapRefunds } from './pay-on-behalf-map.ts';

/** The event agents' commissions listen to (decision 0114). */
export const REFUNDED = 'pay_on_behalf_order.refunded';

/** round(a × n / d) half up, exact in bigint (fee × fen may pass 2^53). */
function share(a: number, n: number, d: number): number {
  if (d === 0) return 0;
  const num = BigInt(a) * BigInt(n) * 2n + BigInt(d);
  return Number(num / (BigInt(d) * 2n));
}

/** The refund request as `actor` sees it; 404 `pob-refund-not-found`. */
export async function loadRefund(db: Executor, actor: Actor | SystemActor, id: number): Promise<PobRefundRequest> {
  const row = await repo.findRefund(db, actor, id);
  if (!row) throw new AppError('pob-refund-not-found');
  const [mapped] = await mapRefunds(db, [row], actor);
  return mapped!;
}

/** One page of the refund requests `actor` may see (pending oldest first). */
export async function listRefunds(db: Db, actor: Actor, f: repo.RefundFilter) {
  const { rows, total } = await repo.listRefunds(db, actor, f);
  return { items: await mapRefunds(db, rows, actor), page: f.page, pageSize: f.pageSize, total };
}

/**
 * Opens a refund request (pending) on an order `paid` or `completed` (409
 * `pob-refund-not-allowed` otherwise) for at most what is left (409 `pob-refund-too-large`); the
 * photos must be the actor's uploads (400 `image-not-own`). For Taobao Global sub-orders pass
 * `taobao`: one pending request per sub-order (409 `pob-refund-open`). 404 when `actor` may not see
 * the order.
 */
export async function openRefundRequest(
  tx: Tx,
  p: {
    orderId: number;
    actor: Actor | SystemActor;
    amountFen: number;
    reason: string;
    photoIds: number[];
    taobao?: {
      taobaoGlobalOrderId: number;
      subOrderId: string;
      refundType: 'only_refund' | 'return_refund';
      platformDeadline: Date | null;
    };
  },
): Promise<{ id: number }> {
  const o = await repo.lockOrder(tx, p.actor, p.orderId);
  if (!o) throw new AppError('pob-order-not-found');
  if (o.status !== 'paid' && o.status !== 'completed') throw new AppError('pob-refund-not-allowed');
  if (p.actor.userId !== null && p.photoIds.length > 0) await assertOwnImages(tx, p.actor.userId, p.photoIds);
  const sums = await repo.refundSums(tx, o.id);
  if (sums.approvedFen + p.amountFen > o.totalFen) throw new AppError('pob-refund-too-large');
  const row = await enter(
    tx,
    refundRequestMachine,
    {
      orderId: o.id,
      userId: o.userId,
      amountFen: p.amountFen,
      amountVnd: fenToVnd(p.amountFen, o.rate),
      reason: p.reason,
      photoIds: [...new Set(p.photoIds)],
      requestedBy: p.actor.userId,
      taobaoGlobalOrderId: p.taobao?.taobaoGlobalOrderId ?? null,
      subOrderId: p.taobao?.subOrderId ?? null,
      refundType: p.taobao?.refundType ?? null,
      platformDeadline: p.taobao?.platformDeadline ?? null,
    },
    p.actor,
    {
      note: p.actor.scope === 'staff' ? 'Nhân viên ghi nhận người bán hoàn tiền' : 'Yêu cầu hoàn tiền',
      onConflictDoNothing: true,
    },
  );
  if (!row) throw new AppError('pob-refund-open');
  return { id: row.id };
}

/**
 * Approves a pending refund request (credits the wallet at the order's rate): `faultParty`
 * `company` adds the fee's share of the refunded fen. Approving an approved request does nothing;
 * 409 `pob-refund-not-pending` once rejected or cancelled, 409 `pob-refund-too-large` when the
 * approved total would pass the order's.
 */
export async function approveRefundRequest(
  tx: Tx,
  p: { refundId: number; actor: Actor | SystemActor; faultParty?: string },
): Promise<void> {
  const seen = await repo.findRefund(tx, p.actor, p.refundId);
  if (!seen) throw new AppError('pob-refund-not-found');
  // The order first, as every writer of its refunds: approvals of one order run one after another.
  const o = await repo.lockOrder(tx, systemActor, seen.refund.orderId);
  const r = await repo.lockRefund(tx, p.actor, p.refundId);
  if (!o || !r) throw new AppError('pob-refund-not-found');
  if (r.status === 'approved') return;
  if (r.status !== 'pending') throw new AppError('pob-refund-not-pending');
  const fault: PobFaultParty = (pobFaultParties as readonly string[]).includes(p.faultParty ?? '')
    ? (p.faultParty as PobFaultParty)
    : 'seller';
  const sums = await repo.refundSums(tx, o.id);
  const approvedFen = sums.approvedFen + r.amountFen;
  if (approvedFen > o.totalFen) throw new AppError('pob-refund-too-large');
  const amountVnd = fenToVnd(approvedFen, o.rate) - sums.amountVnd;
  const companyFen = sums.companyFen + (fault === 'company' ? r.amountFen : 0);
  const feeVnd = share(o.feeVnd, companyFen, o.totalFen) - sums.feeVnd;
  let entryId: number | null = null;
  if (amountVnd > 0) {
    ({ entryId } = await post(
      tx,
      postings.pobRefund({
        order: { subjectType: 'pay_on_behalf_order', id: o.id, code: o.code, userId: o.userId },
        amountVnd,
        feeVnd,
        cause: { kind: 'refund-request', refundRequestId: r.id },
        actor: p.actor,
      }),
    ));
  }
  await transition(tx, refundRequestMachine, r, 'approved', p.actor, {
    note: fault === 'company' ? 'Duyệt hoàn tiền (lỗi công ty: hoàn cả phí)' : 'Duyệt hoàn tiền',
    set: {
      amountVnd,
      feeRefundVnd: feeVnd,
      faultParty: fault,
      decidedBy: p.actor.userId,
      decidedAt: new Date(),
      journalEntryId: entryId,
    },
  });
  await recordDomainEvent(tx, {
    type: REFUNDED,
    subjectType: 'pay_on_behalf_order',
    subjectId: o.id,
    userId: o.userId,
    payload: {
      orderId: o.id,
      code: o.code,
      userId: o.userId,
      refundVnd: amountVnd,
      feeRefundVnd: feeVnd,
      totalVnd: o.totalVnd,
    },
  });
}

/** POST /OrderPob/{id}/Refund (the customer) and /Admin/OrderPob/{id}/Refund (staff record it). */
export async function requestRefund(
  db: Db,
  actor: Actor,
  orderId: number,
  input: { amountFen: number; reason: string; photoIds: number[] },
): Promise<PobRefundRequest> {
  const { id } = await transaction(db, (tx) => openRefundRequest(tx, { orderId, actor, ...input }));
  return loadRefund(db, actor, id);
}

/** POST /Admin/OrderPob/Refund/{id}/Approve: a money action. */
export async function approveRefund(
  db: Db,
  actor: Actor,
  refundId: number,
  faultParty: PobFaultParty,
): Promise<PobRefundRequest> {
  await assertMoneyActionAllowed(db, actor);
  await transaction(db, (tx) => approveRefundRequest(tx, { refundId, actor, faultParty }));
  return loadRefund(db, actor, refundId);
}

/**
 * Rejects a pending refund request inside the caller's transaction (staff, or the system when the
 * platform closed a Taobao Global refund): `pending` → `rejected` with the reason. A rejected one is
 * left as is; 409 `pob-refund-not-pending` once approved or cancelled; 404 when `actor` may not see it.
 */
export async function rejectRefundRequest(
  tx: Tx,
  p: { refundId: number; actor: Actor | SystemActor; reason: string },
): Promise<void> {
  const r = await repo.lockRefund(tx, p.actor, p.refundId);
  if (!r) throw new AppError('pob-refund-not-found');
  if (r.status === 'rejected') return;
  if (r.status !== 'pending') throw new AppError('pob-refund-not-pending');
  await transition(tx, refundRequestMachine, r, 'rejected', p.actor, {
    note: p.reason,
    set: { rejectReason: p.reason, decidedBy: p.actor.userId, decidedAt: new Date() },
  });
}

/** POST /Admin/OrderPob/Refund/{id}/Reject: `pending` → `rejected` with the reason; a rejected one answers unchanged. */
export async function rejectRefund(db: Db, actor: Actor, refundId: number, reason: string): Promise<PobRefundRequest> {
  await transaction(db, (tx) => rejectRefundRequest(tx, { refundId, actor, reason }));
  return loadRefund(db, actor, refundId);
}

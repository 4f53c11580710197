/**
 * Pay-on-behalf orders, the staff's side (DESIGN.md §3.2, decision 0114): take a pending order
 * (`processing`), mark it paid with the Alipay trade number and proofs (uploaded by the same member),
 * or fail it with a reason (amount and fee back to the wallet in the same transaction). Paying and
 * failing are money actions (`assertMoneyActionAllowed`); nobody acts on their own order (403
 * `own-order-action`). Status moves are audited by the status writer. Reaching `paid` records the
 * domain event `pay_on_behalf_order.fee_earned` (agents' commissions subscribe to it). Paid orders
 * complete by themselves after the `pobPaidCompleteDays` setting (`completePaidOrders`).
 */
import type { PobOrderDetail } from '@app/shared/contracts/pay-on-behalf';
import { payOnBehalfMachine } from '@app/shared/machines/pay-on-behalf';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { recordDomainEvent } from '../../lib/events/domain-events.ts';
import { type Actor, assertNotOwnObject, type SystemActor, systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { transition } from '../../lib/status/transition.ts';
import { assertMoneyActionAllowed } from '../auth/totp-policy.service.ts';
import { currentSettings } from '../setting/setting.service.ts';
import { assertOwnImages } from '../upload/upload.service.ts';
import * as repo from './pay-on-behalf.repository.ts';
import { loadOrder, refundWhole } from './pay-on-behalf.service.ts';

/** The event agents' commissions listen to (decision 0114). */
export const FEE_EARNED = 'pay_on_behalf_order.fee_earned';

async function lockedForStaff(tx: Tx, actor: Actor, id: number): Promise<repo.PobOrderRow> {
  const o = await repo.lockOrder(tx, actor, id);
  if (!o) throw new AppError('pob-order-not-found');
  assertNotOwnObject(actor, o.userId, 'own-order-action');
  return o;
}

/** `pending` → `processing`, the member recorded as taking it; taking one's own taken order answers it unchanged. */
export async function takeOrder(db: Db, actor: Actor, id: number): Promise<PobOrderDetail> {
  await transaction(db, async (tx) => {
    const o = await lockedForStaff(tx, actor, id);
    if (o.status === 'processing' && o.takenBy === actor.userId) return;
    if (o.status !== 'pending') throw new AppError('pob-status-invalid');
    await transition(tx, payOnBehalfMachine, o, 'processing', actor, {
      note: 'Nhân viên nhận xử lý đơn',
      set: { takenBy: actor.userId, takenAt: new Date() },
    });
  });
  return loadOrder(db, actor, id);
}

/**
 * `processing` → `paid` with the Alipay trade number and the proof images (each uploaded by `actor`,
 * else 400 `image-not-own`). Marking a paid order paid answers it unchanged.
 */
export async function markPaid(
  db: Db,
  actor: Actor,
  id: number,
  input: { alipayTradeNo: string; proofPhotoIds: number[] },
): Promise<PobOrderDetail> {
  await assertMoneyActionAllowed(db, actor);
  await assertOwnImages(db, actor.userId, input.proofPhotoIds);
  await transaction(db, async (tx) => {
    const o = await lockedForStaff(tx, actor, id);
    if (o.status === 'paid') return;
    if (o.status !== 'processing') throw new AppError('pob-status-invalid');
    await transition(tx, payOnBehalfMachine, o, 'paid', actor, {
      note: `Mã giao dịch Alipay: ${input.alipayTradeNo}`,
      set: {
        alipayTradeNo: input.alipayTradeNo,
        proofPhotoIds: [...new Set(input.proofPhotoIds)],
        paidBy: actor.userId,
        paidAt: new Date(),
      },
    });
    await recordDomainEvent(tx, {
      type: FEE_EARNED,
      subjectType: 'pay_on_behalf_order',
      subjectId: o.id,
      userId: o.userId,
      payload: {
        orderId: o.id,
        code: o.code,
        userId: o.userId,
        agentUserId: o.agentUserId,
        feeVnd: o.feeVnd,
        totalVnd: o.totalVnd,
      },
    });
  });
  return loadOrder(db, actor, id);
}

/**
 * `pending` or `processing` → `failed` with `reason`: amount and fee back to the wallet in the same
 * transaction. Failing a failed order answers it unchanged; 409 `pob-status-invalid` otherwise.
 */
export async function failOrder(db: Db, actor: Actor, id: number, reason: string): Promise<PobOrderDetail> {
  await assertMoneyActionAllowed(db, actor);
  await transaction(db, async (tx) => {
    const o = await lockedForStaff(tx, actor, id);
    if (o.status === 'failed') return;
    if (o.status !== 'pending' && o.status !== 'processing') throw new AppError('pob-status-invalid');
    await transition(tx, payOnBehalfMachine, o, 'failed', actor, {
      note: reason,
      set: { failReason: reason, closedAt: new Date() },
    });
    await refundWhole(tx, o, 'failed', actor);
  });
  return loadOrder(db, actor, id);
}

const DAY_MS = 86_400_000;

/**
 * Completes, as the system, every order `paid` for the `pobPaidCompleteDays` setting by `now`
 * (each in its own transaction, re-checked under its lock). Run by the timed rules' sweep
 * (modules/jobs). Returns how many it completed.
 */
export async function completePaidOrders(db: Db, now: Date, actor: SystemActor = systemActor): Promise<number> {
  const days = (await currentSettings(db)).pobPaidCompleteDays;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let done = 0;
  for (const id of await repo.paidBefore(db, cutoff, 500)) {
    const moved = await transaction(db, async (tx) => {
      const o = await repo.lockOrder(tx, actor, id);
      if (o?.status !== 'paid' || !o.paidAt || o.paidAt > cutoff) return false;
      await transition(tx, payOnBehalfMachine, o, 'completed', actor, {
        note: `Tự động hoàn thành sau ${days} ngày kể từ khi thanh toán`,
        set: { completedAt: new Date() },
      });
      return true;
    });
    if (moved) done += 1;
  }
  return done;
}

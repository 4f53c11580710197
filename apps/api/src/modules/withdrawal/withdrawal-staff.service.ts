/**
 * Withdrawals, the staff's side (DESIGN.md §3.8): approve, pay out of the company's bank account
 * (hold → bank, `withdrawal` posting keyed `withdrawal-paid:{id}`) with the bank's reference and
 * proof images, or reject (hold released, `withdrawal_cancelled`). Separation of duties: nobody acts
 * on their own request (403 `own-withdrawal-action`), and the member who approved pays it too only
 * within their `withdrawal` money limit (403 `approver-cannot-pay`). Each is a money action
 * (`assertMoneyActionAllowed`); each status move is audited by the status writer. A replay of a
 * decision already taken answers the request unchanged.
 */
import type { PayoutQr, Withdrawal } from '@app/shared/contracts/withdrawal';
import { withdrawalMachine } from '@app/shared/machines/withdrawal';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { transition } from '../../lib/status/transition.ts';
import { assertMoneyActionAllowed } from '../auth/totp-policy.service.ts';
import { withinMoneyLimit } from '../money-limit/money-limit.service.ts';
import { assertOwnImages } from '../upload/upload.service.ts';
import { post, postings } from '../wallet/ledger.service.ts';
import { transferQrPayload } from '../wallet/vietqr.service.ts';
import * as repo from './withdrawal.repository.ts';
import { loadWithdrawal, payOut, profileChanged } from './withdrawal.service.ts';
import { payoutMemoOf } from './withdrawal-map.ts';

function assertNotOwn(actor: Actor, w: repo.WithdrawalRow): void {
  if (w.userId === actor.userId) throw new AppError('own-withdrawal-action');
}

/** `pending` → `approved`. Approving an approved or paid request answers it unchanged; 409 once closed. */
export async function approveWithdrawal(db: Db, actor: Actor, id: number): Promise<Withdrawal> {
  await assertMoneyActionAllowed(db, actor);
  await transaction(db, async (tx) => {
    const w = await repo.lockWithdrawal(tx, actor, id);
    if (!w) throw new AppError('withdrawal-not-found');
    assertNotOwn(actor, w);
    if (w.status === 'approved' || w.status === 'paid') return;
    if (w.status !== 'pending') throw new AppError('withdrawal-not-pending');
    await transition(tx, withdrawalMachine, w, 'approved', actor, {
      set: { approvedBy: actor.userId, approvedAt: new Date() },
    });
  });
  return loadWithdrawal(db, actor, id);
}

/**
 * `approved` → `paid`: the hold moves to the bank, with the bank's reference and the proof images
 * (each uploaded by `actor`, else 400 `image-not-own`). Paying a paid request answers it unchanged;
 * 409 `withdrawal-not-approved` from any other status.
 */
export async function payWithdrawal(
  db: Db,
  actor: Actor,
  id: number,
  input: { bankReference: string; proofPhotoIds: number[] },
): Promise<Withdrawal> {
  await assertMoneyActionAllowed(db, actor);
  await assertOwnImages(db, actor.userId, input.proofPhotoIds);
  await transaction(db, async (tx) => {
    const w = await repo.lockWithdrawal(tx, actor, id);
    if (!w) throw new AppError('withdrawal-not-found');
    assertNotOwn(actor, w);
    if (w.status === 'paid') return;
    if (w.status !== 'approved') throw new AppError('withdrawal-not-approved');
    if (w.approvedBy === actor.userId && !(await withinMoneyLimit(tx, actor.userId, 'withdrawal', w.amountVnd))) {
      throw new AppError('approver-cannot-pay');
    }
    await payOut(tx, w, actor, {
      note: `Mã giao dịch ngân hàng: ${input.bankReference}`,
      set: {
        paidBy: actor.userId,
        paidAt: new Date(),
        bankReference: input.bankReference,
        proofPhotoIds: [...new Set(input.proofPhotoIds)],
      },
    });
  });
  return loadWithdrawal(db, actor, id);
}

/**
 * `pending` or `approved` → `rejected` with `reason`: the hold goes back to the wallet once (the
 * posting's key is shared with the customer's cancel, so a race of the two releases once).
 * Rejecting a rejected request answers it unchanged; 409 `withdrawal-closed` once paid or cancelled.
 */
export async function rejectWithdrawal(db: Db, actor: Actor, id: number, reason: string): Promise<Withdrawal> {
  await assertMoneyActionAllowed(db, actor);
  await transaction(db, async (tx) => {
    const w = await repo.lockWithdrawal(tx, actor, id);
    if (!w) throw new AppError('withdrawal-not-found');
    assertNotOwn(actor, w);
    if (w.status === 'rejected') return;
    if (w.status !== 'pending' && w.status !== 'approved') throw new AppError('withdrawal-closed');
    await post(tx, postings.withdrawalCancelled({ withdrawal: w, reason: 'rejected', actor }));
    await transition(tx, withdrawalMachine, w, 'rejected', actor, {
      note: reason,
      set: { rejectReason: reason, decidedBy: actor.userId, decidedAt: new Date() },
    });
    profileChanged(tx, w.userId);
  });
  return loadWithdrawal(db, actor, id);
}

/** The VietQR the accountant scans to pay: the customer's account, the amount, the memo `RUT {code}`. */
export async function payoutQr(db: Db, actor: Actor, id: number): Promise<PayoutQr> {
  const row = await repo.findWithdrawal(db, actor, id);
  if (!row) throw new AppError('withdrawal-not-found');
  const w = row.withdrawal;
  const memo = payoutMemoOf(w.code);
  return {
    payload: transferQrPayload({ bankBin: w.bankBin, accountNumber: w.accountNumber, amountVnd: w.amountVnd, memo }),
    bankBin: w.bankBin,
    bankShortName: w.bankShortName,
    accountNumber: w.accountNumber,
    accountName: w.accountName,
    amountVnd: w.amountVnd,
    memo,
  };
}

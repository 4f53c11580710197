/**
 * Withdrawals, the customer's side (DESIGN.md §3.8): asking to withdraw holds the amount from the
 * wallet at once (posting `withdrawal`: wallet → withdrawals payable), so what the wallet shows is
 * what is available; cancelling while `pending` releases the hold once (`withdrawal_cancelled`).
 */

import type { Withdrawal } from '@app/shared/contracts/withdrawal';
import { withdrawalMachine } from '@app/shared/machines/withdrawal';
import { formatVnd } from '@app/shared/money';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { afterCommit, transaction } from '../../lib/db/transaction.ts';
import { once } from '../../lib/http/idempotency.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { readableCode } from '../../lib/platform/readable-code.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { lockUser } from '../auth/auth.service.ts';
import { currentSettings } from '../setting/setting.service.ts';
import { post, postings, walletBalance } from '../wallet/ledger.service.ts';
import { usableAccount } from './bank-account.service.ts';
import * as repo from './withdrawal.repository.ts';
import { mapWithdrawals } from './withdrawal-map.ts';

/** The memo `RUT {code}` is read off a screen and typed into a bank app (readable-code.ts). */
const withdrawalCode = () => readableCode(6);

/** The withdrawal as `actor` sees it (staff: with the customer and deciders); 404 when they may not. */
export async function loadWithdrawal(db: Executor, actor: Actor | SystemActor, id: number): Promise<Withdrawal> {
  const row = await repo.findWithdrawal(db, actor, id);
  if (!row) throw new AppError('withdrawal-not-found');
  const [mapped] = await mapWithdrawals(db, [row], actor.scope === 'staff' || actor.scope === 'system');
  return mapped!;
}

/** One page of the withdrawals `actor` may see (pending oldest first, then newest first). */
export async function listWithdrawals(db: Db, actor: Actor, f: repo.WithdrawalFilter) {
  const { rows, total } = await repo.listWithdrawals(db, actor, f);
  const items = await mapWithdrawals(db, rows, actor.scope === 'staff');
  return { items, page: f.page, pageSize: f.pageSize, total };
}

/** After the commit, drop the cached profile of `userId` (its `heldVnd` moved without a wallet line). */
export function profileChanged(tx: Tx, userId: number): void {
  afterCommit(tx, (events) => events.userChanged(userId));
}

/**
 * Pays an `approved` withdrawal `w` (locked by the caller in `tx`) out of the company's bank: posts
 * `withdrawalPaid` (hold → bank clearing, once per withdrawal) and moves it to `paid` with the bank's
 * reference, time and whatever else `set` records. Staff paying (withdrawal-staff.service.ts) and an
 * outgoing bank notification (withdrawal-bank.service.ts) both pay this way.
 */
export async function payOut(
  tx: Tx,
  w: repo.WithdrawalRow,
  actor: Actor | SystemActor,
  p: { note: string; set: { bankReference: string; paidAt: Date; paidBy?: number; proofPhotoIds?: number[] } },
): Promise<void> {
  await post(tx, postings.withdrawalPaid({ withdrawal: w, actor }));
  await transition(tx, withdrawalMachine, w, 'paid', actor, { note: p.note, set: p.set });
  profileChanged(tx, w.userId);
}

/**
 * The customer asks to withdraw `amountVnd` (integer đồng) to their account `bankAccountId`; the
 * amount is held at once. Idempotent on `key` (a replay answers the first result, holds nothing
 * more). Under the customer's row lock (so concurrent requests are checked one after another):
 * 404 `withdraw-account-not-found`, 409 `withdraw-account-waiting` (says when it becomes usable),
 * 400 `withdraw-amount-below-min` / `withdraw-amount-above-max` (settings `withdrawMinVnd`,
 * `withdrawMaxVnd`), 409 `withdraw-daily-limit-exceeded` (`withdrawDailyMaxVnd`, Vietnam's day), 409
 * `insufficient-balance` with `missingVnd`. A refusal writes nothing.
 */
export async function requestWithdrawal(
  db: Db,
  actor: Actor,
  input: { bankAccountId: number; amountVnd: number; note: string },
  key: string,
): Promise<Withdrawal> {
  const hash = `withdraw:${input.bankAccountId}:${input.amountVnd}:${input.note}`;
  return transaction(db, (tx) =>
    once(tx, actor.userId, key, hash, async () => {
      await lockUser(tx, actor.userId);
      const settings = await currentSettings(tx);
      const account = await usableAccount(tx, actor.userId, input.bankAccountId, settings.withdrawAccountWaitHours);
      const amount = input.amountVnd;
      if (amount < settings.withdrawMinVnd) {
        throw new AppError(
          'withdraw-amount-below-min',
          `Số tiền rút tối thiểu mỗi lần là ${formatVnd(settings.withdrawMinVnd)}`,
        );
      }
      if (amount > settings.withdrawMaxVnd) {
        throw new AppError(
          'withdraw-amount-above-max',
          `Số tiền rút tối đa mỗi lần là ${formatVnd(settings.withdrawMaxVnd)}`,
        );
      }
      const today = await repo.withdrawnToday(tx, actor.userId);
      if (today + amount > settings.withdrawDailyMaxVnd) {
        const left = Math.max(0, settings.withdrawDailyMaxVnd - today);
        throw new AppError(
          'withdraw-daily-limit-exceeded',
          `Mỗi ngày được rút tối đa ${formatVnd(settings.withdrawDailyMaxVnd)}; hôm nay bạn còn rút được ${formatVnd(left)}`,
        );
      }
      const balance = await walletBalance(tx, actor.userId, { lock: true });
      if (balance < amount) {
        const missing = amount - balance;
        throw new AppError(
          'insufficient-balance',
          `Số dư khả dụng không đủ: cần ${formatVnd(amount)}, ví có ${formatVnd(balance)}, còn thiếu ${formatVnd(missing)}`,
          { missingVnd: missing },
        );
      }
      let row: repo.WithdrawalRow | undefined;
      for (let attempt = 0; !row && attempt < 5; attempt++) {
        row = await enter(
          tx,
          withdrawalMachine,
          {
            code: withdrawalCode(),
            userId: actor.userId,
            bankAccountId: account.id,
            bankBin: account.bankBin,
            bankShortName: account.bankShortName,
            accountNumber: account.accountNumber,
            accountName: account.accountName,
            amountVnd: amount,
            note: input.note,
          },
          actor,
          { note: 'Khách hàng tạo yêu cầu rút tiền', onConflictDoNothing: true },
        );
      }
      if (!row) throw new Error('could not allocate a unique withdrawal code');
      const { entryId } = await post(tx, postings.withdrawal({ withdrawal: row, actor }));
      await repo.setHoldEntry(tx, row.id, entryId);
      profileChanged(tx, actor.userId);
      return loadWithdrawal(tx, actor, row.id);
    }),
  );
}

/**
 * The customer cancels their `pending` request: the hold goes back to the wallet once. Cancelling a
 * cancelled one answers it unchanged; 409 `withdrawal-not-pending` once staff approved, paid or
 * rejected it; 404 when not theirs.
 */
export async function cancelWithdrawal(db: Db, actor: Actor, id: number): Promise<Withdrawal> {
  await transaction(db, async (tx) => {
    const w = await repo.lockWithdrawal(tx, actor, id);
    if (!w) throw new AppError('withdrawal-not-found');
    if (w.status === 'cancelled') return;
    if (w.status !== 'pending') throw new AppError('withdrawal-not-pending');
    await post(tx, postings.withdrawalCancelled({ withdrawal: w, reason: 'cancelled', actor }));
    await transition(tx, withdrawalMachine, w, 'cancelled', actor, {
      note: 'Khách hàng hủy yêu cầu rút tiền',
      set: { decidedAt: new Date() },
    });
    profileChanged(tx, w.userId);
  });
  return loadWithdrawal(db, actor, id);
}

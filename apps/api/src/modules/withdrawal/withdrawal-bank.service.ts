/**
 * Withdrawals paid as the bank reports it (DESIGN.md §3.8, decision 0105): an outgoing transfer whose
 * content carries `RUT {code}` marks that withdrawal `paid` with the bank's reference, as the system.
 * Only an `approved` withdrawal of exactly the transfer's amount is paid this way: a `pending` one
 * still needs a member's approval (the transfer then waits in the review queue).
 */
import { withdrawalMachine } from '@app/shared/machines/withdrawal';
import type { Tx } from '../../db/client.ts';
import { systemActor } from '../../lib/platform/actor.ts';
import * as repo from './withdrawal.repository.ts';
import { payOut } from './withdrawal.service.ts';

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockWithdrawalByCode>>>;

/** What an outgoing transfer finds: the withdrawal to pay, or why none (Vietnamese, for the queue). */
export type PayoutMatch = { withdrawal: Locked; reason?: undefined } | { withdrawal?: undefined; reason: string };

/**
 * Locks the withdrawal of memo code `code` and says whether a transfer of `amountVnd` đồng pays it:
 * it must exist, be `approved` and ask for exactly that amount.
 */
export async function matchWithdrawalPayout(tx: Tx, code: string, amountVnd: number): Promise<PayoutMatch> {
  const w = await repo.lockWithdrawalByCode(tx, code);
  if (!w) return { reason: `Không có yêu cầu rút tiền mã ${code}` };
  if (w.status !== 'approved') {
    const label = withdrawalMachine.labels[w.status];
    return { reason: `Yêu cầu rút tiền ${code} đang ở trạng thái "${label}", không phải "Đã duyệt"` };
  }
  if (w.amountVnd !== amountVnd) {
    return { reason: `Số tiền chuyển khác số tiền yêu cầu rút ${code}` };
  }
  return { withdrawal: w };
}

/**
 * Pays a withdrawal `matchWithdrawalPayout` returned, in the caller's transaction, as the system with
 * the bank's reference and time (`payOut`, as staff pay: hold → bank, once per withdrawal).
 */
export function markWithdrawalPaidByBank(tx: Tx, w: Locked, bank: { bankReference: string; paidAt: Date }) {
  return payOut(tx, w, systemActor, {
    note: `Ngân hàng báo đã chuyển (mã giao dịch ${bank.bankReference || 'không có'})`,
    set: { paidAt: bank.paidAt, bankReference: bank.bankReference },
  });
}

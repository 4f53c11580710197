/**
 * Bank notifications (DESIGN.md §3.8, decision 0105). A transfer SePay or Casso reports is stored
 * once per (provider, provider transaction id) and, in the same transaction:
 * - money in carrying a pending recharge's memo (`NAP {code}`, as bank apps mangle it) for exactly
 *   its amount, into the active company account: the recharge is approved as the system (credited
 *   once) and the transfer is `matched`;
 * - money out carrying `RUT {code}` of an approved withdrawal of that amount: the withdrawal is
 *   `paid` with the bank's reference, the transfer `matched`;
 * - anything else is `unmatched` with its reason in Vietnamese, for the review queue where an
 *   accountant assigns it (to a pending recharge or to a customer) or ignores it.
 * The same notification delivered again (or ten times at once) finds its row and changes nothing.
 */
import { findMemoCodes } from '@app/shared/bank-memo';
import type { AssignBankTransferInput, BankTransfer } from '@app/shared/contracts/bank-transfer';
import { bankTransferMachine } from '@app/shared/machines/bank-transfer';
import { rechargeMachine } from '@app/shared/machines/recharge';
import { formatVnd } from '@app/shared/money';
import { vnDayBounds } from '@app/shared/vn-day';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import { type Actor, systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { assertMoneyActionAllowed } from '../auth/totp-policy.service.ts';
import { findActiveBankAccount } from '../bank-account/bank-account.service.ts';
import { requireCustomer } from '../customer/customer.service.ts';
import { withinMoneyLimit } from '../money-limit/money-limit.service.ts';
import {
  approveRechargeIn,
  createApprovedRechargeIn,
  lockRechargeByCode,
  lockRechargeById,
} from '../wallet/recharge.service.ts';
import { markWithdrawalPaidByBank, matchWithdrawalPayout } from '../withdrawal/withdrawal-bank.service.ts';
import type { BankProvider, ReportedTransfer } from './adapter.ts';
import * as repo from './bank-transfer.repository.ts';

type Recharge = NonNullable<Awaited<ReturnType<typeof lockRechargeByCode>>>;
type Payout = Awaited<ReturnType<typeof matchWithdrawalPayout>>;
type Decision =
  | { recharge: Recharge; withdrawal?: undefined; reason?: undefined }
  | { withdrawal: NonNullable<Payout['withdrawal']>; recharge?: undefined; reason?: undefined }
  | { reason: string; recharge?: undefined; withdrawal?: undefined };

const digits = (s: string) => s.replace(/\D/g, '');

/** Money in: the pending recharge it pays, locked, or why none. */
async function matchRecharge(tx: Tx, t: ReportedTransfer): Promise<Decision> {
  const codes = findMemoCodes(t.content, 'NAP');
  if (codes.length === 0) return { reason: 'Nội dung chuyển khoản không có mã nạp tiền (NAP …)' };
  const active = await findActiveBankAccount(tx);
  const into = [digits(t.accountNumber), digits(t.subAccount)].filter(Boolean);
  if (!active || !into.includes(digits(active.accountNumber))) {
    return { reason: `Tiền vào tài khoản ${t.accountNumber || '(không rõ)'}, không phải tài khoản đang nhận nạp tiền` };
  }
  for (const code of codes) {
    const r = await lockRechargeByCode(tx, code);
    if (!r) continue;
    if (r.status !== 'pending') {
      return { reason: `Yêu cầu nạp tiền ${code} không còn chờ duyệt (${rechargeMachine.labels[r.status]})` };
    }
    if (r.amountVnd !== t.amountVnd) {
      return {
        reason: `Số tiền chuyển ${formatVnd(t.amountVnd)} khác số tiền yêu cầu ${formatVnd(r.amountVnd)} của ${code}`,
      };
    }
    return { recharge: r };
  }
  return { reason: `Không có yêu cầu nạp tiền mã ${codes[0]}` };
}

/** Money out: the approved withdrawal it pays, locked, or why none. */
async function matchPayout(tx: Tx, t: ReportedTransfer): Promise<Decision> {
  const [code] = findMemoCodes(t.content, 'RUT');
  if (!code) return { reason: 'Giao dịch tiền ra không có mã rút tiền (RUT …)' };
  const m = await matchWithdrawalPayout(tx, code, t.amountVnd);
  return m.withdrawal ? { withdrawal: m.withdrawal } : { reason: m.reason };
}

/**
 * Stores transfer `t` of `provider` and settles what it matches, in one transaction (see above).
 * Returns the status it was stored with, or 'duplicate' when the notification was already stored.
 */
export async function receiveTransfer(
  db: Db,
  provider: BankProvider,
  t: ReportedTransfer,
): Promise<'matched' | 'unmatched' | 'duplicate'> {
  return transaction(db, async (tx) => {
    // The target is locked before the row is claimed: duplicates in flight wait here, then find it settled.
    const d = t.direction === 'in' ? await matchRecharge(tx, t) : await matchPayout(tx, t);
    const status = d.reason === undefined ? 'matched' : 'unmatched';
    const row = await enter(
      tx,
      bankTransferMachine,
      {
        provider,
        providerTransactionId: t.providerTransactionId,
        direction: t.direction,
        amountVnd: t.amountVnd,
        content: t.content,
        accountNumber: t.accountNumber,
        bankReference: t.bankReference,
        occurredAt: t.occurredAt,
        rechargeId: d.recharge?.id ?? null,
        withdrawalId: d.withdrawal?.id ?? null,
        unmatchedReason: d.reason ?? '',
        decidedAt: status === 'matched' ? new Date() : null,
        payload: t.payload,
      },
      systemActor,
      { status, note: d.reason ?? '', onConflictDoNothing: true },
    );
    if (!row) return 'duplicate';
    if (d.recharge) {
      const note = `Ngân hàng báo nhận ${formatVnd(t.amountVnd)} (giao dịch ${t.bankReference || t.providerTransactionId})`;
      await approveRechargeIn(tx, systemActor, d.recharge.id, { note });
    }
    if (d.withdrawal) {
      await markWithdrawalPaidByBank(tx, d.withdrawal, { bankReference: t.bankReference, paidAt: t.occurredAt });
    }
    return status;
  });
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findTransfer>>>;

/** The wire shape of a transfer with what it settled. */
function mapTransfer({ transfer: t, recharge, withdrawal, customer, decidedBy }: Row): BankTransfer {
  return {
    id: t.id,
    provider: t.provider,
    providerTransactionId: t.providerTransactionId,
    direction: t.direction,
    amountVnd: t.amountVnd,
    content: t.content,
    accountNumber: t.accountNumber,
    bankReference: t.bankReference,
    occurredAt: t.occurredAt.toISOString(),
    status: t.status,
    unmatchedReason: t.unmatchedReason,
    ignoreReason: t.ignoreReason,
    recharge: recharge && { id: recharge.id, code: recharge.code },
    withdrawal: withdrawal && { id: withdrawal.id, code: withdrawal.code },
    customer,
    decidedBy,
    decidedAt: t.decidedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
  };
}

async function load(db: Db, id: number): Promise<BankTransfer> {
  const row = await repo.findTransfer(db, id);
  if (!row) throw new AppError('bank-transfer-not-found');
  return mapTransfer(row);
}

/**
 * GET /Admin/BankTransfer: one page of the transfers of a status, a direction and a day in Vietnam
 * (each optional), newest first. Without a status: every status when a direction is given (the day's
 * outgoing transfers of the reconciliation), else `unmatched` (the queue's default tab).
 */
export async function listBankTransfers(
  db: Db,
  f: { status?: BankTransfer['status']; direction?: 'in' | 'out'; date?: string; page: number; pageSize: number },
) {
  const { rows, total } = await repo.listTransfers(db, {
    status: f.status ?? (f.direction ? undefined : 'unmatched'),
    direction: f.direction,
    occurred: f.date === undefined ? undefined : vnDayBounds(f.date),
    page: f.page,
    pageSize: f.pageSize,
  });
  return { items: rows.map(mapTransfer), page: f.page, pageSize: f.pageSize, total };
}

/** Locks transfer `id` and requires it unmatched: 404, or 409 `bank-transfer-settled`. */
async function lockUnmatched(tx: Tx, id: number) {
  const t = await repo.lockTransfer(tx, id);
  if (!t) throw new AppError('bank-transfer-not-found');
  if (t.status !== 'unmatched') throw new AppError('bank-transfer-settled');
  return t;
}

/**
 * Settles an unmatched incoming transfer by hand: `rechargeId` approves that pending recharge with
 * the transfer's amount as the received amount (a note names the transfer); `customerId` creates a
 * recharge of that amount for the customer and approves it at once. Crediting an amount other than
 * a request's, or a customer without a request, is bounded by the member's `recharge_difference`
 * limit (403 `money-limit-exceeded`). 409 `bank-transfer-settled` once matched or ignored (racing
 * assigns: the second waits for the first's lock, then gets 409); 409 `bank-transfer-direction` for
 * money out; 404 for an unknown transfer, recharge or customer; 403 `totp-setup-required` as every
 * money action. Audited as `bank_transfer.assign`.
 */
export async function assignBankTransfer(
  db: Db,
  actor: Actor,
  id: number,
  input: AssignBankTransferInput,
): Promise<BankTransfer> {
  await assertMoneyActionAllowed(db, actor);
  if ('customerId' in input) await requireCustomer(db, actor, input.customerId);
  await transaction(db, async (tx) => {
    const t = await lockUnmatched(tx, id);
    if (t.direction !== 'in') throw new AppError('bank-transfer-direction');
    const note = `Gán giao dịch ngân hàng #${t.id} (${t.bankReference || t.providerTransactionId}), ${formatVnd(t.amountVnd)}`;
    let rechargeId: number;
    if ('rechargeId' in input) {
      rechargeId = input.rechargeId;
      const r = await lockRechargeById(tx, rechargeId);
      if (!r) throw new AppError('recharge-not-found');
      // An approved one would answer as it is: the transfer would then claim a credit it did not make.
      if (r.status !== 'pending') throw new AppError('recharge-not-pending');
      if (
        r.amountVnd !== t.amountVnd &&
        !(await withinMoneyLimit(tx, actor.userId, 'recharge_difference', t.amountVnd))
      ) {
        throw new AppError('money-limit-exceeded');
      }
      await approveRechargeIn(tx, actor, rechargeId, { receivedVnd: t.amountVnd, note });
    } else {
      if (!(await withinMoneyLimit(tx, actor.userId, 'recharge_difference', t.amountVnd))) {
        throw new AppError('money-limit-exceeded');
      }
      rechargeId = await createApprovedRechargeIn(tx, actor, input.customerId, t.amountVnd, note);
    }
    const decidedAt = new Date();
    await transition(tx, bankTransferMachine, t, 'matched', actor, {
      note,
      set: { rechargeId, decidedBy: actor.userId, decidedAt },
    });
    await writeAudit(tx, actor, {
      action: 'bank_transfer.assign',
      subjectType: 'bank_transfer',
      subjectId: t.id,
      before: { status: t.status },
      after: { status: 'matched', rechargeId, amountVnd: t.amountVnd },
    });
  });
  return load(db, id);
}

/**
 * Sets an unmatched transfer aside with `reason` (a transfer that is not a customer's money, a test
 * from the notification service). 409 `bank-transfer-settled` once settled. Audited as
 * `bank_transfer.ignore`.
 */
export async function ignoreBankTransfer(db: Db, actor: Actor, id: number, reason: string): Promise<BankTransfer> {
  await assertMoneyActionAllowed(db, actor);
  await transaction(db, async (tx) => {
    const t = await lockUnmatched(tx, id);
    await transition(tx, bankTransferMachine, t, 'ignored', actor, {
      note: reason,
      set: { ignoreReason: reason, decidedBy: actor.userId, decidedAt: new Date() },
    });
    await writeAudit(tx, actor, {
      action: 'bank_transfer.ignore',
      subjectType: 'bank_transfer',
      subjectId: t.id,
      before: { status: t.status },
      after: { status: 'ignored', ignoreReason: reason },
    });
  });
  return load(db, id);
}

/**
 * Recharges (DESIGN.md §3.8): the customer asks to add an amount and transfers it with a unique memo
 * (`NAP K7Q2M9`) shown as a VietQR code; staff approve once the money is seen, which credits the
 * wallet exactly once (bank clearing → wallet), or cancel.
 */

import type { Recharge } from '@app/shared/contracts/wallet';
import { userLimits } from '@app/shared/limits';
import { rechargeMachine } from '@app/shared/machines/recharge';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import { type Actor, assertNotOwnObject, type SystemActor, systemActor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { readableCode } from '../../lib/platform/readable-code.ts';
import { enter, transition } from '../../lib/status/transition.ts';
import { lockUser } from '../auth/auth.service.ts';
import { assertMoneyActionAllowed } from '../auth/totp-policy.service.ts';
import { findActiveBankAccount } from '../bank-account/bank-account.service.ts';
import { withinMoneyLimit } from '../money-limit/money-limit.service.ts';
import { post, postings } from './ledger.service.ts';
import * as repo from './recharge.repository.ts';
import { vietQrPayload } from './vietqr.ts';

/** A recharge's code, the memo's `K7Q2M9` in `NAP K7Q2M9`. */
const memoCode = () => readableCode(6);

/** The transfer memo of recharge `code`: what the customer writes in the bank transfer. */
export function memoOf(code: string): string {
  return `NAP ${code}`;
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findRechargeWithBank>>>;

/** The wire shape; `forStaff` adds the customer and who decided it (staff lists and answers). */
export function mapRecharge({ recharge: r, bank, customer, decidedBy, proposedBy }: Row, forStaff: boolean): Recharge {
  const proposal =
    r.proposedReceivedVnd === null || !r.proposedAt
      ? null
      : {
          receivedVnd: r.proposedReceivedVnd,
          note: r.proposedNote,
          proposedBy,
          proposedAt: r.proposedAt.toISOString(),
        };
  const memo = memoOf(r.code);
  return {
    id: r.id,
    code: r.code,
    memo,
    amountVnd: r.amountVnd,
    receivedVnd: r.receivedVnd,
    note: r.note,
    status: r.status,
    bankAccount: {
      bankBin: bank.bankBin,
      bankShortName: bank.bankShortName,
      bankName: bank.bankName,
      accountNumber: bank.accountNumber,
      accountName: bank.accountName,
    },
    vietQrPayload: vietQrPayload({
      bankBin: bank.bankBin,
      accountNumber: bank.accountNumber,
      amountVnd: r.amountVnd,
      memo,
    }),
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    ...(forStaff ? { customer, decidedBy, proposal } : {}),
  };
}

/** The recharge as `actor` sees it (beyond their own, with the customer); 404 when they may not. */
async function load(db: Db, actor: Actor | SystemActor, id: number): Promise<Recharge> {
  const row = await repo.findRechargeWithBank(db, actor, id);
  if (!row) throw new AppError('recharge-not-found');
  return mapRecharge(row, actor.scope !== 'own');
}

/**
 * The customer asks to add `amountVnd` (integer đồng); the recharge is created `pending`. 409
 * `pending-recharge-limit-reached` while `userLimits.pendingRecharges` of theirs wait for staff
 * (counted under the customer's row lock).
 */
export async function createRecharge(db: Db, actor: Actor, amountVnd: number): Promise<Recharge> {
  const bank = await findActiveBankAccount(db);
  if (!bank) throw new AppError('bank-account-missing');
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await transaction(db, async (tx) => {
      await lockUser(tx, actor.userId);
      if ((await repo.countPendingRecharges(tx, actor.userId)) >= userLimits.pendingRecharges) {
        throw new AppError('pending-recharge-limit-reached');
      }
      return enter(
        tx,
        rechargeMachine,
        { code: memoCode(), userId: actor.userId, amountVnd, bankAccountId: bank.id },
        actor,
        { note: 'Khách hàng tạo yêu cầu nạp tiền', onConflictDoNothing: true },
      );
    });
    if (row) return load(db, actor, row.id);
  }
  throw new Error('could not allocate a unique recharge code');
}

/** One page of the recharges `actor` may see; beyond their own (staff), each names its customer and decider. */
export async function listRecharges(
  db: Db,
  actor: Actor,
  f: { status?: Recharge['status']; page: number; pageSize: number } & Pick<repo.RechargeFilter, 'q' | 'customerId'>,
) {
  const page = { status: f.status, page: f.page, pageSize: f.pageSize };
  // The plain list is a prepared statement (decision 0024); a search or one customer's recharges is not.
  const { rows, total } =
    f.q || f.customerId
      ? await repo.searchRecharges(db, actor, { ...page, q: f.q, customerId: f.customerId })
      : await repo.listRecharges(db, actor, page);
  const forStaff = actor.scope !== 'own';
  return { items: rows.map((r) => mapRecharge(r, forStaff)), page: f.page, pageSize: f.pageSize, total };
}

/**
 * Credits the wallet once (decision 0046): with `receivedVnd` when the bank received another amount
 * than requested (integer đồng, bounded by the contract), which then needs a `note` (400
 * `recharge-note-required`); else with the requested amount. The recharge keeps both amounts.
 * Approving an approved recharge changes nothing and answers it as it is, whatever amount is sent.
 * 403 `own-recharge-approval` for a staff member's own recharge; 409 once cancelled; 403
 * `totp-setup-required` while the member's role requires TOTP and it is off (decision 0098).
 *
 * Two people above a limit (DESIGN.md §3.12, decision 0107): a different amount above the member's
 * `recharge_difference` limit (the system's is 0) credits nothing; it is recorded as the recharge's
 * `proposal` (audited `recharge.propose`) and the answer, still `pending`, shows it waiting. A second
 * member whose limit covers the amount credits it by approving; while another's proposal waits, a
 * member whose limit does not cover theirs gets 403 `money-limit-exceeded`, and its proposer can
 * only replace it. The requested amount itself needs no limit (the bank notifications' system path).
 */
export async function approveRecharge(
  db: Db,
  actor: Actor | SystemActor,
  id: number,
  input?: { receivedVnd?: number; note?: string } | null,
): Promise<Recharge> {
  await assertMoneyActionAllowed(db, actor);
  await transaction(db, (tx) => approveRechargeIn(tx, actor, id, input));
  return load(db, actor, id);
}

/**
 * `approveRecharge`'s work inside the caller's transaction (a bank notification stores its row and
 * credits in one unit, modules/bank-transfer): the same rules and errors, without the TOTP check
 * (the caller makes it before opening the transaction) and without reading the answer.
 */
export async function approveRechargeIn(
  tx: Tx,
  actor: Actor | SystemActor,
  id: number,
  input?: { receivedVnd?: number; note?: string } | null,
): Promise<void> {
  const note = input?.note?.trim() ?? '';
  const r = await repo.lockRecharge(tx, actor, id);
  if (!r) throw new AppError('recharge-not-found');
  assertNotOwnObject(actor, r.userId, 'own-recharge-approval');
  if (r.status === 'approved') return;
  if (r.status !== 'pending') throw new AppError('recharge-not-pending');
  const receivedVnd = input?.receivedVnd ?? r.amountVnd;
  if (receivedVnd !== r.amountVnd && !note) throw new AppError('recharge-note-required');
  if (receivedVnd !== r.amountVnd && !(await mayCreditAlone(tx, actor, r, receivedVnd))) {
    await repo.setProposal(tx, r.id, { receivedVnd, note, proposedBy: actor.userId });
    await writeAudit(tx, actor, {
      action: 'recharge.propose',
      subjectType: 'recharge',
      subjectId: r.id,
      before: r.proposedReceivedVnd === null ? null : { receivedVnd: r.proposedReceivedVnd, note: r.proposedNote },
      after: { receivedVnd, note },
    });
    return;
  }
  const { entryId } = await post(tx, postings.recharge({ recharge: r, receivedVnd, actor }));
  await transition(tx, rechargeMachine, r, 'approved', actor, {
    note,
    set: { receivedVnd, note, decidedBy: actor.userId, decidedAt: new Date(), journalEntryId: entryId },
  });
}

/**
 * Whether `actor` may credit `receivedVnd` (≠ the request) on `r` alone: their `recharge_difference`
 * limit covers it and no proposal of theirs waits on it (the proposer is never the second member).
 * 403 `money-limit-exceeded` when another member's proposal waits and this one cannot cover it either.
 */
async function mayCreditAlone(
  tx: Executor,
  actor: Actor | SystemActor,
  r: repo.RechargeRow,
  receivedVnd: number,
): Promise<boolean> {
  const waiting = r.proposedReceivedVnd !== null;
  if (actor.userId === null) return false;
  if (waiting && r.proposedBy === actor.userId) return false;
  if (await withinMoneyLimit(tx, actor.userId, 'recharge_difference', receivedVnd)) return true;
  if (waiting) throw new AppError('money-limit-exceeded');
  return false;
}

/**
 * Staff cancel a pending recharge with a note. Cancelling a cancelled one answers it as it is. A money
 * action: 403 `totp-setup-required` as for approval (decision 0098).
 */
export async function cancelRecharge(db: Db, actor: Actor, id: number, note: string): Promise<Recharge> {
  await assertMoneyActionAllowed(db, actor);
  await transaction(db, async (tx) => {
    const r = await repo.lockRecharge(tx, actor, id);
    if (!r) throw new AppError('recharge-not-found');
    if (r.status === 'cancelled') return;
    if (r.status !== 'pending') throw new AppError('recharge-not-pending');
    await transition(tx, rechargeMachine, r, 'cancelled', actor, {
      note,
      set: { decidedBy: actor.userId, decidedAt: new Date(), note },
    });
  });
  return load(db, actor, id);
}

/** How many recharges `actor` may see wait for approval (the staff menu's badge). */
export async function countRechargesAwaitingApproval(db: Executor, actor: Actor): Promise<number> {
  const [row] = await repo.pendingCountQuery(db, actor);
  return row?.n ?? 0;
}

/** How many recharges user `userId` has asked for (any status). */
export function countRechargesOf(db: Executor, userId: number): Promise<number> {
  return repo.countRechargesOf(db, userId);
}

// Bank notifications (modules/bank-transfer, decision 0105) -------------------------------------

/**
 * The recharge whose memo code is `code` (six characters of MEMO_ALPHABET), locked for update so a
 * notification and a staff approval of it run one after the other; undefined when there is none.
 * Only `id`, `userId`, `amountVnd`, `status` and `bankAccountId` are for the caller to read.
 */
export function lockRechargeByCode(tx: Tx, code: string) {
  return repo.lockRechargeByCode(tx, code);
}

/** Recharge `id` locked for update, whoever owns it (the bank review queue); undefined when there is none. */
export function lockRechargeById(tx: Tx, id: number) {
  return repo.lockRecharge(tx, systemActor, id);
}

/**
 * Creates a recharge of `amountVnd` đồng for customer `userId` on the active company account and
 * approves it at once, as `actor` (a transfer the review queue assigns to a customer: the customer
 * then sees it in their recharge history). `note` names the transfer. Returns the recharge's id.
 * 409 `bank-account-missing` without an active account.
 */
export async function createApprovedRechargeIn(
  tx: Tx,
  actor: Actor,
  userId: number,
  amountVnd: number,
  note: string,
): Promise<number> {
  const bank = await findActiveBankAccount(tx);
  if (!bank) throw new AppError('bank-account-missing');
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await enter(
      tx,
      rechargeMachine,
      { code: memoCode(), userId, amountVnd, bankAccountId: bank.id },
      actor,
      { note, onConflictDoNothing: true },
    );
    if (row) {
      await approveRechargeIn(tx, actor, row.id, { note });
      return row.id;
    }
  }
  throw new Error('could not allocate a unique recharge code');
}

/**
 * Recharges (DESIGN.md §3.8): the customer asks to add an amount and transfers it with a unique memo
 * (`NAP K7Q2M9`) shown as a VietQR code; staff approve once the money is seen, which credits the
 * wallet exactly once (bank clearing → wallet), or cancel.
 */
import { randomBytes } from 'node:crypto';
import type { Recharge } from '@app/shared/contracts/wallet';
import { formatVnd } from '@app/shared/money';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { transaction } from '../../lib/transaction.ts';
import { findSystemAccountId } from './ledger.repository.ts';
import * as ledger from './ledger.service.ts';
import * as repo from './recharge.repository.ts';
import { vietQrPayload } from './vietqr.ts';

// No 0/O, 1/I: people retype the memo from a phone screen.
const MEMO_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function memoCode(): string {
  return Array.from(randomBytes(6), (b) => MEMO_ALPHABET[b % MEMO_ALPHABET.length]).join('');
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findRechargeWithBank>>>;

function mapRecharge({ recharge: r, bank, customer }: Row, withCustomer: boolean): Recharge {
  const memo = `NAP ${r.code}`;
  return {
    id: r.id,
    code: r.code,
    memo,
    amountVnd: r.amountVnd,
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
    ...(withCustomer ? { customer } : {}),
  };
}

async function load(db: Db, id: number, withCustomer: boolean): Promise<Recharge> {
  const row = await repo.findRechargeWithBank(db, id);
  if (!row) throw new AppError('recharge-not-found');
  return mapRecharge(row, withCustomer);
}

export async function createRecharge(db: Db, actor: Actor, amountVnd: number): Promise<Recharge> {
  const userId = actor.userId;
  const bank = await repo.findActiveBankAccount(db);
  if (!bank) throw new AppError('bank-account-missing');
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await repo.insertRecharge(db, { code: memoCode(), userId, amountVnd, bankAccountId: bank.id });
    if (row) return load(db, row.id, false);
  }
  throw new Error('could not allocate a unique recharge code');
}

export async function listRecharges(
  db: Db,
  actor: Actor,
  q: { status?: Recharge['status']; page: number; pageSize: number },
) {
  const f = { ...q, userId: actor.scope === 'staff' ? undefined : actor.userId };
  const { rows, total } = await repo.listRecharges(db, f);
  return { items: rows.map((r) => mapRecharge(r, f.userId === undefined)), page: f.page, pageSize: f.pageSize, total };
}

/** Credits the wallet once. Approving an approved recharge changes nothing and answers it as it is. */
export async function approveRecharge(db: Db, actor: Actor, id: number): Promise<Recharge> {
  const staffId = actor.userId;
  await transaction(db, async (tx) => {
    const r = await repo.lockRecharge(tx, id);
    if (!r) throw new AppError('recharge-not-found');
    if (r.status === 'approved') return;
    if (r.status !== 'pending') throw new AppError('recharge-not-pending');
    const { entryId } = await ledger.post(tx, {
      type: 'recharge',
      description: `Nạp tiền ${formatVnd(r.amountVnd)} (NAP ${r.code})`,
      idempotencyKey: `recharge:${r.id}`,
      createdBy: staffId,
      lines: [
        { accountId: await ledger.walletAccountId(tx, r.userId), amountVnd: r.amountVnd },
        { accountId: await findSystemAccountId(tx, 'bankClearing'), amountVnd: -r.amountVnd },
      ],
    });
    await repo.updateRecharge(tx, r.id, {
      status: 'approved',
      decidedBy: staffId,
      decidedAt: new Date(),
      journalEntryId: entryId,
    });
  });
  return load(db, id, true);
}

export async function cancelRecharge(db: Db, actor: Actor, id: number, note: string): Promise<Recharge> {
  const staffId = actor.userId;
  await transaction(db, async (tx) => {
    const r = await repo.lockRecharge(tx, id);
    if (!r) throw new AppError('recharge-not-found');
    if (r.status === 'cancelled') return;
    if (r.status !== 'pending') throw new AppError('recharge-not-pending');
    await repo.updateRecharge(tx, r.id, { status: 'cancelled', decidedBy: staffId, decidedAt: new Date(), note });
  });
  return load(db, id, true);
}

/**
 * A customer's own bank accounts to be paid into (DESIGN.md §3.8): saved from the VietQR bank list,
 * usable for a withdrawal `withdrawAccountWaitHours` (setting) after being added, so a thief who
 * took over an account cannot add theirs and withdraw at once. Deleting is soft.
 */
import { bankByBin } from '@app/shared/banks';
import type { CustomerBankAccount } from '@app/shared/contracts/withdrawal';
import { formatDateTime } from '@app/shared/money';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { lockUser } from '../auth/auth.service.ts';
import { currentSettings } from '../setting/setting.service.ts';
import * as repo from './bank-account.repository.ts';

/** At most this many live accounts per customer (a bound on what one account can make us store). */
export const MAX_BANK_ACCOUNTS = 10;

const HOUR_MS = 3_600_000;

/** When account `row` becomes usable, given the waiting hours in force. */
export function usableFrom(row: Pick<repo.CustomerBankAccountRow, 'createdAt'>, waitHours: number): Date {
  return new Date(row.createdAt.getTime() + waitHours * HOUR_MS);
}

function mapAccount(row: repo.CustomerBankAccountRow, waitHours: number, now = new Date()): CustomerBankAccount {
  const from = usableFrom(row, waitHours);
  return {
    id: row.id,
    bankBin: row.bankBin,
    bankShortName: row.bankShortName,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    createdAt: row.createdAt.toISOString(),
    usableFrom: from.toISOString(),
    usable: from.getTime() <= now.getTime(),
  };
}

/** The actor's live accounts, newest first, each with when it becomes usable. */
export async function listBankAccounts(db: Db, actor: Actor): Promise<CustomerBankAccount[]> {
  const { withdrawAccountWaitHours } = await currentSettings(db);
  const rows = await repo.listLiveAccounts(db, actor.userId);
  return rows.map((r) => mapAccount(r, withdrawAccountWaitHours));
}

/**
 * Saves an account of the actor (input already normalised by the contract). 409
 * `withdraw-account-exists` when the same bank and number is saved; 409
 * `withdraw-account-limit-reached` beyond MAX_BANK_ACCOUNTS.
 */
export async function addBankAccount(
  db: Db,
  actor: Actor,
  input: { bankBin: string; accountNumber: string; accountName: string },
): Promise<CustomerBankAccount> {
  const bank = bankByBin(input.bankBin);
  if (!bank) throw new AppError('validation-error', 'Vui lòng chọn ngân hàng trong danh sách hỗ trợ VietQR');
  const { withdrawAccountWaitHours } = await currentSettings(db);
  const row = await transaction(db, async (tx) => {
    await lockUser(tx, actor.userId);
    if ((await repo.countLiveAccounts(tx, actor.userId)) >= MAX_BANK_ACCOUNTS) {
      throw new AppError('withdraw-account-limit-reached');
    }
    const inserted = await repo.insertAccount(tx, {
      userId: actor.userId,
      bankBin: bank.bin,
      bankShortName: bank.shortName,
      bankName: bank.name,
      accountNumber: input.accountNumber,
      accountName: input.accountName,
    });
    if (!inserted) throw new AppError('withdraw-account-exists');
    return inserted;
  });
  return mapAccount(row, withdrawAccountWaitHours);
}

/** Soft-deletes the actor's account `id`; 404 when it is not theirs or already deleted. */
export async function deleteBankAccount(db: Db, actor: Actor, id: number): Promise<{ ok: true }> {
  if (!(await repo.softDeleteAccount(db, actor.userId, id))) throw new AppError('withdraw-account-not-found');
  return { ok: true };
}

/**
 * The actor's live account `id`, checked usable for a withdrawal now: 404
 * `withdraw-account-not-found` (not theirs, deleted), 409 `withdraw-account-waiting` naming when it
 * becomes usable (Vietnam time).
 */
export async function usableAccount(tx: Executor, userId: number, id: number, waitHours: number) {
  const row = await repo.findLiveAccount(tx, userId, id);
  if (!row) throw new AppError('withdraw-account-not-found');
  const from = usableFrom(row, waitHours);
  if (from.getTime() > Date.now()) {
    throw new AppError(
      'withdraw-account-waiting',
      `Tài khoản ngân hàng mới thêm chỉ dùng được để rút tiền từ ${formatDateTime(from)}. Vui lòng quay lại sau thời điểm này`,
    );
  }
  return row;
}

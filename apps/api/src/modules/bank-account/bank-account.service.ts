/**
 * Company bank accounts (decision 0021): an admin lists them, adds one (bank checked against the
 * VietQR list, @app/shared/banks) and activates one; recharges pay into the active one
 * (wallet/recharge.service). Production seeds none: the real account is entered here.
 */
import { bankByBin } from '@app/shared/banks';
import type { BankAccountInput } from '@app/shared/contracts/bank-account';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import { type CsvColumn, csvFile, oneBatch } from '../../lib/http/csv.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import * as repo from './bank-account.repository.ts';

/** The account recharges pay into now (the active one); undefined until an admin adds one. */
export function findActiveBankAccount(db: Executor) {
  return repo.findActive(db);
}

export function listBankAccounts(db: Db) {
  return repo.listAccounts(db);
}

/**
 * Adds an account, inactive unless none is active yet. 400 `validation-error` for a bank outside the
 * VietQR list; 409 `bank-account-exists` for the same bank and number twice. Audited as
 * `bank_account.create` with the new account (decision 0096).
 */
export async function addBankAccount(db: Db, actor: Actor, input: BankAccountInput) {
  const bank = bankByBin(input.bankBin);
  if (!bank) throw new AppError('validation-error', 'Ngân hàng không hỗ trợ chuyển khoản VietQR');
  return transaction(db, async (tx) => {
    await repo.lockAccounts(tx);
    if (await repo.findAccount(tx, bank.bin, input.accountNumber)) throw new AppError('bank-account-exists');
    const { id, ...account } = await repo.insertAccount(tx, {
      bankBin: bank.bin,
      bankShortName: bank.shortName,
      bankName: bank.name,
      accountNumber: input.accountNumber,
      accountName: input.accountName,
      active: !(await repo.hasActive(tx)),
    });
    await writeAudit(tx, actor, {
      action: 'bank_account.create',
      subjectType: 'bank_account',
      subjectId: id,
      after: account,
    });
    return { id, ...account };
  });
}

/**
 * Makes account `id` the one customers pay into; 404 `bank-account-not-found`. Returns the list.
 * Audited as `bank_account.activate` with the account active before (decision 0096).
 */
export async function activateBankAccount(db: Db, actor: Actor, id: number) {
  await transaction(db, async (tx) => {
    await repo.lockAccounts(tx);
    const previous = await repo.findActive(tx);
    if (!(await repo.activateOnly(tx, id))) throw new AppError('bank-account-not-found');
    await writeAudit(tx, actor, {
      action: 'bank_account.activate',
      subjectType: 'bank_account',
      subjectId: id,
      before: { activeAccountId: previous?.id ?? null },
      after: { activeAccountId: id },
    });
  });
  return repo.listAccounts(db);
}

const accountColumns: CsvColumn<Awaited<ReturnType<typeof listBankAccounts>>[number]>[] = [
  { header: 'Ngân hàng', value: (a) => a.bankShortName },
  { header: 'Tên ngân hàng', value: (a) => a.bankName },
  { header: 'Số tài khoản', value: (a) => a.accountNumber },
  { header: 'Tên chủ tài khoản', value: (a) => a.accountName },
  { header: 'Trạng thái', value: (a) => (a.active ? 'Đang dùng' : 'Không dùng') },
];

/** GET /Admin/BankAccount/Export: the accounts as CSV (decision 0041). */
export async function exportBankAccounts(db: Db) {
  const rows = await listBankAccounts(db);
  return csvFile('tai-khoan-ngan-hang', accountColumns, oneBatch(rows), rows.length);
}

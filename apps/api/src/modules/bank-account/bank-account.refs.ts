/**
 * What other modules may embed in their own SQL about the company's bank accounts (decision 0088):
 * the account behind an id column, as one JSON value (one index probe per row). The table stays this
 * module's.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { companyBankAccounts as t } from '../../db/schema/bank-account.ts';

const a = aliased(t, 'ref_bank_account');
const c = a.col;

/** A company bank account as recharges show it. */
export interface BankAccountView {
  id: number;
  bankBin: string;
  bankShortName: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** The account behind `id` (a required foreign key: never null where the row exists). */
export function bankAccountOf(id: AnyPgColumn): SQL<BankAccountView> {
  return sql<BankAccountView>`(select json_build_object('id', ${c(t.id)}, 'bankBin', ${c(t.bankBin)}, 'bankShortName', ${c(t.bankShortName)}, 'bankName', ${c(t.bankName)}, 'accountNumber', ${c(t.accountNumber)}, 'accountName', ${c(t.accountName)}) from ${a.from} where ${c(t.id)} = ${outer(id)})`;
}

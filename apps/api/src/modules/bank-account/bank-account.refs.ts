/**
 * What other modules may embed in their own SQL about the company's bank accounts (decision 0088):
 * the account behind an id column, as one JSON value (one index probe per row). The table stays this
 * module's.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companyBankAccounts as a } from '../../db/schema/bank-account.ts';

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
  return sql<BankAccountView>`(select json_build_object('id', ${a.id}, 'bankBin', ${a.bankBin}, 'bankShortName', ${a.bankShortName}, 'bankName', ${a.bankName}, 'accountNumber', ${a.accountNumber}, 'accountName', ${a.accountName}) from ${a} where ${a.id} = ${id})`;
}

/**
 * What other modules may embed in their own SQL about wallets (decision 0088): a customer's wallet
 * balance keyed by a user-id column (one probe on ledger_accounts' user_id key per row). The ledger's
 * tables stay this module's; money moves only through its posting builders (ledger.service.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { journalEntries, ledgerAccounts, recharges } from '../../db/schema/wallet.ts';

const a = aliased(ledgerAccounts, 'ref_wallet');
const e = aliased(journalEntries, 'ref_entry');

/** The wallet balance of user `userId` in đồng; 0 for a user without a wallet account. */
export function walletBalanceOf(userId: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`coalesce((select ${a.col(ledgerAccounts.balanceVnd)} from ${a.from} where ${a.col(ledgerAccounts.userId)} = ${outer(userId)}), 0)::int8`.mapWith(
    Number,
  );
}

const r = aliased(recharges, 'ref_recharge');

/** The recharge behind `id` as `{ id, code, userId }` (null when `id` is null): the bank review queue. */
export function rechargeRefOf(id: AnyPgColumn | SQL): SQL<{ id: number; code: string; userId: number } | null> {
  return sql<{
    id: number;
    code: string;
    userId: number;
  } | null>`(select json_build_object('id', ${r.col(recharges.id)}, 'code', ${r.col(recharges.code)}, 'userId', ${r.col(recharges.userId)}) from ${r.from} where ${r.col(recharges.id)} = ${outer(id)})`;
}

/** The code (`GD…`) of journal entry `entryId`; null when `entryId` is null. */
export function entryCodeOf(entryId: AnyPgColumn | SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select ${e.col(journalEntries.code)} from ${e.from} where ${e.col(journalEntries.id)} = ${outer(entryId)})`;
}

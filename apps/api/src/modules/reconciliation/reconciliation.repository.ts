/**
 * The bank's side of a day's reconciliation: the notifications of `bank_transfers` (SePay, Casso;
 * written by modules/bank-transfer) by direction and status, on the bank's transaction time
 * (`occurred_at`). Read-only; the ledger's side comes from wallet/ledger-day.service.ts.
 */
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bankTransfers } from '../../db/schema/bank-transfer.ts';

/** Per direction and status, how many notifications of [from, to) and their amount in đồng. */
export function bankTransferTotals(db: Executor, from: Date, to: Date) {
  return db
    .select({
      direction: bankTransfers.direction,
      status: bankTransfers.status,
      count: sql<number>`count(*)::int`,
      amountVnd: sql<number>`coalesce(sum(${bankTransfers.amountVnd}), 0)::int8`.mapWith(Number),
    })
    .from(bankTransfers)
    .where(and(gte(bankTransfers.occurredAt, from), lt(bankTransfers.occurredAt, to)))
    .groupBy(bankTransfers.direction, bankTransfers.status);
}

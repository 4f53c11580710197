/**
 * The consignment tariff (DESIGN.md §4: fast surcharge per kg, insurance %, crate) and exchange rate.
 * Both are rows an admin can change: the tariff under key `consignment_fees`, the rate as kind
 * `consignment`. Until one is set, the defaults and the purchase rate apply (decision 0062).
 */
import { type ConsignmentTariff, defaultConsignmentTariff } from '@app/shared/consignment-fees';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/pricing.ts';
import * as rates from '../exchange-rate/exchange-rate.repository.ts';
import { requirePurchaseRate } from '../exchange-rate/exchange-rate.service.ts';

/** The consignment tariff row, or the defaults of DESIGN.md §4. */
export async function consignmentTariff(db: Executor): Promise<ConsignmentTariff> {
  const row = await rates.findTariff<Partial<ConsignmentTariff>>(db, 'consignment_fees');
  return { ...defaultConsignmentTariff, ...row };
}

/** VND per CNY for a new consignment order: the consignment rate in force, else the purchase rate (409 without either). */
export async function consignmentRate(db: Executor): Promise<number> {
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.kind, 'consignment'), lte(exchangeRates.effectiveFrom, sql`now()`)))
    .orderBy(desc(exchangeRates.effectiveFrom), desc(exchangeRates.id))
    .limit(1);
  return row?.rate ?? requirePurchaseRate(db);
}

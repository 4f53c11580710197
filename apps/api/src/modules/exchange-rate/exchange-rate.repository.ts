/** SQL for exchange rates (VND per CNY). */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/pricing.ts';
import { userFullName } from '../auth/auth.refs.ts';

/**
 * The purchase rate in force now: the newest row whose effective time has come. "Now" is the
 * database's clock, the same one that stamped `effective_from`, so a rate just set is in force for
 * the next request even when the app's clock lags the database's.
 */
export async function findCurrentPurchaseRate(db: Executor) {
  const [row] = await db
    .select({ id: exchangeRates.id, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.kind, 'purchase'), lte(exchangeRates.effectiveFrom, sql`now()`)))
    .orderBy(desc(exchangeRates.effectiveFrom), desc(exchangeRates.id))
    .limit(1);
  return row;
}

/** The consignment rate in force now (kind `consignment`), as `findCurrentPurchaseRate`. */
export async function findCurrentConsignmentRate(db: Executor) {
  const [row] = await db
    .select({ id: exchangeRates.id, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.kind, 'consignment'), lte(exchangeRates.effectiveFrom, sql`now()`)))
    .orderBy(desc(exchangeRates.effectiveFrom), desc(exchangeRates.id))
    .limit(1);
  return row;
}

export function listPurchaseRates(db: Executor, limit = 50) {
  return db
    .select({
      id: exchangeRates.id,
      rate: exchangeRates.rate,
      effectiveFrom: exchangeRates.effectiveFrom,
      createdBy: userFullName(exchangeRates.createdBy),
    })
    .from(exchangeRates)
    .where(eq(exchangeRates.kind, 'purchase'))
    .orderBy(desc(exchangeRates.effectiveFrom), desc(exchangeRates.id))
    .limit(limit);
}

export async function insertPurchaseRate(db: Executor, rate: number, createdBy: number) {
  const [row] = await db
    .insert(exchangeRates)
    .values({ kind: 'purchase', rate, createdBy })
    .returning({ id: exchangeRates.id });
  return row!.id;
}

type Kind = (typeof exchangeRates.$inferInsert)['kind'];

/** The rate in force now of each kind that has one (same clock rule as findCurrentPurchaseRate). */
export async function findCurrentRates(db: Executor): Promise<Partial<Record<Kind, number>>> {
  const rows = await db
    .selectDistinctOn([exchangeRates.kind], { kind: exchangeRates.kind, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(lte(exchangeRates.effectiveFrom, sql`now()`))
    .orderBy(exchangeRates.kind, desc(exchangeRates.effectiveFrom), desc(exchangeRates.id));
  return Object.fromEntries(rows.map((r) => [r.kind, r.rate]));
}

/** Inserts one rate per entry, in force from `effectiveFrom`. */
export async function insertRates(
  db: Executor,
  rates: { kind: Kind; rate: number }[],
  effectiveFrom: Date,
  createdBy: number,
): Promise<void> {
  if (rates.length === 0) return;
  await db.insert(exchangeRates).values(rates.map((r) => ({ ...r, effectiveFrom, createdBy })));
}

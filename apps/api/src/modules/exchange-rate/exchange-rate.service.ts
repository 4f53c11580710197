/** Exchange rates: the rates in force, the purchase rate's history, and setting a new one (staff). */
import { EXPORT_MAX_ROWS } from '@app/shared/contracts/common';
import { formatDateTime } from '@app/shared/money';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import { type CsvColumn, csvFile, oneBatch } from '../../lib/http/csv.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { assertMoneyActionAllowed } from '../auth/totp-policy.service.ts';
import * as repo from './exchange-rate.repository.ts';

/** VND per CNY now, or null when none was ever set. */
export async function currentPurchaseRate(db: Executor): Promise<number | null> {
  return (await repo.findCurrentPurchaseRate(db))?.rate ?? null;
}

/** VND per CNY now; 409 `exchange-rate-missing` when none was set. */
export async function requirePurchaseRate(db: Executor): Promise<number> {
  const rate = await currentPurchaseRate(db);
  if (rate === null) throw new AppError('exchange-rate-missing');
  return rate;
}

/** VND per CNY in force now by kind (`purchase`, `pay_on_behalf`, `consignment`); kinds never set are absent. */
export function ratesInForce(db: Executor) {
  return repo.findCurrentRates(db);
}

/**
 * Writes the rates of a published tariff version (decision 0099), each in force from `effectiveFrom`,
 * by `actor`: only the kinds whose rate differs from the one in force, so the history shows changes.
 */
export async function publishRates(
  tx: Executor,
  actor: Actor,
  rates: { purchase: number; consignment: number; pay_on_behalf: number },
  effectiveFrom: Date,
): Promise<void> {
  const now = await repo.findCurrentRates(tx);
  const changed = (Object.keys(rates) as (keyof typeof rates)[])
    .filter((kind) => now[kind] !== rates[kind])
    .map((kind) => ({ kind, rate: rates[kind] }));
  await repo.insertRates(tx, changed, effectiveFrom, actor.userId);
}

/**
 * VND per CNY for a new consignment order: the consignment rate in force, else the purchase rate
 * (decision 0062); 409 `exchange-rate-missing` without either.
 */
export async function consignmentRate(db: Executor): Promise<number> {
  return (await repo.findCurrentConsignmentRate(db))?.rate ?? requirePurchaseRate(db);
}

function mapRate(r: { id: number; rate: number; effectiveFrom: Date; createdBy: string | null }) {
  return { id: r.id, rate: r.rate, effectiveFrom: r.effectiveFrom.toISOString(), createdBy: r.createdBy ?? 'Hệ thống' };
}

export async function rateHistory(db: Db) {
  const rows = await repo.listPurchaseRates(db);
  const current = await repo.findCurrentPurchaseRate(db);
  const history = rows.map(mapRate);
  return { current: history.find((h) => h.id === current?.id) ?? null, history };
}

/**
 * Sets a new purchase rate (VND per CNY) effective now, by `actor`; earlier rates stay in the history.
 * Audited as `exchange_rate.set` (the rate before and after, decision 0096). A money action: 403
 * `totp-setup-required` while the member's role requires TOTP and it is off (decision 0098).
 */
export async function setPurchaseRate(db: Db, actor: Actor, rate: number) {
  await assertMoneyActionAllowed(db, actor);
  const id = await transaction(db, async (tx) => {
    const before = await currentPurchaseRate(tx);
    const inserted = await repo.insertPurchaseRate(tx, rate, actor.userId);
    await writeAudit(tx, actor, {
      action: 'exchange_rate.set',
      subjectType: 'exchange_rate',
      subjectId: inserted,
      before: { rate: before },
      after: { rate },
    });
    return inserted;
  });
  const { history } = await rateHistory(db);
  return history.find((h) => h.id === id)!;
}

const rateColumns: CsvColumn<ReturnType<typeof mapRate>>[] = [
  { header: 'Tỷ giá (₫/¥)', value: (r) => r.rate },
  { header: 'Áp dụng từ', value: (r) => formatDateTime(r.effectiveFrom) },
  { header: 'Người cập nhật', value: (r) => r.createdBy },
];

/** GET /Admin/ExchangeRate/Export: every purchase rate, newest first, as CSV (decision 0041). */
export async function exportRates(db: Db) {
  const rows = (await repo.listPurchaseRates(db, EXPORT_MAX_ROWS)).map(mapRate);
  return csvFile('ty-gia', rateColumns, oneBatch(rows), rows.length);
}

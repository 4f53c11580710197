/**
 * Customer levels (decision 0100): the set an admin edits (GET/PUT /Admin/CustomerLevel), the level
 * a customer's new orders are priced with, and the task that recomputes everyone's level (run
 * nightly; enqueued when the set changes, so new thresholds apply without waiting for the night).
 * Percents on the wire, basis points in the table.
 */
import {
  basisPointsOfPercent,
  type CustomerLevel,
  type CustomerLevels,
  type CustomerLevelsInput,
  percentOfBasisPoints,
} from '@app/shared/contracts/customer-level';
import type { LevelPricing } from '@app/shared/level-pricing';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import { enqueue } from '../../lib/events/job-queue.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { unpinDeletedLevels } from '../auth/customer-account.service.ts';
import * as repo from './customer-level.repository.ts';

/** The job that recomputes every unpinned customer's level (modules/customer, run by modules/jobs). */
export const LEVEL_RECOMPUTE_TASK = 'recompute_customer_levels';

function mapLevel(r: repo.LevelRow): CustomerLevel {
  return {
    id: r.id,
    name: r.name,
    depositPercent: percentOfBasisPoints(r.depositBasisPoints),
    serviceFeeDiscountPercent: percentOfBasisPoints(r.serviceFeeDiscountBasisPoints),
    thresholdVnd: r.thresholdVnd,
  };
}

/** GET /Admin/CustomerLevel: the levels, lowest threshold first. */
export async function listLevels(db: Executor): Promise<CustomerLevels> {
  return { levels: (await repo.listLevels(db)).map(mapLevel) };
}

/**
 * PUT /Admin/CustomerLevel: replaces the set (the contract checked names, percents and ascending
 * thresholds from 0). A level with an `id` keeps its customers; a level left out is removed (its
 * customers fall back to the lowest level, pinned ones are unpinned, until the recompute job places them).
 * 400 `customer-level-invalid` for an id that is not a level. Audited as `customer_level.update`.
 */
export async function replaceLevels(db: Db, actor: Actor, input: CustomerLevelsInput): Promise<CustomerLevels> {
  return transaction(db, async (tx) => {
    await repo.lockLevels(tx);
    const before = await repo.listLevels(tx);
    const known = new Set(before.map((l) => l.id));
    if (input.levels.some((l) => l.id !== undefined && !known.has(l.id))) throw new AppError('customer-level-invalid');
    await repo.deleteLevelsExcept(
      tx,
      input.levels.flatMap((l) => (l.id === undefined ? [] : [l.id])),
    );
    await unpinDeletedLevels(tx);
    for (const l of input.levels) {
      const values = {
        name: l.name,
        depositBasisPoints: basisPointsOfPercent(l.depositPercent),
        serviceFeeDiscountBasisPoints: basisPointsOfPercent(l.serviceFeeDiscountPercent),
        thresholdVnd: l.thresholdVnd,
      };
      if (l.id === undefined) await repo.insertLevel(tx, values);
      else await repo.updateLevel(tx, l.id, values);
    }
    const after = await listLevels(tx);
    await writeAudit(tx, actor, {
      action: 'customer_level.update',
      subjectType: 'customer_level',
      subjectId: 'all',
      before: { levels: before.map(mapLevel) },
      after,
    });
    await enqueue(tx, LEVEL_RECOMPUTE_TASK, {}, { jobKey: LEVEL_RECOMPUTE_TASK });
    return after;
  });
}

/** The level of user `userId` as pricing takes it (decision 0100); null when no level exists. */
export async function levelPricingOf(db: Executor, userId: number): Promise<LevelPricing | null> {
  const level = await repo.levelOfUser(db, userId);
  if (!level) return null;
  return {
    depositBasisPoints: level.depositBasisPoints,
    serviceFeeDiscountBasisPoints: level.serviceFeeDiscountBasisPoints,
    levelName: level.name,
  };
}

/** The level `levelId` names (the lowest for null), in percents; undefined when none exists. */
export async function levelView(db: Executor, levelId: number | null): Promise<CustomerLevel | undefined> {
  const rows = await repo.listLevels(db);
  const row = rows.find((r) => r.id === levelId) ?? rows.find((r) => r.thresholdVnd === 0);
  return row && mapLevel(row);
}

/** Throws 400 `customer-level-invalid` unless `levelId` is a level. */
export async function requireLevel(db: Executor, levelId: number): Promise<void> {
  if (!(await repo.listLevels(db)).some((r) => r.id === levelId)) throw new AppError('customer-level-invalid');
}

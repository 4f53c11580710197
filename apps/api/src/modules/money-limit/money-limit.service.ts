/**
 * Staff money limits (DESIGN.md §3.12, @app/shared/money-limits): what one member may decide alone.
 * Services ask `withinMoneyLimit` before a decision and, above it, require a second member.
 */
import { defaultMoneyLimits, type MoneyLimitKind, moneyLimitKinds } from '@app/shared/money-limits';
import type { Executor } from '../../db/client.ts';
import * as repo from './money-limit.repository.ts';

/** Member `userId`'s limit of `kind` in đồng: the saved one, else the kind's default. */
export async function moneyLimitOf(db: Executor, userId: number, kind: MoneyLimitKind): Promise<number> {
  return (await repo.findLimit(db, userId, kind)) ?? defaultMoneyLimits[kind];
}

/** Every kind's limit of member `userId` (saved or default). */
export async function moneyLimitsOf(db: Executor, userId: number): Promise<Record<MoneyLimitKind, number>> {
  const saved = new Map((await repo.listLimits(db, userId)).map((r) => [r.kind, r.limitVnd]));
  return Object.fromEntries(moneyLimitKinds.map((k) => [k, saved.get(k) ?? defaultMoneyLimits[k]])) as Record<
    MoneyLimitKind,
    number
  >;
}

/** True when member `userId` may decide `amountVnd` (its absolute value) of `kind` alone. */
export async function withinMoneyLimit(
  db: Executor,
  userId: number,
  kind: MoneyLimitKind,
  amountVnd: number,
): Promise<boolean> {
  return Math.abs(amountVnd) <= (await moneyLimitOf(db, userId, kind));
}

/** Saves member `userId`'s limits (kind → integer đồng); kinds left out keep theirs. */
export function saveMoneyLimits(db: Executor, userId: number, limits: Partial<Record<MoneyLimitKind, number>>) {
  return repo.saveLimits(db, userId, limits);
}

/** SQL for staff money limits (db/schema/adjustment.ts `staff_money_limits`). */
import type { MoneyLimitKind } from '@app/shared/money-limits';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffMoneyLimits } from '../../db/schema/adjustment.ts';

/** Member `userId`'s saved limits (kinds without a row are absent). */
export function listLimits(db: Executor, userId: number) {
  return db
    .select({ kind: staffMoneyLimits.kind, limitVnd: staffMoneyLimits.limitVnd })
    .from(staffMoneyLimits)
    .where(eq(staffMoneyLimits.userId, userId));
}

/** Member `userId`'s saved limit of `kind`, or undefined. */
export async function findLimit(db: Executor, userId: number, kind: MoneyLimitKind): Promise<number | undefined> {
  const [row] = await db
    .select({ limitVnd: staffMoneyLimits.limitVnd })
    .from(staffMoneyLimits)
    .where(and(eq(staffMoneyLimits.userId, userId), eq(staffMoneyLimits.kind, kind)));
  return row?.limitVnd;
}

/** Saves member `userId`'s limits (kind → đồng), replacing those of the same kinds. */
export async function saveLimits(db: Executor, userId: number, limits: Partial<Record<MoneyLimitKind, number>>) {
  const rows = Object.entries(limits).map(([kind, limitVnd]) => ({
    userId,
    kind: kind as MoneyLimitKind,
    limitVnd: limitVnd as number,
  }));
  if (rows.length === 0) return;
  await db
    .insert(staffMoneyLimits)
    .values(rows)
    .onConflictDoUpdate({
      target: [staffMoneyLimits.userId, staffMoneyLimits.kind],
      set: { limitVnd: sql`excluded.limit_vnd`, updatedAt: sql`now()` },
    });
}

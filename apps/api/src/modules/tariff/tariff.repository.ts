/** SQL for tariff versions (decision 0099). "Now" is the database's clock, as for exchange rates. */
import type { TariffShape } from '@app/shared/contracts/tariff';
import { desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tariffVersions } from '../../db/schema/tariff.ts';
import { userFullName } from '../auth/auth.refs.ts';

const columns = {
  id: tariffVersions.id,
  effectiveFrom: tariffVersions.effectiveFrom,
  body: tariffVersions.body,
  createdAt: tariffVersions.createdAt,
  createdBy: userFullName(tariffVersions.createdBy),
};
export type VersionRow = {
  id: number;
  effectiveFrom: Date;
  body: TariffShape;
  createdAt: Date;
  createdBy: string | null;
};

/** The version in force: the newest whose effective time has come. */
export async function findInForce(db: Executor): Promise<VersionRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(tariffVersions)
    .where(lte(tariffVersions.effectiveFrom, sql`now()`))
    .orderBy(desc(tariffVersions.effectiveFrom), desc(tariffVersions.id))
    .limit(1);
  return row;
}

export async function findById(db: Executor, id: number): Promise<VersionRow | undefined> {
  const [row] = await db.select(columns).from(tariffVersions).where(eq(tariffVersions.id, id));
  return row;
}

/** The newest `limit` versions by effective time (scheduled ones first). */
export function listVersions(db: Executor, limit = 100): Promise<VersionRow[]> {
  return db
    .select(columns)
    .from(tariffVersions)
    .orderBy(desc(tariffVersions.effectiveFrom), desc(tariffVersions.id))
    .limit(limit);
}

export async function insertVersion(
  db: Executor,
  v: { body: TariffShape; effectiveFrom: Date; createdBy: number | null },
): Promise<number> {
  const [row] = await db.insert(tariffVersions).values(v).returning({ id: tariffVersions.id });
  return row!.id;
}

/** The database's clock now (effective times are compared with it). */
export async function dbNow(db: Executor): Promise<Date> {
  const res = await db.execute(sql`select now() as now`);
  return new Date((res.rows[0] as { now: string | Date }).now);
}

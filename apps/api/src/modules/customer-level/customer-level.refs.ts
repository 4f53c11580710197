/**
 * What other modules may embed in their own SQL about customer levels (decision 0088, 0100): the
 * level a user's `level_id` names (the lowest level while it is null), and the level a spending total
 * reaches. The `customer_levels` table stays this module's.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { customerLevels as t } from '../../db/schema/customer-level.ts';

const a = aliased(t, 'ref_customer_level');
const c = a.col;

/** A level as pricing and the profile read it, basis points. */
export interface LevelRef {
  id: number;
  name: string;
  depositBasisPoints: number;
  serviceFeeDiscountBasisPoints: number;
}

/**
 * The level `levelId` names as JSON, or the lowest level (threshold 0) when `levelId` is null; null
 * only when no level exists.
 */
export function levelRef(levelId: AnyPgColumn | SQL): SQL<LevelRef | null> {
  return sql<LevelRef | null>`(select json_build_object('id', ${c(t.id)}, 'name', ${c(t.name)}, 'depositBasisPoints', ${c(t.depositBasisPoints)}, 'serviceFeeDiscountBasisPoints', ${c(t.serviceFeeDiscountBasisPoints)}) from ${a.from} where ${c(t.id)} = ${outer(levelId)} or (${outer(levelId)} is null and ${c(t.thresholdVnd)} = 0) order by ${c(t.thresholdVnd)} limit 1)`;
}

/** The id of the highest level whose threshold `totalVnd` (đồng) reaches; null when none does. */
export function levelIdForTotal(totalVnd: SQL): SQL<number | null> {
  return sql<
    number | null
  >`(select ${c(t.id)} from ${a.from} where ${c(t.thresholdVnd)} <= ${totalVnd} order by ${c(t.thresholdVnd)} desc limit 1)`;
}

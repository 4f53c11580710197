/**
 * What other modules may embed in their own SQL about commission entries (decision 0088): an entry
 * as notifications name it (its order's code, the agent). The agency tables stay this module's.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { commissionEntries as t } from '../../db/schema/agency.ts';

const a = aliased(t, 'ref_commission_entry');

/**
 * Entry `id` as `{ id, code, userId, clawback }` (`code`: its order's code; `userId`: the agent;
 * `clawback`: a negative entry taking back a paid commission); null for none.
 */
export function commissionEntryRefOf(
  id: AnyPgColumn | SQL,
): SQL<{ id: number; code: string; userId: number; clawback: boolean } | null> {
  return sql`(select json_build_object('id', ${a.col(t.id)}, 'code', ${a.col(t.orderCode)}, 'userId', ${a.col(t.userId)}, 'clawback', ${a.col(t.reversalOf)} is not null) from ${a.from} where ${a.col(t.id)} = ${outer(id)})`;
}

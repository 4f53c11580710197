/**
 * What other modules may embed in their own SQL about warehouse operations (decision 0088): bags,
 * read-only, keyed by a column of the caller's query. The tables stay this module's.
 */
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { bags as b } from '../../db/schema/warehouse-ops.ts';

const bag = aliased(b, 'ref_bag');

/** The bag `bagId` as a parcel's views show it (`{ id, code, status }`); null for none. One primary-key probe. */
export function bagCard(bagId: AnyPgColumn | SQL): SQL<{ id: number; code: string; status: string } | null> {
  return sql<{
    id: number;
    code: string;
    status: string;
  } | null>`(select json_build_object('id', ${bag.col(b.id)}, 'code', ${bag.col(b.code)}, 'status', ${bag.col(b.status)}) from ${bag.from} where ${bag.col(b.id)} = ${outer(bagId)})`;
}

/** The id of the bag whose code is `code` (unique); null for none. */
export function bagIdByCode(code: SQL | Placeholder): SQL<number | null> {
  return sql<number | null>`(select ${bag.col(b.id)} from ${bag.from} where ${bag.col(b.code)} = ${code})`;
}

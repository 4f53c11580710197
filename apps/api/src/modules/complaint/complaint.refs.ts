/**
 * What other modules may embed in their own SQL about complaints (decision 0088): a complaint as
 * `{ id, code, userId }` keyed by an id column (chat names and scopes its thread by it). The
 * `complaints` table stays this module's.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliased, outer } from '../../db/refs.ts';
import { complaints } from '../../db/schema/complaint.ts';

const c = aliased(complaints, 'ref_complaint');

/** The complaint behind `id` as `{ id, code, userId }`; null for none. */
export function complaintRefOf(id: AnyPgColumn | SQL): SQL<{ id: number; code: string; userId: number } | null> {
  return sql<{
    id: number;
    code: string;
    userId: number;
  } | null>`(select json_build_object('id', ${c.col(complaints.id)}, 'code', ${c.col(complaints.code)}, 'userId', ${c.col(complaints.userId)}) from ${c.from} where ${c.col(complaints.id)} = ${outer(id)})`;
}

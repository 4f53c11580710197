/**
 * Column helpers shared by the schema files. Money: integer đồng (`_vnd`) or integer fen (`_fen`)
 * as bigint in number mode, safe up to 9e15, far above any order here.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A CHECK condition `column IN (...)` over a fixed list, e.g. a machine's statuses: the list is
 * written into the migration, so changing the machine makes `db:generate` write a new migration
 * (and the constraint test in lib/db/status-subjects.test.ts fails until it does).
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/**
 * The kinds of order a row may reference (decision 0089), as `delivery_request_payments.order_type`
 * and `parcels.order_type` store them; each is declared by its module (order-types.service.ts).
 */
export const orderTypeNames = ['purchase_order', 'consignment_order', 'taobao_global_order'] as const;
export type OrderTypeName = (typeof orderTypeNames)[number];

/**
 * The warehouse scope as the warehouse steps apply it (decision 0103): `'all'` for an admin and the
 * system, else the assigned warehouse ids (staff-warehouses.service.ts; an empty list means none).
 * Lists cut their SQL with `inWarehouseScope`; one warehouse is checked with `inScope`, and the scan
 * station, a hot path (decisions 0059, 0074), with one named statement (`isAssignedTo`).
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { staffWarehouses } from '../../db/schema/staff.ts';
import { preparedAnywhere } from '../../lib/db/prepared.ts';
import type { Actor, SystemActor } from '../../lib/platform/actor.ts';

export { warehouseScopeOf } from './staff-warehouses.service.ts';

/** What an actor may see of the warehouses: every one, or these ids (maybe none). */
export type WarehouseScope = 'all' | readonly number[];

/** True when warehouse `id` is in `scope` (a null id, no warehouse, is in `'all'` only). */
export function inScope(scope: WarehouseScope, id: number | null): boolean {
  return scope === 'all' || (id !== null && scope.includes(id));
}

/**
 * A SQL condition: `column` (a warehouse id) is in `scope`; `true` for all, `false` for none. With
 * several columns, any of them in scope (a bag is seen at the warehouse it leaves and the one it reaches).
 */
export function inWarehouseScope(scope: WarehouseScope, ...columns: AnyPgColumn[]): SQL {
  if (scope === 'all') return sql`true`;
  if (scope.length === 0) return sql`false`;
  const ids = [...scope];
  return sql`(${sql.join(
    columns.map((c) => inArray(c, ids)),
    sql` or `,
  )})`;
}

const assignedStatement = preparedAnywhere(
  (db, name) =>
    db
      .select({ userId: staffWarehouses.userId })
      .from(staffWarehouses)
      .where(
        and(
          eq(staffWarehouses.userId, sql.placeholder('userId')),
          eq(staffWarehouses.warehouseId, sql.placeholder('warehouseId')),
        ),
      )
      .prepare(name),
  'staff_warehouse_assigned',
);

/** True when `actor` may work at warehouse `warehouseId`: an admin or the system always; else its assignment. */
export async function isAssignedTo(db: Executor, actor: Actor | SystemActor, warehouseId: number): Promise<boolean> {
  if (actor.scope === 'system' || actor.roles.includes('admin')) return true;
  const rows = await assignedStatement(db).execute({ userId: actor.userId, warehouseId });
  return rows.length > 0;
}

/**
 * SQL helpers for the owners' refs files (modules/<area>/<area>.refs.ts, decision 0088): a ref is a
 * scalar subquery over the owner's table, correlated to a column of the caller's query. Drizzle
 * writes a column without its table name when a query reads one table, so a bare `${column}` inside
 * a subquery could bind to the subquery's own table ("id" = "id"). Both sides are therefore written
 * qualified: the caller's column by its table (or alias) name, the owner's table under a fixed alias.
 */
import { getTableName, is, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The caller's column, always written `"table"."column"`; SQL is passed as it is. */
export function outer(c: AnyPgColumn | SQL): SQL {
  if (is(c, SQL)) return c;
  return sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;
}

/**
 * The owner's `table` under the alias `name`: `from` is `"table" "name"`, `col(c)` is `"name"."c"`
 * for one of the table's columns.
 */
export function aliased(table: PgTable, name: string) {
  const a = sql.identifier(name);
  return {
    from: sql`${sql.identifier(getTableName(table))} ${a}`,
    col: (c: AnyPgColumn) => sql`${a}.${sql.identifier(c.name)}`,
  };
}

// A table's rows as one JSON array inside a larger SELECT, and back to typed rows: reads a record with its parts at once.
import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** `json_build_object('key', column, …)` over every column of `table`, keyed by the schema's property names. */
function objectOf(table: PgTable): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A subquery answering the rows of `table` that match `where`, in `order`, as one JSON array ([] when none). */
export function jsonRowsOf(table: PgTable, where: SQL, order: SQL[]): SQL<unknown> {
  return sql`coalesce((select json_agg(${objectOf(table)} order by ${sql.join(order, sql`, `)}) from ${table} where ${where}), '[]'::json)`;
}

/** The rows of a `jsonRowsOf` array, each value mapped from the driver as the column maps it (timestamps to Dates). */
export function rowsFromJson<T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return (json as Record<string, unknown>[]).map(
    (object) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = object[key];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as T['$inferSelect'],
  );
}

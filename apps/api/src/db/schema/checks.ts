// Builds CHECK constraints from the domain's constant arrays, so a status list is written once.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/** `column in (...values)`; with `nullable`, a null column also passes. */
export function oneOf(column: AnyPgColumn, values: readonly string[], options: { nullable?: boolean } = {}): SQL {
  const list = sql.raw(values.map(literal).join(','));
  return options.nullable ? sql`${column} is null or ${column} in (${list})` : sql`${column} in (${list})`;
}

/** `column >= 0`, null passing when the column is nullable. */
export function nonNegative(column: AnyPgColumn): SQL {
  return sql`${column} >= 0`;
}

/** A three-letter ISO 4217 currency code. */
export function currencyCheck(column: AnyPgColumn): SQL {
  return sql`${column} ~ '^[A-Z]{3}$'`;
}

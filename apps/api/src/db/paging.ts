// Keyset paging, the one way every list is read (issue 18): the list has a stable order over columns whose last one is
// unique, a page is the next `limit` rows after the cursor's key in that order, and the cursor is that key, encoded.
// Unlike OFFSET, a row inserted or deleted between two page reads neither repeats nor skips a row, and reading page
// 1,000 costs what reading page 1 does when the order has an index.
import { type Page, type PageQuery, forbiddenCharacterIn } from '@caravan/domain';
import { type SQL, asc, desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badRequest } from '../errors/app-error.js';

type KeyValue = string | number | boolean;
type Direction = 'asc' | 'desc';

/** One column of a list's order: the column, the value a row holds in it, and what a cursor may carry for it. */
export interface PageKey<Row> {
  /** A column, or an expression (a rank computed in SQL) that then names the type its cursor value casts to. */
  column: AnyPgColumn | SQL;
  castAs?: string;
  of: (row: Row) => KeyValue;
  /** The cursor's value is checked before it reaches SQL, so a forged cursor is a 400, never a cast error (500). */
  value: z.ZodType<KeyValue>;
  /** This key's direction, when it is not the order's (e.g. top picks first, then by name). */
  direction?: Direction;
}

/** A list's order: its keys (never null; the last one unique) and the direction of every key that names none. */
export interface PageOrder<Row> {
  keys: readonly PageKey<Row>[];
  direction?: Direction;
}

const directionOf = <Row>(order: PageOrder<Row>, key: PageKey<Row>): Direction =>
  key.direction ?? order.direction ?? 'asc';

/** Cursor values for the common key types. */
export const keyValue = {
  uuid: z.uuid(),
  text: z
    .string()
    .max(500)
    .refine((s) => forbiddenCharacterIn(s) === null),
  date: z.iso.date(),
  int: z.number().int(),
  bool: z.boolean(),
};

const notACursor = () => badRequest('Not a cursor for this list.', { cursor: 'Not a cursor for this list' });

const encode = (values: KeyValue[]) => Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');

/** The cursor's values, each checked by its schema. */
function decode(cursor: string, schemas: readonly z.ZodType<KeyValue>[]): KeyValue[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw notACursor();
  }
  if (!Array.isArray(values) || values.length !== schemas.length) throw notACursor();
  return schemas.map((schema, i) => {
    const checked = schema.safeParse(values[i]);
    if (!checked.success) throw notACursor();
    return checked.data;
  });
}

/** The type a cursor's value is cast to: a serial column's own type names no type PostgreSQL casts to. */
const SERIAL_TYPES: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };
const castTypeOf = <Row>(key: PageKey<Row>) => {
  if (key.castAs !== undefined) return key.castAs;
  if (!('getSQLType' in key.column)) throw new Error('An expression key names its castAs type.');
  const type = key.column.getSQLType();
  return SERIAL_TYPES[type] ?? type;
};

/**
 * The condition "after the cursor" as one row comparison, `(a, b) > ($1, $2)`, which PostgreSQL answers from an index
 * on (a, b); each value is cast to its column's type so the comparison is the one ORDER BY makes. Keys of mixed
 * directions compare one key at a time: `a < $1 or (a = $1 and b > $2)`.
 */
export function afterCursor<Row>(order: PageOrder<Row>, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const values = decode(
    cursor,
    order.keys.map((k) => k.value),
  );
  const bounds = order.keys.map((k, i) => sql`cast(${values[i]} as ${sql.raw(castTypeOf(k))})`);
  const directions = order.keys.map((k) => directionOf(order, k));
  const after = (direction: Direction | undefined) => (direction === 'desc' ? sql`<` : sql`>`);
  if (new Set(directions).size === 1) {
    const columns = sql.join(
      order.keys.map((k) => k.column),
      sql`, `,
    );
    return sql`(${columns}) ${after(directions[0])} (${sql.join(bounds, sql`, `)})`;
  }
  const branches = order.keys.map((k, i) => {
    const equal = order.keys.slice(0, i).map((before, j) => sql`${before.column} = ${bounds[j]}`);
    return sql`(${sql.join([...equal, sql`${k.column} ${after(directions[i])} ${bounds[i]}`], sql` and `)})`;
  });
  return sql`(${sql.join(branches, sql` or `)})`;
}

/**
 * A timestamp column's exact value as text, to select beside a row whose order starts with it: a JS Date keeps only
 * milliseconds, and a cursor rounded to them would repeat or skip rows stored in the same millisecond (PostgreSQL keeps
 * microseconds). The text casts back to the column's type exactly.
 */
export const exactInstant = (column: AnyPgColumn) => sql<string>`${column}::text`;

/** ORDER BY for the list's keys. */
export const orderByKeys = <Row>(order: PageOrder<Row>) =>
  order.keys.map((k) => (directionOf(order, k) === 'desc' ? desc(k.column) : asc(k.column)));

/** How many rows to ask for: one more than the page, so the answer knows whether a next page exists. */
export const rowsToRead = (q: PageQuery) => q.limit + 1;

/** The page from rows read with `rowsToRead`: at most `limit` rows, and the cursor after the last one if more follow. */
export function pageOf<Row, Item = Row>(
  rows: Row[],
  q: PageQuery,
  order: PageOrder<Row>,
  view: (row: Row) => Item = (row) => row as unknown as Item,
): Page<Item> {
  const kept = rows.slice(0, q.limit);
  const last = kept.at(-1);
  const nextCursor = rows.length > q.limit && last ? encode(order.keys.map((k) => k.of(last))) : null;
  return { items: kept.map(view), nextCursor };
}

/** A cursor for a list whose order someone else keeps (a port's own key, e.g. the outbox's), and its key back. */
export const cursorOfKey = (key: string) => encode([key]);
export const keyOfCursor = (cursor: string) => decode(cursor, [keyValue.text])[0] as string;

const compareKeyValues = (a: readonly KeyValue[], b: readonly KeyValue[]) => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as KeyValue;
    const y = b[i] as KeyValue;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
};

/** The key of an item of a list put together in memory: its values (the last one unique) and what a cursor may carry. */
export interface MemoryKey<Item> {
  of: (item: Item) => KeyValue[];
  values: readonly z.ZodType<KeyValue>[];
}

/**
 * A page of a list put together in memory from rows that cannot be ordered in SQL as the list is (a trip's add-on
 * offers, one per service merged over its days), keyset as the SQL lists are: the items in ascending key order after the
 * cursor's key, so an item added or removed between two reads neither repeats nor skips another.
 */
export function pageOfKeyed<Item>(items: readonly Item[], q: PageQuery, key: MemoryKey<Item>): Page<Item> {
  const sorted = [...items].sort((a, b) => compareKeyValues(key.of(a), key.of(b)));
  const after = q.cursor === undefined ? undefined : decode(q.cursor, key.values);
  const rest = after ? sorted.filter((item) => compareKeyValues(key.of(item), after) > 0) : sorted;
  const kept = rest.slice(0, q.limit);
  const last = kept.at(-1);
  return { items: kept, nextCursor: rest.length > q.limit && last ? encode(key.of(last)) : null };
}

/** A page of a fixed list held in memory (the pick lists): the cursor is the position after the last item. */
export function pageOfFixed<Item>(items: readonly Item[], q: PageQuery): Page<Item> {
  let start = 0;
  if (q.cursor !== undefined) {
    const [position] = decode(q.cursor, [keyValue.int.min(0).max(items.length)]) as [number];
    start = position;
  }
  const end = start + q.limit;
  return { items: items.slice(start, end), nextCursor: end < items.length ? encode([end]) : null };
}

/**
 * `case <column> when v1 then r1 … else <unranked> end`: a key ranking a column's values as a domain rule ranks them
 * (a status's display priority), so a list is ordered by the rule in SQL and every page follows it.
 */
export function rankKey(column: AnyPgColumn, ranks: ReadonlyArray<readonly [string, number]>, unranked: number) {
  const int = (n: number) => sql.raw(String(Math.trunc(n)));
  const branches = ranks.map(([value, rank]) => sql`when ${value} then ${int(rank)}`);
  return sql<number>`(case ${column} ${sql.join(branches, sql` `)} else ${int(unranked)} end)`;
}

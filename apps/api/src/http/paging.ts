// Keyset paging, the one way every list is read (issue 18): the list has a stable order over columns whose last one is
// unique, a page is the next `limit` rows after the cursor's key in that order, and the cursor is that key, encoded.
// Unlike OFFSET, a row inserted or deleted between two page reads neither repeats nor skips a row, and reading page
// 1,000 costs what reading page 1 does when the order has an index.
import { type Page, type PageQuery, forbiddenCharacterIn } from '@caravan/domain';
import { type SQL, asc, desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badRequest } from './errors.js';

type KeyValue = string | number;

/** One column of a list's order: the column, the value a row holds in it, and what a cursor may carry for it. */
export interface PageKey<Row> {
  column: AnyPgColumn;
  of: (row: Row) => KeyValue;
  /** The cursor's value is checked before it reaches SQL, so a forged cursor is a 400, never a cast error (500). */
  value: z.ZodType<KeyValue>;
}

/** A list's order: its keys (never null; the last one unique) and one direction for all of them. */
export interface PageOrder<Row> {
  keys: readonly PageKey<Row>[];
  direction?: 'asc' | 'desc';
}

/** Cursor values for the common key types. */
export const keyValue = {
  uuid: z.uuid(),
  text: z
    .string()
    .max(500)
    .refine((s) => forbiddenCharacterIn(s) === null),
  date: z.iso.date(),
  int: z.number().int(),
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

/**
 * The condition "after the cursor" as one row comparison, `(a, b) > ($1, $2)`, which PostgreSQL answers from an index
 * on (a, b); each value is cast to its column's type so the comparison is the one ORDER BY makes.
 */
export function afterCursor<Row>(order: PageOrder<Row>, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const values = decode(
    cursor,
    order.keys.map((k) => k.value),
  );
  const columns = sql.join(
    order.keys.map((k) => k.column),
    sql`, `,
  );
  const bounds = sql.join(
    order.keys.map((k, i) => sql`cast(${values[i]} as ${sql.raw(k.column.getSQLType())})`),
    sql`, `,
  );
  return order.direction === 'desc' ? sql`(${columns}) < (${bounds})` : sql`(${columns}) > (${bounds})`;
}

/** ORDER BY for the list's keys. */
export const orderByKeys = <Row>(order: PageOrder<Row>) =>
  order.keys.map((k) => (order.direction === 'desc' ? desc(k.column) : asc(k.column)));

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

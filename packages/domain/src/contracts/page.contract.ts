// One page of a list: every list the API answers is read a page at a time, by an opaque cursor (keyset paging).
import { z } from 'zod';

/**
 * DECIDE (issue 18): a page holds 50 items unless the caller asks for up to 200. Fifty fills a screen of rows or cards
 * with room to scroll; two hundred bounds the work and the body of any one request whatever the data grows to.
 */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;

/** The cursor is opaque to clients: URL-safe base64 of the last item's sort key, never longer than this. */
const PAGE_CURSOR_MAX_LENGTH = 1024;

/** The query of every list: how many items, and where the previous page ended. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('A whole number')
    .min(1, 'At least 1')
    .max(PAGE_SIZE_MAX, `At most ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
  cursor: z
    .string()
    .max(PAGE_CURSOR_MAX_LENGTH, 'Not a cursor')
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a cursor')
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of `item`: the items in the list's order, and the cursor of the next page (null on the last one). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z
    .object({
      items: z.array(item).max(PAGE_SIZE_MAX),
      nextCursor: z.string().nullable(),
    })
    .strict();
export type Page<T> = { items: T[]; nextCursor: string | null };

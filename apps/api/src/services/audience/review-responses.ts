// A host's review responses (HAP-025; decision 023): the answers their audience gave on the host's survey, which the
// host reviews from home and audience, newest first a page at a time. Email-capture sign-ups are not responses.
import type { PageQuery } from '@caravan/domain';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { surveyResponses } from '../../db/schema/index.js';
import {
  type PageOrder,
  afterCursor,
  exactInstant,
  keyValue,
  orderByKeys,
  pageOf,
  rowsToRead,
} from '../../db/paging.js';

type ResponseRow = typeof surveyResponses.$inferSelect & { createdAtKey: string };

/** Newest first; the id breaks ties (the exact instant as text keeps microseconds a Date would drop). */
const ORDER: PageOrder<ResponseRow> = {
  direction: 'desc',
  keys: [
    { column: surveyResponses.createdAt, of: (r) => r.createdAtKey, value: keyValue.text },
    { column: surveyResponses.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

/** A page of host `hostId`'s survey responses (the caller's right to read them is checked before). */
export async function hostReviewResponses(db: Db, hostId: string, q: PageQuery) {
  const rows = await db
    .select({ ...getTableColumns(surveyResponses), createdAtKey: exactInstant(surveyResponses.createdAt) })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.hostId, hostId), eq(surveyResponses.source, 'survey'), afterCursor(ORDER, q.cursor)))
    .orderBy(...orderByKeys(ORDER))
    .limit(rowsToRead(q));
  return pageOf(rows, q, ORDER);
}

// The admin's marketing lists (MKT-038, HAP-031): each host's list (the audience rows that opted in), by host name a
// page at a time, and one host's list as CSV. The import is services/audience/import-marketing-list.ts.
import { type Page, audienceExportCsv, utcToday } from '@caravan/domain';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hosts, surveyResponses, users } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import type { AdminMarketingList } from '../../views/admin-lists.view.js';
import { containing } from './list-trips.js';

type Row = { hostId: string; email: string };
/** By the host's email (unique), so the list reads as the user list does. */
const ORDER: PageOrder<Row> = {
  keys: [
    { column: users.email, of: (r) => r.email, value: keyValue.text },
    { column: hosts.userId, of: (r) => r.hostId, value: keyValue.uuid },
  ],
};
/** The rows of a host's audience on their marketing list. */
const onList = (hostId: typeof hosts.userId) =>
  sql<number>`(select count(*)::int from ${surveyResponses} where ${surveyResponses.hostId} = ${hostId} and ${surveyResponses.marketingOptIn})`;

/** A page of the hosts' marketing lists, searched by host name or email. */
export async function listMarketingLists(
  db: Db,
  q: { search?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<AdminMarketingList>> {
  const term = q.search?.trim();
  const like = term ? containing(term) : undefined;
  const rows = await db
    .select({
      hostId: hosts.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      subscribers: onList(hosts.userId),
    })
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.userId))
    .where(
      and(
        like
          ? or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like))
          : undefined,
        afterCursor(ORDER, q.cursor),
      ),
    )
    .orderBy(...orderByKeys(ORDER))
    .limit(rowsToRead(q));
  return pageOf(rows, q, ORDER, (r) => ({
    hostId: r.hostId,
    hostName: `${r.firstName} ${r.lastName}`.trim(),
    hostEmail: r.email,
    subscribers: Number(r.subscribers),
  }));
}

/** Host `hostId`'s marketing list as CSV (first name, last name, email), oldest first; 404 when no such host. */
export async function marketingListCsv(db: Db, hostId: string): Promise<string> {
  const [host] = await db.select({ id: hosts.userId }).from(hosts).where(eq(hosts.userId, hostId)).limit(1);
  if (!host) throw notFound('No such host.');
  const rows = await db
    .select()
    .from(surveyResponses)
    .where(and(eq(surveyResponses.hostId, hostId), eq(surveyResponses.marketingOptIn, true)))
    .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id));
  return audienceExportCsv(rows, { includeSurveyData: false });
}

/** DECIDE: a host's list downloads as marketing-list-<host email>-<day>.csv, naming whose list and when. */
export const marketingListFileName = (hostEmail: string, now: Date) =>
  `marketing-list-${hostEmail.replace(/[^A-Za-z0-9._-]/g, '_')}-${utcToday(now)}.csv`;

/** The host's email, for the file name. */
export async function hostEmailOf(db: Db, hostId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, hostId)).limit(1);
  return row?.email ?? 'host';
}

// POST api/admin/hosts/{id}/marketing-list/import (HAP-031): an admin adds a CSV of names and addresses to a host's
// marketing list. The rows join the audience as email-capture rows (on the list, outside the survey's metrics), as if
// each had signed up on the host's email-capture link; an address the host already has is not added twice.
import { type MarketingListRow, readMarketingList } from '@caravan/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hosts, surveyResponses } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../errors/app-error.js';

export interface MarketingListImport {
  /** Addresses added to the host's list. */
  imported: number;
  /** Addresses the host's list already held (left as they were). */
  alreadyListed: number;
  /** Lines of the file without a valid address (1-based; the header is line 1). */
  invalidLines: number[];
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

/** Imports the CSV `text` into host `hostId`'s marketing list; 404 when the id is no host's, 400 for an unreadable file. */
export async function importMarketingList(
  db: Db,
  hostId: string,
  text: string,
  now: Date,
): Promise<MarketingListImport> {
  const [host] = await db.select({ id: hosts.userId }).from(hosts).where(eq(hosts.userId, hostId)).limit(1);
  if (!host) throw notFound('No such host.');
  const read = readMarketingList(text);
  if (!read.ok) throw badRequest(read.message, { file: read.message });
  return db.transaction(async (tx) => {
    const listed = new Set<string>();
    for (let i = 0; i < read.rows.length; i += CHUNK) {
      const emails = read.rows.slice(i, i + CHUNK).map((r) => r.email);
      const found = await tx
        .select({ email: sql<string>`lower(${surveyResponses.email})` })
        .from(surveyResponses)
        .where(and(eq(surveyResponses.hostId, hostId), inArray(sql`lower(${surveyResponses.email})`, emails)));
      for (const f of found) listed.add(f.email);
    }
    const fresh: MarketingListRow[] = read.rows.filter((r) => !listed.has(r.email));
    for (let i = 0; i < fresh.length; i += CHUNK) {
      await tx.insert(surveyResponses).values(
        fresh.slice(i, i + CHUNK).map((r) => ({
          hostId,
          ...r,
          source: 'emailCapture',
          marketingOptIn: true,
          createdAt: now,
        })),
      );
    }
    return { imported: fresh.length, alreadyListed: read.rows.length - fresh.length, invalidLines: read.invalidLines };
  });
}

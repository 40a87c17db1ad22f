// The operator's service library (OAP-017): services saved for reuse, searched by type and text a page at a time;
// and DELETE /api/me/services (OAP-013): the caller's own services leave the library (placed ones stay on their days).
import type { Page, PageQuery } from '@caravan/domain';
import { and, eq, getTableColumns, ilike, inArray, or } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { services } from '../../db/schema/index.js';
import { forbidden } from '../../errors/app-error.js';
import {
  type PageOrder,
  afterCursor,
  exactInstant,
  keyValue,
  orderByKeys,
  pageOf,
  rowsToRead,
} from '../../db/paging.js';

/** Who has a service library: the operators who build itineraries (admins read through impersonation). */
const assertOperator = (user: PolicyUser) => {
  if (user.group !== 'operator') throw forbidden();
};
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export interface LibrarySearch extends PageQuery {
  type?: string | undefined;
  text?: string | undefined;
}

type LibraryRow = typeof services.$inferSelect & { createdAtKey: string };
/** Newest first; the id breaks a tie between services saved in one transaction (the same instant). */
const LIBRARY_ORDER: PageOrder<LibraryRow> = {
  direction: 'desc',
  keys: [
    { column: services.createdAt, of: (r) => r.createdAtKey, value: keyValue.text },
    { column: services.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

/** A page of the caller's library services matching the search, newest first (issue 18). */
export async function searchLibraryServices(db: Db, user: PolicyUser, q: LibrarySearch): Promise<Page<LibraryRow>> {
  assertOperator(user);
  const pattern = q.text ? `%${escapeLike(q.text)}%` : undefined;
  const rows = await db
    .select({ ...getTableColumns(services), createdAtKey: exactInstant(services.createdAt) })
    .from(services)
    .where(
      and(
        eq(services.operatorId, user.id),
        eq(services.inLibrary, true),
        eq(services.deleted, false),
        q.type ? eq(services.type, q.type) : undefined,
        pattern ? or(ilike(services.name, pattern), ilike(services.description, pattern)) : undefined,
        afterCursor(LIBRARY_ORDER, q.cursor),
      ),
    )
    .orderBy(...orderByKeys(LIBRARY_ORDER))
    .limit(rowsToRead(q));
  return pageOf(rows, q, LIBRARY_ORDER);
}

/** Takes the caller's services with these ids out of the library; answers how many were the caller's. */
export async function deleteLibraryServices(db: Db, user: PolicyUser, ids: readonly string[]): Promise<number> {
  assertOperator(user);
  if (ids.length === 0) return 0;
  const rows = await db
    .update(services)
    .set({ inLibrary: false })
    .where(and(eq(services.operatorId, user.id), inArray(services.id, [...ids])))
    .returning({ id: services.id });
  return rows.length;
}

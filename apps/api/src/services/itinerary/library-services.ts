// The operator's service library (OAP-017): services saved for reuse, searched by type and text, `count` at a time;
// and DELETE /api/me/services (OAP-013): the caller's own services leave the library (placed ones stay on their days).
import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { services } from '../../db/schema/index.js';
import { forbidden } from '../../http/errors.js';

/** Who has a service library: the operators who build itineraries (admins read through impersonation). */
const assertOperator = (user: PolicyUser) => {
  if (user.group !== 'operator') throw forbidden();
};
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export interface LibrarySearch {
  type?: string | undefined;
  text?: string | undefined;
  count: number;
}

/** The caller's library services matching the search, newest first, at most `count`. */
export async function searchLibraryServices(db: Db, user: PolicyUser, q: LibrarySearch) {
  assertOperator(user);
  const pattern = q.text ? `%${escapeLike(q.text)}%` : undefined;
  return db
    .select()
    .from(services)
    .where(
      and(
        eq(services.operatorId, user.id),
        eq(services.inLibrary, true),
        eq(services.deleted, false),
        q.type ? eq(services.type, q.type) : undefined,
        pattern ? or(ilike(services.name, pattern), ilike(services.description, pattern)) : undefined,
      ),
    )
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(q.count);
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

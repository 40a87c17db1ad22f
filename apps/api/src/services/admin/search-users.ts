// The admin's user list (GET /api/admin/users): a page at a time by e-mail, optionally searched by e-mail or name.
import type { PageQuery } from '@caravan/domain';
import { and, ilike, or } from 'drizzle-orm';
import { toUserView } from '../../auth/user-view.js';
import type { Db } from '../../db/client.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import { users } from '../../db/schema/index.js';

/** By email, the order an admin scans; email is unique, the id only makes the key explicit. */
const byEmail: PageOrder<typeof users.$inferSelect> = {
  keys: [
    { column: users.email, of: (u) => u.email, value: keyValue.text },
    { column: users.id, of: (u) => u.id, value: keyValue.uuid },
  ],
};

/** `s` as a LIKE literal: its wildcards and escape character match themselves. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** One page of users by e-mail; `search` matches a part of the e-mail, first or last name, in any case. */
export async function searchUsers(db: Db, q: PageQuery & { search?: string | undefined }) {
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        pattern
          ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
          : undefined,
        afterCursor(byEmail, q.cursor),
      ),
    )
    .orderBy(...orderByKeys(byEmail))
    .limit(rowsToRead(q));
  return pageOf(rows, q, byEmail, toUserView);
}

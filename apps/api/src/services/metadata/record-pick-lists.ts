// The id/name variants of record bases for pickers (HAP-005, HAP-018): hosts, users and itineraries as
// {value: id, label: name}, a page at a time in the order a picker shows them.
import type { PageQuery } from '@caravan/domain';
import { type SQL, and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import { hosts, itineraries, users } from '../../db/schema/index.js';

/** Each record list's order: by the label a picker shows, the id breaking ties. */
const hostOrder: PageOrder<{ id: string; last: string }> = {
  keys: [
    { column: users.lastName, of: (h) => h.last, value: keyValue.text },
    { column: users.id, of: (h) => h.id, value: keyValue.uuid },
  ],
};
const userOrder: PageOrder<{ id: string; email: string }> = {
  keys: [
    { column: users.email, of: (u) => u.email, value: keyValue.text },
    { column: users.id, of: (u) => u.id, value: keyValue.uuid },
  ],
};
const itineraryOrder: PageOrder<{ id: string; name: string }> = {
  keys: [
    { column: itineraries.name, of: (i) => i.name, value: keyValue.text },
    { column: itineraries.id, of: (i) => i.id, value: keyValue.uuid },
  ],
};

/** Hosts by last name, labelled by their display name, else their full name. */
export async function hostPicks(db: Db, q: PageQuery) {
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, display: hosts.displayName })
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.userId))
    // A host's account is in the host group: the condition lets the (group, last name, id) index give the order.
    .where(and(eq(users.group, 'host'), afterCursor(hostOrder, q.cursor)))
    .orderBy(...orderByKeys(hostOrder))
    .limit(rowsToRead(q));
  return pageOf(rows, q, hostOrder, (h) => ({ value: h.id, label: h.display ?? `${h.first} ${h.last}`.trim() }));
}

/** Users by e-mail, labelled by it. */
export async function userPicks(db: Db, q: PageQuery) {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(afterCursor(userOrder, q.cursor))
    .orderBy(...orderByKeys(userOrder))
    .limit(rowsToRead(q));
  return pageOf(rows, q, userOrder, (u) => ({ value: u.id, label: u.email }));
}

/** The itineraries `visible` lets the caller see (all when undefined), by name. */
export async function itineraryPicks(db: Db, visible: SQL | undefined, q: PageQuery) {
  const rows = await db
    .select({ id: itineraries.id, name: itineraries.name })
    .from(itineraries)
    .where(and(visible, afterCursor(itineraryOrder, q.cursor)))
    .orderBy(...orderByKeys(itineraryOrder))
    .limit(rowsToRead(q));
  return pageOf(rows, q, itineraryOrder, (i) => ({ value: i.id, label: i.name }));
}

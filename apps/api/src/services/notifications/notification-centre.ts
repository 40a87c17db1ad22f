// The signed-in user's notification centre (MKT-052): a page of their notifications with the unread count, marking
// read, and their e-mail preference per kind. Every query is scoped to the user: another's notification is not found.
import {
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationView,
  type PageQuery,
  effectivePreferences,
} from '@caravan/domain';
import { and, count, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationPreferences, notifications } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import {
  type PageOrder,
  afterCursor,
  exactInstant,
  keyValue,
  orderByKeys,
  pageOf,
  rowsToRead,
} from '../../db/paging.js';
import { storedPreferences } from './notify.js';

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

type NotificationRow = typeof notifications.$inferSelect & { createdAtKey: string };

/** Newest first; the id breaks a tie of two notifications written in the same instant (one announcement's fan-out). */
const ORDER: PageOrder<NotificationRow> = {
  direction: 'desc',
  keys: [
    { column: notifications.createdAt, of: (r) => r.createdAtKey, value: keyValue.text },
    { column: notifications.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

const viewOf = (r: NotificationRow): NotificationView => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt?.toISOString() ?? null,
});

/** A page of the user's notifications, newest first, after the query's cursor; with how many are unread in all. */
export async function readNotificationPage(db: Db, userId: string, query: PageQuery): Promise<NotificationPage> {
  const rows = await db
    .select({ ...getTableColumns(notifications), createdAtKey: exactInstant(notifications.createdAt) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), afterCursor(ORDER, query.cursor)))
    .orderBy(...orderByKeys(ORDER))
    .limit(rowsToRead(query));
  const [unread] = await db.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return { ...pageOf(rows, query, ORDER, viewOf), unreadCount: unread?.n ?? 0 };
}

/** Marks one of the user's notifications read (again is harmless); another user's is 404. */
export async function markNotificationRead(db: Db, userId: string, id: string, now: Date): Promise<void> {
  const [hit] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!hit) throw notFound('No such notification.');
}

/** Marks every unread notification of the user read; answers how many were. */
export async function markAllNotificationsRead(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(unreadOf(userId))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Every kind with the user's effective e-mail choice. */
export async function readPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  return { preferences: effectivePreferences(await storedPreferences(db, userId)) };
}

/** Stores the user's choice for each kind named; the others keep theirs. */
export async function writePreferences(
  db: Db,
  userId: string,
  changes: readonly { kind: NotificationKind; email: boolean }[],
): Promise<NotificationPreferences> {
  await db.transaction(async (tx) => {
    for (const change of changes)
      await tx
        .insert(notificationPreferences)
        .values({ userId, kind: change.kind, email: change.email })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { email: change.email },
        });
  });
  return readPreferences(db, userId);
}

// The signed-in host's own host record (HAP-001), read by GET /api/me/host/user.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hosts } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';

/** The host row of user `userId`, or 404 when they have none yet. */
export async function readOwnHostRecord(db: Db, userId: string): Promise<typeof hosts.$inferSelect> {
  const [row] = await db.select().from(hosts).where(eq(hosts.userId, userId)).limit(1);
  if (!row) throw notFound('No host record yet.');
  return row;
}

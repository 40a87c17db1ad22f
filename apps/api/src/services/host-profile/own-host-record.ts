// The signed-in host's own host record (HAP-001), read by GET /api/me/host/user, and a user's for the admin (HAP-030).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hosts } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';

/**
 * The host row of user `userId`, or 404 (`missing`) when they have none yet; also the admin's read of a user's host
 * record (HAP-030), which says so in its own words.
 */
export async function readOwnHostRecord(
  db: Db,
  userId: string,
  missing = 'No host record yet.',
): Promise<typeof hosts.$inferSelect> {
  const [row] = await db.select().from(hosts).where(eq(hosts.userId, userId)).limit(1);
  if (!row) throw notFound(missing);
  return row;
}

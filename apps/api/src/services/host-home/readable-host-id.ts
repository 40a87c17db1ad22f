// Whose host home a caller may read: their own, or (a co-host) their primary host's; any other id answers 404.
import { and, eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Database } from '../../db/client.js';
import { hostCohosts } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';

/** The host id the caller reads as `id` (HAP-020..024): another host's id is not found, never forbidden. */
export async function readableHostId(db: Database['db'], user: PolicyUser, id: string): Promise<string> {
  if (id === user.id) return id;
  const [cohost] = await db
    .select({ primaryHostId: hostCohosts.primaryHostId })
    .from(hostCohosts)
    .where(and(eq(hostCohosts.cohostId, user.id), eq(hostCohosts.primaryHostId, id)))
    .limit(1);
  if (!cohost) throw notFound('No such host.');
  return cohost.primaryHostId;
}

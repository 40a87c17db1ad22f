// A host's public page path (/hosts/{pagePath}): kept once set, otherwise made from their name and a random suffix.
import { randomBytes } from 'node:crypto';
import { eq, isNull, and } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hosts } from '../../db/schema/index.js';

/** The shape of a page path: lower-case words joined by hyphens, 3 to 60 characters. */
export const PAGE_PATH_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'host';

/**
 * The host's page path, giving them one when they have none: a conditional UPDATE (only while still null), so two
 * saves at once agree on the first path written. The random suffix keeps two hosts of one name apart.
 */
export async function ensurePagePath(db: Db, hostId: string, name: string): Promise<string> {
  const [current] = await db.select({ pagePath: hosts.pagePath }).from(hosts).where(eq(hosts.userId, hostId));
  if (current?.pagePath) return current.pagePath;
  const candidate = `${slugOf(name)}-${randomBytes(3).toString('hex')}`;
  await db
    .update(hosts)
    .set({ pagePath: candidate })
    .where(and(eq(hosts.userId, hostId), isNull(hosts.pagePath)));
  const [after] = await db.select({ pagePath: hosts.pagePath }).from(hosts).where(eq(hosts.userId, hostId));
  return after?.pagePath ?? candidate;
}

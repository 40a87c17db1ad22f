// A host's survey and email-capture links: read with their lock state, created on first ask (AUD-015, AUD-016).
import { randomBytes } from 'node:crypto';
import { isEmailCollectionLinkLocked, isSurveyLinkLocked } from '@caravan/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hosts, links, users } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';

/** The link types a host collects their audience with. */
export const AUDIENCE_COLLECT_LINK_TYPES = ['survey', 'emailCapture'] as const;
export type AudienceCollectLinkType = (typeof AUDIENCE_COLLECT_LINK_TYPES)[number];

/** Each collecting link's path prefix and destination, as the demo links are written. */
const SHAPE: Record<AudienceCollectLinkType, { prefix: string; destination: (slug: string) => string }> = {
  survey: { prefix: 's', destination: (slug) => `/survey/${slug}` },
  emailCapture: { prefix: 'join', destination: (slug) => `/hosts/${slug}/join` },
};

/** A host as the links' locks read it: the account's active flag and the host's status. */
export interface LinkOwner {
  active: boolean;
  status: string | null;
}

/** Whether a link of this type is locked for its owner (survey: inactive profile; email capture: status). */
export function isAudienceLinkLocked(type: AudienceCollectLinkType, owner: LinkOwner): boolean {
  return type === 'survey' ? isSurveyLinkLocked({ active: owner.active }) : isEmailCollectionLinkLocked(owner.status);
}

/** The owner record of a host: active flag from the account, status from the host row (none: not a host yet). */
export async function linkOwner(db: Db, hostId: string): Promise<LinkOwner> {
  const [row] = await db
    .select({ active: users.active, status: hosts.status })
    .from(users)
    .leftJoin(hosts, eq(hosts.userId, users.id))
    .where(eq(users.id, hostId));
  if (!row) throw notFound();
  return { active: row.active, status: row.status ?? null };
}

/** The host's first link of a type, or null. */
export async function findAudienceLink(db: Db, hostId: string, type: AudienceCollectLinkType) {
  const [row] = await db
    .select()
    .from(links)
    .where(and(eq(links.hostId, hostId), eq(links.linkType, type)))
    .orderBy(asc(links.createdAt), asc(links.id))
    .limit(1);
  return row ?? null;
}

/** A path-safe slug of a host's page path or name. */
function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'host';
}

/**
 * The host's link of `type`, created when they have none: `s/<slug>` or `join/<slug>`, a short random suffix when the
 * path is taken. One transaction holding the host's advisory lock, so two clicks make one link.
 */
export async function ensureAudienceLink(db: Db, hostId: string, type: AudienceCollectLinkType) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`audience-link:${hostId}`}))`);
    const existing = await findAudienceLink(tx as unknown as Db, hostId, type);
    if (existing) return existing;
    const [owner] = await tx
      .select({ pagePath: hosts.pagePath, firstName: users.firstName, lastName: users.lastName })
      .from(hosts)
      .innerJoin(users, eq(users.id, hosts.userId))
      .where(eq(hosts.userId, hostId));
    if (!owner) throw notFound('You have no host record yet.');
    const base = slugOf(owner.pagePath ?? `${owner.firstName} ${owner.lastName}`);
    for (let attempt = 0; attempt < 5; attempt++) {
      const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
      const [row] = await tx
        .insert(links)
        .values({
          hostId,
          linkType: type,
          path: `${SHAPE[type].prefix}/${slug}`,
          destination: SHAPE[type].destination(slug),
        })
        .onConflictDoNothing({ target: links.path })
        .returning();
      if (row) return row;
    }
    throw new Error('Could not find a free link path');
  });
}

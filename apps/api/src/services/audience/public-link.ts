// A public audience link by its path, with the owner's name and lock: what the public survey page shows (PLT-017).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hosts, links, users } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import { type AudienceCollectLinkType, isAudienceLinkLocked } from './audience-links.js';

export interface PublicAudienceLink {
  hostId: string;
  linkType: AudienceCollectLinkType;
  path: string;
  hostName: string;
  locked: boolean;
}

/** The survey or email-capture link at `path`; any other path (or a referral link) is not found. */
export async function findPublicAudienceLink(db: Db, path: string): Promise<PublicAudienceLink> {
  const [row] = await db
    .select({
      hostId: links.hostId,
      linkType: links.linkType,
      path: links.path,
      displayName: hosts.displayName,
      firstName: users.firstName,
      lastName: users.lastName,
      active: users.active,
      status: hosts.status,
    })
    .from(links)
    .innerJoin(hosts, eq(hosts.userId, links.hostId))
    .innerJoin(users, eq(users.id, links.hostId))
    .where(eq(links.path, path));
  if (!row || (row.linkType !== 'survey' && row.linkType !== 'emailCapture')) throw notFound('No survey here.');
  const linkType = row.linkType as AudienceCollectLinkType;
  return {
    hostId: row.hostId,
    linkType,
    path: row.path,
    hostName: row.displayName?.trim() || `${row.firstName} ${row.lastName}`.trim() || 'Your host',
    locked: isAudienceLinkLocked(linkType, { active: row.active, status: row.status }),
  };
}

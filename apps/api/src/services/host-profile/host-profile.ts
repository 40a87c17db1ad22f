// Reading and saving a host's public profile: the rules are the domain's (PRF-016..023), the write one UPDATE.
import {
  cleanSocialChannels,
  hostNamedCodeSchema,
  hostSocialChannelsSchema,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_MESSAGES,
  validatePublicProfileForm,
} from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hosts, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../errors/app-error.js';
import { resolveInterests } from './host-interests.js';
import { ensurePagePath } from './page-path.js';

const text = (max: number) => z.string().max(max, `At most ${max} characters`);

/** The profile form as sent (HAP-026): interests by id, the rest as the spec's fields. */
export const publicProfileBody = z
  .object({
    displayName: text(80).optional(),
    bio: z.string().max(PROFILE_BIO_MAX_LENGTH, PROFILE_MESSAGES.bioTooLong).optional(),
    profilePictureUrl: text(500).optional(),
    pronouns: z.array(text(30)).max(10).default([]),
    languages: z
      .array(hostNamedCodeSchema.extend({ name: text(60), code: text(10) }))
      .max(20)
      .default([]),
    country: hostNamedCodeSchema
      .extend({ name: text(60), code: text(10) })
      .nullable()
      .optional(),
    interests: z.array(text(40)).max(20).default([]),
    socialChannels: hostSocialChannelsSchema.extend({
      facebook: text(200).optional(),
      instagram: text(200).optional(),
      tiktok: text(200).optional(),
      youtube: text(200).optional(),
      personalSite: text(300).optional(),
    }),
  })
  .openapi('HostPublicProfileRequest');
export type PublicProfileBody = z.infer<typeof publicProfileBody>;

/** The host row and its user, or 404 (no host record). */
export async function loadHost(db: Db, hostId: string) {
  const [row] = await db
    .select({ host: hosts, user: { firstName: users.firstName, lastName: users.lastName } })
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.userId))
    .where(eq(hosts.userId, hostId));
  if (!row) throw notFound('No host record yet.');
  return row;
}

/**
 * Saves the profile after the domain's checks (400 with field errors, nothing saved); social handles are sanitised,
 * the site prefixed and empty channels stripped (PRF-004, PRF-022, PRF-023); a host without a page path gets one.
 */
export async function savePublicProfile(db: Db, hostId: string, body: PublicProfileBody, now: Date) {
  const { user } = await loadHost(db, hostId);
  const resolved = resolveInterests(body.interests);
  if (!resolved.ok)
    throw badRequest('Some entries require your attention.', { interests: `Unknown interest ${resolved.id}` });
  const socialChannels = cleanSocialChannels(body.socialChannels);
  const bio = body.bio?.trim() ?? '';
  const picture = body.profilePictureUrl?.trim() ?? '';
  const errors = validatePublicProfileForm({
    bio,
    profilePictureUrl: picture,
    interests: resolved.interests,
    socialChannels,
  });
  if (Object.keys(errors).length > 0) throw badRequest('Some entries require your attention.', errors);
  await ensurePagePath(db, hostId, `${user.firstName} ${user.lastName}`);
  await db
    .update(hosts)
    .set({
      displayName: body.displayName?.trim() || null,
      bio,
      profilePictureUrl: picture,
      pronouns: body.pronouns.map((p) => p.trim()).filter(Boolean),
      languages: body.languages,
      country: body.country ?? null,
      interests: resolved.interests,
      socialChannels,
      updatedAt: now,
    })
    .where(eq(hosts.userId, hostId));
  return loadHost(db, hostId);
}

/** The host whose page path this is, if their account is active; else 404. */
export async function findHostByPagePath(db: Db, pagePath: string) {
  const [row] = await db
    .select({ host: hosts, user: { firstName: users.firstName, lastName: users.lastName, active: users.active } })
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.userId))
    .where(eq(hosts.pagePath, pagePath));
  if (!row?.user.active) throw notFound('No host here.');
  return row;
}

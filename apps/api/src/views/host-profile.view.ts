// The host's public profile as the host edits it (own view) and as anyone reads it (public view: no email, status or level).
import { hostDisplayName } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { hosts, users } from '../db/schema/index.js';

const interestView = z
  .object({ _id: z.string(), name: z.string(), icon: z.string().optional(), colour: z.string().optional() })
  .strict()
  .openapi('HostInterest');
const namedCodeView = z.object({ name: z.string(), code: z.string() }).strict().openapi('HostNamedCode');
const socialChannelsView = z
  .object({
    facebook: z.string().optional(),
    instagram: z.string().optional(),
    tiktok: z.string().optional(),
    youtube: z.string().optional(),
    personalSite: z.string().optional(),
  })
  .strict()
  .openapi('HostSocialChannels');

const publicFields = {
  pagePath: z.string().nullable(),
  /** The display name, or first and last name when none is set (PRF-003). */
  name: z.string(),
  bio: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  pronouns: z.array(z.string()),
  languages: z.array(namedCodeView),
  country: namedCodeView.nullable(),
  interests: z.array(interestView),
  socialChannels: socialChannelsView,
};

/** What anyone may read of a host at /hosts/{pagePath}. */
export const hostPublicProfileView = z.object(publicFields).strict().openapi('HostPublicProfile');
export type HostPublicProfileView = z.infer<typeof hostPublicProfileView>;

/** The host's own profile for the editor: the public fields plus what the editor and the embed need (PRF-001, PRF-006). */
export const hostOwnProfileView = z
  .object({
    ...publicFields,
    hostId: z.uuid(),
    displayName: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    status: z.string(),
    onboardingCompleted: z.boolean(),
  })
  .strict()
  .openapi('HostOwnProfile');
export type HostOwnProfileView = z.infer<typeof hostOwnProfileView>;

type HostRow = typeof hosts.$inferSelect;
type UserRow = Pick<typeof users.$inferSelect, 'firstName' | 'lastName'>;

export const toHostPublicProfileView = (host: HostRow, user: UserRow): HostPublicProfileView => ({
  pagePath: host.pagePath ?? null,
  name: hostDisplayName({
    displayName: host.displayName ?? undefined,
    firstName: user.firstName,
    lastName: user.lastName,
  }),
  bio: host.bio ?? null,
  profilePictureUrl: host.profilePictureUrl ?? null,
  pronouns: host.pronouns,
  languages: host.languages.map(({ name, code }) => ({ name, code })),
  country: host.country ? { name: host.country.name, code: host.country.code } : null,
  interests: host.interests.map(({ _id, name, icon, colour }) => ({
    _id,
    name,
    ...(icon !== undefined ? { icon } : {}),
    ...(colour !== undefined ? { colour } : {}),
  })),
  socialChannels: Object.fromEntries(
    Object.entries(host.socialChannels).filter(([k, v]) => typeof v === 'string' && k in socialChannelsView.shape),
  ),
});

export const toHostOwnProfileView = (host: HostRow, user: UserRow): HostOwnProfileView => ({
  ...toHostPublicProfileView(host, user),
  hostId: host.userId,
  displayName: host.displayName ?? null,
  firstName: user.firstName,
  lastName: user.lastName,
  status: host.status,
  onboardingCompleted: host.onboardingCompleted,
});

// Completing onboarding (HAP-019, HAP-027, HAP-028): the host save and, unless the bio was skipped, the profile
// update, checked by the domain's step rules and written in one transaction, so nothing partial is saved.
import {
  cleanSocialChannels,
  hostSocialChannelsSchema,
  onboardingBioSchema,
  validateOnboardingInterests,
  validateOnboardingSocials,
} from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hosts } from '../../db/schema/index.js';
import { badRequest } from '../../errors/app-error.js';
import { resolveInterests } from '../host-profile/host-interests.js';
import { loadHost } from '../host-profile/host-profile.js';
import { ensurePagePath, PAGE_PATH_PATTERN } from '../host-profile/page-path.js';

const text = (max: number) => z.string().max(max, `At most ${max} characters`);

/**
 * DECIDE (HAP-027): the spec does not show the host save's path; it is the body of POST /api/me/host/onboard, the
 * one onboarding call, with the profile update (HAP-028) beside it so both land together or not at all.
 */
export const onboardBody = z
  .object({
    host: z.object({
      _id: z.uuid().optional().openapi({ description: "The host's id; must be the signed-in host's own" }),
      categoryInterests: z.array(text(40)).max(20),
      pagePath: z.string().regex(PAGE_PATH_PATTERN, 'Use 3 to 60 lower-case letters, digits and hyphens').optional(),
      socialChannels: hostSocialChannelsSchema
        .extend({
          facebook: text(200).optional(),
          instagram: text(200).optional(),
          tiktok: text(200).optional(),
          youtube: text(200).optional(),
          personalSite: text(300).optional(),
        })
        .optional(),
      socialEngagementUserId: text(100).optional(),
    }),
    profile: z
      .object({ bio: onboardingBioSchema, profilePictureUrl: text(500).optional() })
      .nullable()
      .default(null),
  })
  .openapi('OnboardRequest');
export type OnboardBody = z.infer<typeof onboardBody>;

export async function completeOnboarding(db: Db, hostId: string, body: OnboardBody, now: Date) {
  const { host } = body;
  const manual = host.socialChannels !== undefined;
  const socialChannels = cleanSocialChannels(host.socialChannels ?? {});
  const errors = {
    ...validateOnboardingInterests({ categoryInterests: host.categoryInterests }),
    ...validateOnboardingSocials({
      isManualConnect: manual,
      socialChannels: host.socialChannels ?? {},
      ...(host.socialEngagementUserId !== undefined ? { socialEngagementUserId: host.socialEngagementUserId } : {}),
    }),
  };
  const resolved = resolveInterests(host.categoryInterests);
  if (!resolved.ok) errors.categoryInterests = `Unknown interest ${resolved.id}`;
  if (body.profile && body.profile.bio.trim() === '') errors.bio = 'Bio is required';
  if (Object.keys(errors).length > 0 || !resolved.ok) throw badRequest('Some entries require your attention.', errors);
  const { user } = await loadHost(db, hostId);
  if (host.pagePath) {
    const [taken] = await db.select({ id: hosts.userId }).from(hosts).where(eq(hosts.pagePath, host.pagePath));
    if (taken && taken.id !== hostId)
      throw badRequest('Some entries require your attention.', { pagePath: 'This page path is taken' });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(hosts)
      .set({
        interests: resolved.interests,
        ...(host.pagePath ? { pagePath: host.pagePath } : {}),
        ...(manual ? { socialChannels } : { socialEngagementUserId: host.socialEngagementUserId ?? null }),
        ...(body.profile
          ? {
              bio: body.profile.bio.trim(),
              ...(body.profile.profilePictureUrl ? { profilePictureUrl: body.profile.profilePictureUrl } : {}),
            }
          : {}),
        onboardingCompleted: true,
        updatedAt: now,
      })
      .where(eq(hosts.userId, hostId));
  });
  await ensurePagePath(db, hostId, `${user.firstName} ${user.lastName}`);
  return loadHost(db, hostId);
}

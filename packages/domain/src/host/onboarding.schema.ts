// Onboarding entities: steps, the data the flow collects, and the social connect response (host-and-platform §2.7, §3).
import { z } from 'zod';
import { PROFILE_BIO_MAX_LENGTH, PROFILE_MESSAGES } from './host.constants.js';
import { hostSocialChannelsSchema } from './host.schema.js';
import { isValidPersonalSite } from './public-profile.rules.js';

/** Onboarding steps in order; their index is the step number (ONB-003). */
export const ONBOARDING_STEPS = ['Welcome', 'Interests', 'Socials', 'Bio', 'Congrats'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
/** Steps shown in the stepper: every step but Congrats (ONB-004). */
export const ONBOARDING_STEPPER_STEPS = [
  'Welcome',
  'Interests',
  'Socials',
  'Bio',
] as const satisfies readonly OnboardingStep[];

/** Platforms connected through the social-connection provider SDK; the personal site is manual (ONB-014). */
export const SOCIAL_CONNECT_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'facebook'] as const;
export type SocialConnectPlatform = (typeof SOCIAL_CONNECT_PLATFORMS)[number];

/** The connection state of one platform (ONB-012). */
export const SOCIAL_CONNECTION_STATES = ['idle', 'initializing-sdk', 'in-process'] as const;
export type SocialConnectionState = (typeof SOCIAL_CONNECTION_STATES)[number];

/** The onboarding bio: at most 350 characters (ONB-021). */
export const onboardingBioSchema = z.string().max(PROFILE_BIO_MAX_LENGTH, PROFILE_MESSAGES.bioTooLong);

/** The onboarding personal site: a host such as example.com (https:// added), checked as a URL (ONB-020). */
export const onboardingPersonalSiteSchema = z
  .string()
  .trim()
  .refine((site) => isValidPersonalSite(site), PROFILE_MESSAGES.personalSiteInvalid);

/** Data the onboarding flow collects (ONB-010). */
export const onboardingDataSchema = z.object({
  categoryInterests: z.array(z.string().min(1)).default([]),
  pagePath: z.string().optional(),
  socialChannels: hostSocialChannelsSchema.default({}),
  socialEngagementUserId: z.string().optional(),
  isManualConnect: z.boolean().default(false),
  bio: onboardingBioSchema.optional(),
  profilePictureUrl: z.string().optional(),
});
export type OnboardingData = z.infer<typeof onboardingDataSchema>;

/** Response of the social connect call: SDK token, engagement user id and channel ids per platform (ONB-011). */
export const socialConnectResponseSchema = z.object({
  token: z.object({ token: z.string().min(1) }),
  socialEngagementUserId: z.string().min(1),
  socialEngagementChannelIds: z.partialRecord(z.enum(SOCIAL_CONNECT_PLATFORMS), z.string()),
});
export type SocialConnectResponse = z.infer<typeof socialConnectResponseSchema>;

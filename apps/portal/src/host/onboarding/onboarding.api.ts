// Onboarding's calls: the provider connection (HAP-029), the connected user's data, and the final save (HAP-019).
import type { OnboardingSubmission } from '@caravan/machines';
import type { SocialConnectPlatform } from '@caravan/domain';
import { call } from '../../api/typed.js';

export const onboardingApi = {
  connect: () => call('post', '/api/me/host/socials/connect', { body: {} }),
  userData: (platform: SocialConnectPlatform, handle: string) =>
    call('post', '/api/me/host/socials/user-data', { body: { platform, handle } }),
  /** The host save and, unless the bio was skipped, the profile, in one call (HAP-027, HAP-028). */
  submit: (submission: OnboardingSubmission) =>
    call('post', '/api/me/host/onboard', {
      body: {
        host: {
          _id: submission.host._id,
          categoryInterests: submission.host.categoryInterests,
          pagePath: submission.host.pagePath,
          socialChannels: submission.host.socialChannels,
          socialEngagementUserId: submission.host.socialEngagementUserId,
        },
        profile: submission.profile,
      },
    }),
};

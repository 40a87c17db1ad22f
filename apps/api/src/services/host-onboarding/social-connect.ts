// The social-connection provider port (ONB-011, HAP-029) and its sandbox: a token for the browser SDK, the engagement
// user of the host, and that user's data once an account is connected. No real provider is wired in yet.
import { createHash, randomBytes } from 'node:crypto';
import type { SocialConnectPlatform, SocialConnectResponse } from '@caravan/domain';

export interface SocialConnectProvider {
  /** A fresh SDK token and the host's engagement user (created on first call). */
  connect(hostId: string): Promise<SocialConnectResponse>;
  /** The engagement user's data after the browser SDK connected `handle` on `platform`; throws when it cannot. */
  userData(
    hostId: string,
    platform: SocialConnectPlatform,
    handle: string,
  ): Promise<{ socialEngagementUserId: string }>;
}

/**
 * DECIDE: the sandbox's user-data fetch fails for the handle 'fail-data' (as a card sandbox declines one number), so
 * the manual fallback (ONB-015) can be exercised end to end; every other handle connects.
 */
export const SANDBOX_FAILING_HANDLE = 'fail-data';

const engagementUserOf = (hostId: string) =>
  `sandbox-${createHash('sha256').update(hostId).digest('hex').slice(0, 16)}`;

export class SocialUserDataError extends Error {}

export const sandboxSocialConnect: SocialConnectProvider = {
  async connect(hostId) {
    return {
      token: { token: `sandbox-sdk-${randomBytes(12).toString('hex')}` },
      socialEngagementUserId: engagementUserOf(hostId),
      socialEngagementChannelIds: {},
    };
  },
  async userData(hostId, _platform, handle) {
    if (handle.trim().toLowerCase() === SANDBOX_FAILING_HANDLE)
      throw new SocialUserDataError('failed-to-fetch-phyllo-user-data');
    return { socialEngagementUserId: engagementUserOf(hostId) };
  },
};

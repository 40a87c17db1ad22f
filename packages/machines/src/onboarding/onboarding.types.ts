// Host onboarding: context, input and events (a discriminated union) of the Welcome → Bio flow.
import type {
  HostSocialChannelKey,
  OnboardingData,
  OnboardingHostSave,
  SocialConnectErrorCode,
  SocialConnectPlatform,
  SocialConnectResponse,
} from '@caravan/domain';

export interface OnboardingContext {
  hostId: string;
  /** What the flow collects (ONB-010). */
  data: OnboardingData;
  /** The platform whose connection is under way; every other platform is idle (ONB-012, ONB-013). */
  connectingPlatform: SocialConnectPlatform | null;
  /** The provider SDK token of the connection under way. */
  connectToken: string | null;
  /** The last social connection error, for its toast (ONB-025, ONB-026); abandoning sets none (ONB-016). */
  connectError: SocialConnectErrorCode | null;
  /** Whether the Bio step was skipped with 'Skip and Complete' (ONB-008, ONB-009). */
  bioSkipped: boolean;
  /** The toast text of a failed host save (ONB-024). */
  saveError: string | null;
  /** Where the flow sends the host when it ends: '/' (ONB-005, ONB-007). */
  navigateTo: string | null;
}

export interface OnboardingInput {
  hostId: string;
  data?: Partial<OnboardingData>;
}

/** What the injected submit actor receives: the host save and, unless the bio was skipped, the profile (ONB-009). */
export interface OnboardingSubmission {
  host: OnboardingHostSave;
  profile: { bio: string; profilePictureUrl?: string } | null;
}

/** The engagement user whose data was fetched after the provider connected an account. */
export interface SocialUserData {
  socialEngagementUserId: string;
}

export type OnboardingEvent =
  | { type: 'onboarding.next' }
  | { type: 'onboarding.back' }
  | { type: 'interests.toggle'; id: string }
  | { type: 'socials.connect'; platform: SocialConnectPlatform }
  | { type: 'socials.accountConnected'; platform: SocialConnectPlatform }
  | { type: 'socials.exit' }
  | { type: 'socials.error'; code: SocialConnectErrorCode }
  | { type: 'socials.setManual'; manual: boolean }
  | { type: 'socials.changeChannel'; channel: HostSocialChannelKey; value: string }
  | { type: 'bio.change'; bio: string }
  | { type: 'bio.changePicture'; profilePictureUrl: string | undefined }
  | { type: 'bio.skip' };

export type { SocialConnectResponse };

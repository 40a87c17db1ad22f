// Onboarding rules: who sees it, step order and validation, social connection decisions, and what gets saved (ONB).
import type { FieldErrors } from '../shared/errors.js';
import { ONBOARDING_HOST_STATUSES, ONBOARDING_MESSAGES, PROFILE_MESSAGES } from './host.constants.js';
import type { HostStatus, HostSocialChannels } from './host.schema.js';
import {
  ONBOARDING_STEPS,
  type OnboardingData,
  type OnboardingStep,
  onboardingBioSchema,
  onboardingPersonalSiteSchema,
  type SocialConnectionState,
  type SocialConnectPlatform,
} from './onboarding.schema.js';
import { cleanSocialChannels, hasNonEmptySocialChannel } from './public-profile.rules.js';

/** Whether a host sees onboarding: status created..qualified and not onboarded (ONB-001). */
export function shouldShowOnboarding(host: { status: HostStatus; onboardingCompleted: boolean }): boolean {
  return !host.onboardingCompleted && (ONBOARDING_HOST_STATUSES as readonly string[]).includes(host.status);
}

/** Where Next leads from a step: the following step, or '/' after Bio, so Congrats is never reached (ONB-005, ONB-007). */
export function onboardingNextTarget(step: OnboardingStep): { step: OnboardingStep } | { navigate: '/' } {
  if (step === 'Bio' || step === 'Congrats') return { navigate: '/' };
  return { step: ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] as OnboardingStep };
}

/** Interests step: at least one interest (ONB-017). */
export function validateOnboardingInterests(data: Pick<OnboardingData, 'categoryInterests'>): FieldErrors {
  return data.categoryInterests.length >= 1 ? {} : { categoryInterests: ONBOARDING_MESSAGES.interestRequired };
}

/**
 * Socials step: manual mode needs a non-empty channel, connected mode a socialEngagementUserId; either way the
 * message is 'At least one social media account is required'; a filled personal site must be a URL (ONB-018..020).
 */
export function validateOnboardingSocials(
  data: Pick<OnboardingData, 'isManualConnect' | 'socialChannels' | 'socialEngagementUserId'>,
): FieldErrors {
  const errors: FieldErrors = {};
  const ok = data.isManualConnect
    ? hasNonEmptySocialChannel(data.socialChannels)
    : (data.socialEngagementUserId ?? '').trim() !== '';
  if (!ok) errors.socialChannels = ONBOARDING_MESSAGES.socialAccountRequired;
  const site = data.socialChannels.personalSite ?? '';
  // ONB-020: a site given is checked by the onboarding personal site schema.
  const checked = onboardingPersonalSiteSchema.safeParse(site);
  if (data.isManualConnect && site.trim() !== '' && !checked.success)
    errors.personalSite = checked.error.issues[0]?.message ?? PROFILE_MESSAGES.personalSiteInvalid;
  return errors;
}

/** Bio step: at most 350 characters (ONB-021). */
export function validateOnboardingBio(bio: string | undefined): FieldErrors {
  const result = onboardingBioSchema.safeParse(bio ?? '');
  return result.success ? {} : { bio: result.error.issues[0]?.message ?? PROFILE_MESSAGES.bioTooLong };
}

/** Whether Next is enabled on the Bio step: the bio is not blank and valid (ONB-022). */
export function isOnboardingBioNextEnabled(bio: string | undefined): boolean {
  return (bio ?? '').trim() !== '' && Object.keys(validateOnboardingBio(bio)).length === 0;
}

/** The errors that keep a step from advancing; an empty object lets it advance (ONB-006). */
export function validateOnboardingStep(step: OnboardingStep, data: OnboardingData): FieldErrors {
  switch (step) {
    case 'Interests':
      return validateOnboardingInterests(data);
    case 'Socials':
      return validateOnboardingSocials(data);
    case 'Bio':
      return validateOnboardingBio(data.bio);
    default:
      return {};
  }
}

/**
 * Whether a step may advance: it validates (ONB-006); Bio also needs a bio that is not blank (ONB-022), since an
 * empty bio is what 'Skip and Complete' is for. The machine's guard and the page's Next button both ask this.
 */
export function canAdvanceOnboardingStep(step: OnboardingStep, data: OnboardingData): boolean {
  if (step === 'Bio') return isOnboardingBioNextEnabled(data.bio);
  return Object.keys(validateOnboardingStep(step, data)).length === 0;
}

/** Whether a platform's connect button is disabled: another platform is connecting (ONB-013). */
export function isSocialPlatformDisabled(
  states: Readonly<Partial<Record<SocialConnectPlatform, SocialConnectionState>>>,
  platform: SocialConnectPlatform,
): boolean {
  return Object.entries(states).some(([p, state]) => p !== platform && state !== undefined && state !== 'idle');
}

const SOCIAL_CONNECT_ERROR_CODES = [
  'failed-to-fetch-phyllo-user-data',
  'failed-to-initialize-phyllo-sdk',
  'failed-to-connect-account',
] as const;
export type SocialConnectErrorCode = (typeof SOCIAL_CONNECT_ERROR_CODES)[number];

/** The toast for a social connection error and whether it switches the Socials step to manual mode (ONB-015, ONB-025, ONB-026). */
export function socialConnectErrorToast(code: SocialConnectErrorCode): {
  title: string;
  description: string;
  switchToManual: boolean;
} {
  const description = 'Please try again or connect manually';
  if (code === 'failed-to-connect-account')
    return { title: 'Error connecting your account', description, switchToManual: false };
  return { title: 'Error initializing our social connection platform', description, switchToManual: true };
}

/** The host save sent at the end of onboarding. */
export interface OnboardingHostSave {
  _id: string;
  categoryInterests: string[];
  pagePath?: string;
  socialChannels?: HostSocialChannels;
  socialEngagementUserId?: string;
}

/**
 * What onboarding submits: the host save (socialChannels in manual mode, else socialEngagementUserId) and a
 * profile update with bio and picture only when the Bio step was not skipped and is valid (ONB-009).
 */
export function buildOnboardingSubmission(
  hostId: string,
  data: OnboardingData,
  options: { bioSkipped: boolean },
): { host: OnboardingHostSave; profile: { bio: string; profilePictureUrl?: string } | null } {
  const host: OnboardingHostSave = { _id: hostId, categoryInterests: [...data.categoryInterests] };
  if (data.pagePath !== undefined) host.pagePath = data.pagePath;
  if (data.isManualConnect) host.socialChannels = cleanSocialChannels(data.socialChannels);
  else if (data.socialEngagementUserId !== undefined) host.socialEngagementUserId = data.socialEngagementUserId;
  const sendProfile = !options.bioSkipped && isOnboardingBioNextEnabled(data.bio);
  if (!sendProfile) return { host, profile: null };
  const profile: { bio: string; profilePictureUrl?: string } = { bio: (data.bio ?? '').trim() };
  if (data.profilePictureUrl) profile.profilePictureUrl = data.profilePictureUrl;
  return { host, profile };
}

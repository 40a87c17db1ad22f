// What the onboarding screens need from an onboarding snapshot: the step, per-platform connection states, errors, toasts.
import {
  type FieldErrors,
  isSocialPlatformDisabled,
  ONBOARDING_STEPPER_STEPS,
  type OnboardingStep,
  SOCIAL_CONNECT_PLATFORMS,
  type SocialConnectionState,
  type SocialConnectPlatform,
  socialConnectErrorToast,
  validateOnboardingStep,
} from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { onboardingMachine } from './onboarding.machine.js';

type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

/** The step on screen; submitting and done still show Bio, the last stepper step. */
export const selectOnboardingStep = (s: OnboardingSnapshot): OnboardingStep =>
  s.matches('welcome') ? 'Welcome' : s.matches('interests') ? 'Interests' : s.matches('socials') ? 'Socials' : 'Bio';

/** The stepper's active index among Welcome, Interests, Socials and Bio (ONB-004). */
export const selectOnboardingStepIndex = (s: OnboardingSnapshot): number =>
  (ONBOARDING_STEPPER_STEPS as readonly OnboardingStep[]).indexOf(selectOnboardingStep(s));

/** Each platform's connection state: idle, initializing-sdk or in-process (ONB-012). */
export function selectSocialConnectionStates(
  s: OnboardingSnapshot,
): Record<SocialConnectPlatform, SocialConnectionState> {
  const active: SocialConnectionState = s.matches({ socials: 'initializingSdk' })
    ? 'initializing-sdk'
    : s.matches({ socials: 'inProcess' })
      ? 'in-process'
      : 'idle';
  return Object.fromEntries(
    SOCIAL_CONNECT_PLATFORMS.map((p) => [p, p === s.context.connectingPlatform ? active : 'idle']),
  ) as Record<SocialConnectPlatform, SocialConnectionState>;
}

/** Whether a platform's connect button is disabled: another platform is connecting (ONB-013). */
export const selectSocialPlatformDisabled = (s: OnboardingSnapshot, platform: SocialConnectPlatform): boolean =>
  isSocialPlatformDisabled(selectSocialConnectionStates(s), platform);

/** Whether an account is connected through the provider (connect mode with an engagement user). */
export const selectIsSocialConnected = (s: OnboardingSnapshot): boolean =>
  !s.context.data.isManualConnect && (s.context.data.socialEngagementUserId ?? '') !== '';

/** Whether the Socials step is in manual entry (ONB-015, ONB-019). */
export const selectIsManualConnect = (s: OnboardingSnapshot): boolean => s.context.data.isManualConnect;

/** The errors keeping the current step from advancing (ONB-006). */
export const selectStepErrors = (s: OnboardingSnapshot): FieldErrors =>
  validateOnboardingStep(selectOnboardingStep(s), s.context.data);

/** Whether Next is enabled on the current step (ONB-006, ONB-022). */
export const selectCanGoNext = (s: OnboardingSnapshot): boolean => s.can({ type: 'onboarding.next' });

/** The toast of the last social connection error, if any (ONB-025, ONB-026). */
export const selectSocialConnectToast = (s: OnboardingSnapshot) =>
  s.context.connectError ? socialConnectErrorToast(s.context.connectError) : null;

/** Where to navigate once onboarding ends: '/' (ONB-005, ONB-007). */
export const selectOnboardingRedirect = (s: OnboardingSnapshot): string | null =>
  s.status === 'done' ? s.context.navigateTo : null;

/** Each platform's connect button disabled or not, for the Socials step's row of platforms (ONB-013). */
export const selectSocialPlatformsDisabled = (s: OnboardingSnapshot): Record<SocialConnectPlatform, boolean> =>
  Object.fromEntries(SOCIAL_CONNECT_PLATFORMS.map((p) => [p, selectSocialPlatformDisabled(s, p)])) as Record<
    SocialConnectPlatform,
    boolean
  >;

/** The provider's connect window is open: a platform's connection waits for the provider (ONB-012). */
export const selectProviderWindowOpen = (s: OnboardingSnapshot): boolean =>
  s.matches({ socials: { inProcess: 'awaitingProvider' } });

/** The platform being connected, if any. */
export const selectConnectingPlatform = (s: OnboardingSnapshot) => s.context.connectingPlatform;

/** The save is running or has finished: the page shows the spinner and no more buttons (ONB-007). */
export const selectOnboardingSubmitting = (s: OnboardingSnapshot): boolean =>
  s.matches('submitting') || s.matches('done');

/** The text of the last failed save, if any. */
export const selectOnboardingSaveError = (s: OnboardingSnapshot) => s.context.saveError;

/** The chosen category interests (Interests step). */
export const selectCategoryInterests = (s: OnboardingSnapshot) => s.context.data.categoryInterests;

/** The bio typed so far, empty before any (Bio step). */
export const selectOnboardingBio = (s: OnboardingSnapshot): string => s.context.data.bio ?? '';

/** The profile picture chosen so far (Bio step). */
export const selectOnboardingPicture = (s: OnboardingSnapshot) => s.context.data.profilePictureUrl;

/** The social channels entered so far (Socials step). */
export const selectSocialChannels = (s: OnboardingSnapshot) => s.context.data.socialChannels;
